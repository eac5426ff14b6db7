import Domain
import Foundation
import Input
import Localization
@testable import Presentation
import Testing

/// Sharing from the chat (protocol.md §11.5, ux.md §3.10): when it applies, the dialog's life,
/// and the optimistic toggle that goes back on failure.
@Suite struct ShareDialogTests {
    static func make(signedIn: Bool = true, backend: Backend = .cloud, conversation: Conversation? = nil) throws -> Coordinator {
        var state = AppState(language: .en, backend: backend, width: 80, height: 24,
                             owner: signedIn ? .account("uid-aisha") : .guest("guest_1_abc"))
        if signedIn { state.account = .signedIn(accountId: "uid-aisha", email: "a@example.com", displayName: nil) }
        let c = conversation ?? Conversation(id: "srv-1", threadId: "th-1", title: "Zakat basics",
                                             createdAt: Date(timeIntervalSince1970: 1_765_000_000), ownerId: "uid-aisha")
        let q = Message(id: "q", conversationId: c.id, role: .user, content: "What is zakat?", createdAt: c.createdAt, state: .complete)
        let a = Message(id: "a", conversationId: c.id, role: .assistant, content: "Zakat is an obligatory charity.\n\nSources:\n- [Qur'an 9:60](https://quran.com/9/60)",
                        createdAt: c.createdAt, state: .complete)
        state.chat.load(c, [q, a])
        return Coordinator(state: state, localizer: try Localizer.bundled(.en))
    }

    static func shareItem(_ c: inout Coordinator) -> MenuState.Item? {
        _ = c.handle(.action(.chatMenu), now: 0)
        return c.state.menu?.items.first { $0.action == .shareChat }
    }

    @Test(arguments: [
        (true, Backend.cloud, false, nil),
        (false, Backend.cloud, false, "menu.share.signIn"),
        (true, Backend.library, false, "menu.share.library"),
        (true, Backend.cloud, true, "menu.share.localOnly"),
    ] as [(Bool, Backend, Bool, String?)])
    func shareIsOfferedOnlyForSyncedConversations(signedIn: Bool, backend: Backend, localOnly: Bool, reason: String?) throws {
        let conv = Conversation(id: "c", createdAt: .now, isLocalOnly: localOnly, ownerId: "uid-aisha")
        var c = try Self.make(signedIn: signedIn, backend: backend, conversation: conv)
        let item = try #require(Self.shareItem(&c))
        #expect(item.enabled == (reason == nil))
        #expect(item.reasonKey == reason)
        if let reason {
            // Choosing the dim item says why, and opens nothing.
            let effects = c.handle(.action(.shareChat), now: 1)
            #expect(effects.isEmpty)
            #expect(c.state.dialog == nil)
            #expect(c.state.toast?.text == (try Localizer.bundled(.en))(reason))
        }
    }

    @Test func theDialogReadsTheStatusThenTogglesAtOnceAndRevertsOnFailure() throws {
        var c = try Self.make()
        let open = c.handle(.action(.shareChat), now: 0)
        #expect(open == [.sync(.shareStatus(conversationId: "srv-1", serverKey: "th-1"))])
        #expect(c.state.dialog?.detail == .note("dialog.share.checking"))
        #expect(c.state.dialog?.choices == [.close])
        _ = c.handle(.sync(.shareStatus(conversationId: "srv-1", shared: false, url: nil)), now: 1)
        #expect(c.state.dialog?.isChecked == false && c.state.dialog?.checkboxKey == "dialog.share.shared")
        let toggle = c.handle(.input(.key(.char(" "))), now: 2)
        #expect(toggle == [.sync(.setShared(conversationId: "srv-1", serverKey: "th-1", shared: true))])
        #expect(c.state.dialog?.isChecked == true, "the box changes at once")
        #expect(c.state.dialog?.detail == .link("https://shamelagpt.com/shared?chatid=th-1"))
        _ = c.handle(.sync(.shareFailed(conversationId: "srv-1", .http(status: 500), revertTo: false)), now: 3)
        #expect(c.state.dialog?.isChecked == false, "and goes back when the server refuses")
        #expect(c.state.toast?.text.contains("E-CHAT-SHARE") == true)
        // Shared: the server's link, and the copy buttons.
        _ = c.handle(.sync(.shareStatus(conversationId: "srv-1", shared: true, url: "https://shamelagpt.com/shared?chatid=th-1")), now: 4)
        #expect(c.state.dialog?.choices == [.copyLink, .copySummary, .close])
        let copy = c.handle(.action(.dialogChoose(0)), now: 5)
        #expect(copy == [.chat(.copyLink("https://shamelagpt.com/shared?chatid=th-1"))])
        #expect(c.state.dialog != nil, "copying keeps the dialog open")
        let summary = c.handle(.action(.dialogChoose(1)), now: 6)
        guard case .chat(.copy(let text))? = summary.first else {
            Issue.record("no summary copied")
            return
        }
        #expect(text.hasPrefix("Conversation: Zakat basics\nhttps://shamelagpt.com/shared?chatid=th-1\nLast updated: "))
        #expect(text.contains("2 messages") && text.contains("Preview: Zakat is an obligatory charity.")
                && !text.contains("quran.com"))
        #expect(text.hasSuffix("Powered by ShamelaGPT"))
        _ = c.handle(.action(.dialogChoose(2)), now: 7)
        #expect(c.state.dialog == nil)
    }

    @Test func aStatusThatCannotBeReadClosesTheDialog() throws {
        var c = try Self.make()
        _ = c.handle(.action(.shareChat), now: 0)
        _ = c.handle(.sync(.shareFailed(conversationId: "srv-1", .noConnection(), revertTo: nil)), now: 1)
        #expect(c.state.dialog == nil)
        #expect(c.state.toast?.text.contains("E-CHAT-SHARE-STATUS") == true)
    }

    @Test func deleteConversationFromTheMenuAsksFirst() throws {
        var c = try Self.make()
        _ = c.handle(.action(.deleteChat), now: 0)
        #expect(c.state.dialog?.kind == .deleteConversation(id: "srv-1", title: "Zakat basics"))
        let effects = c.handle(.action(.dialogChoose(1)), now: 1)
        #expect(effects.contains(.history(.delete(conversationId: "srv-1", remote: true))))
        #expect(c.state.chat.conversation == nil)
    }

    @Test func aLinkNoBrowserCouldOpenIsShownWholeToCopy() throws {
        var c = try Self.make()
        _ = c.handle(.chat(.openFailed(url: "https://quran.com/9/60")), now: 0)
        #expect(c.state.dialog?.kind == .link(url: "https://quran.com/9/60"))
        #expect(c.state.dialog?.detail == .link("https://quran.com/9/60"))
        #expect(c.state.toast == nil)
        #expect(c.handle(.action(.dialogChoose(0)), now: 1) == [.chat(.copyLink("https://quran.com/9/60"))])
        #expect(c.state.dialog == nil)
        // Esc closes it without copying.
        _ = c.handle(.chat(.openFailed(url: "https://quran.com/9/60")), now: 2)
        #expect(c.handle(.input(.key(Key(.escape))), now: 3).isEmpty)
        #expect(c.state.dialog == nil)
    }

    // MARK: Mode (ux.md §3.10)

    @Test func theChatMenuOffersTheAnswerModeOnceTheServerSaidIt() throws {
        var c = try Self.make()
        let first = c.handle(.action(.chatMenu), now: 0)
        #expect(first == [.settings(.loadPreferences(backend: .cloud, accountId: "uid-aisha"))])
        let waiting = try #require(c.state.menu?.items.first { $0.action == .modeMenu })
        #expect(!waiting.enabled && waiting.reasonKey == "menu.mode.loading")
        _ = c.handle(.input(.key(Key(.escape))), now: 1)
        _ = c.handle(.settings(.preferencesLoaded(accountId: "uid-aisha", AIPreferences(mode: 1), error: nil)), now: 2)
        #expect(c.handle(.action(.chatMenu), now: 3).isEmpty, "read once")
        let item = try #require(c.state.menu?.items.first { $0.action == .modeMenu })
        #expect(item.enabled && item.title == "Mode: Research…")
        _ = c.handle(.action(.modeMenu), now: 4)
        #expect(c.state.menu?.items.map(\.title) == ["  Auto", "✓ Research", "  Fact-check"])
        #expect(c.state.menu?.focused == 1)
        let write = c.handle(.action(.chooseMode(2)), now: 5)
        #expect(write == [.settings(.savePreference(.mode(2), row: .mode, backend: .cloud))])
        #expect(c.state.settings.preferences.mode == 2, "shown at once")
        _ = c.handle(.settings(.preferenceSaveFailed(row: .mode, .http(status: 500))), now: 6)
        #expect(c.state.settings.preferences.mode == 1, "and put back when the server refuses")
        #expect(c.state.toast?.text.contains("E-CHAT-MODE") == true, "said in Chat, where the row is not on screen")
    }

    @Test func guestsAndTheLibraryHaveNoModeItem() throws {
        var c = try Self.make(signedIn: false)
        #expect(c.handle(.action(.chatMenu), now: 0).isEmpty)
        #expect(!(c.state.menu?.items.contains { $0.action == .modeMenu } ?? true))
    }
}
