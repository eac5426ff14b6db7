import Domain
import Foundation
import Input
import Localization
import Testing

@testable import Presentation

/// The features' reducers alone, without the coordinator: what they change in themselves and
/// what they ask of the rest of the app as `AppOutcome`s (nothing is left to poll).
@Suite struct FeatureRoutingTests {
    let en: Localizer

    init() throws { en = try Localizer.bundled(.en) }

    func context(_ metrics: TranscriptMetrics? = nil) -> ChatViewModel.Context {
        let env = ChatEnvironment(now: Date(timeIntervalSince1970: 1_763_700_000), clock: 5, owner: .guest("guest_1_abc"),
                                  language: .en, backend: .cloud, makeId: { "id" })
        return ChatViewModel.Context(env: env, localizer: en, metrics: metrics, exportDirectory: "/tmp")
    }

    @Test func theChatHandsItsNoticeOnAsAToastAndKeepsNone() {
        var chat = ChatViewModel()
        let outcomes = chat.reduce(.event(.copied(viaCommand: true)), context())
        #expect(outcomes == [.toast(en("toast.copied"))])
        #expect(chat.notice == nil)
    }

    @Test func ctrlNWithADraftAsksInsteadOfClearing() {
        var chat = ChatViewModel()
        chat.composer.insert("draft")
        #expect(chat.reduce(.newChat, context()).isEmpty)
        #expect(chat.composer.text == "draft")
        chat.messages = [ChatMessage(Message(id: "m", conversationId: "c", role: .user, content: "q", createdAt: Date(),
                                               state: .complete))]
        #expect(chat.reduce(.newChat, context()) == [.dialog(DialogState(kind: .newChatWithDraft))])
    }

    @Test func aTranscriptIsSetApartFromTheWordsAroundItThenToasts() {
        var chat = ChatViewModel()
        chat.composer.insert("ab")
        chat.composer.moveBackward()
        let outcomes = chat.reduce(.insertTranscript("x", then: "voice.inserted"), context())
        #expect(chat.composer.text == "a x b")
        #expect(outcomes == [.toast(en("voice.inserted"))])
    }

    @Test func aTranscriptGoesToTheChatAndTheWorkAfterIt() {
        let outcome = VoiceOutcome(effects: [.cancel(id: 3)], insert: "text", toast: "voice.inserted")
        #expect(VoiceState.routed(outcome, en) == [.chat(.insertTranscript("text", then: "voice.inserted")),
                                                   .effect(.voice(.cancel(id: 3)))])
        #expect(VoiceState.outcomes(of: .voiceRecord, on: .history) == [])
        #expect(VoiceState.outcomes(of: .voiceRecord, on: .chat) == [.chat(.focusComposer), .voice(.toggle)])
        #expect(VoiceState.outcomes(of: .send, on: .chat) == nil)
    }

    @Test func aDialogsButtonAddressesTheFeaturesItConcerns() {
        var app = AppState(language: .en, backend: .cloud, width: 80, height: 24)
        #expect(DialogState.outcomes(of: .quit, in: .quitWhileStreaming, over: app, en) == [.chat(.stop), .quit(status: 0)])
        #expect(DialogState.outcomes(of: .stopAndSwitch, in: .stopForBackend(.library), over: app, en)
            == [.chat(.stop), .settings(.switchBackend(.library))])
        let c = Conversation(id: "c1", title: "t", createdAt: Date(), ownerId: "guest_0_local")
        app.chat.conversation = c
        #expect(DialogState.outcomes(of: .deleteConversation, in: .deleteConversation(id: "c1", title: "t"), over: app, en)
            == [.chat(.leaveDeleted), .history(.remove(conversationId: "c1", remote: false))])
        #expect(DialogState.outcomes(of: .deleteConversation, in: .deleteConversation(id: "c2", title: "t"), over: app, en)
            == [.history(.remove(conversationId: "c2", remote: false))])
    }

    @Test func aDimMenuItemSaysWhyAndTheMenuCloses() {
        var menu = MenuState(titleKey: "t", items: [MenuState.Item("a", key: "", action: .shareChat, enabled: false,
                                                                   reasonKey: "menu.share.signIn")])
        menu.focused = 0
        let (after, result) = menu.key(Key(.enter), keyMap: .standard, en)
        #expect(after == nil)
        #expect(result == .outcomes([.toast(en("menu.share.signIn"))]))
    }

    @Test func theFactCheckPromptTakesEveryKeyWhileReading() {
        var check = FactCheckState()
        check.phase = .reading(id: 1, path: "/x.png", since: 0)
        #expect(check.key(Key(.escape), keyMap: .standard) == .perform(.factCheck(.cancel)))
        #expect(check.key(.char("a"), keyMap: .standard) == .taken)
        #expect(FactCheckState().key(.char("a"), keyMap: .standard) == .pass)
    }

    @Test func sharingThatDoesNotApplySaysWhyInsteadOfOpening() {
        let app = AppState(language: .en, backend: .library, width: 80, height: 24)
        #expect(DialogState.openShare(over: app, en) == [.toast(en("menu.share.library"))])
    }
}
