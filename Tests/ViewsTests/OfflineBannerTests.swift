import Domain
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// protocol.md §7.7: while questions wait for the connection, the banner counts them.
@Suite struct OfflineBannerTests {
    static func screen(_ language: Language, questions: [String]) throws -> String {
        var state = AppState(language: language, backend: .cloud, width: 100, height: 30)
        let env = ChatScenes.env(language, backend: .cloud)
        var chat = ChatViewModel()
        for q in questions {
            chat.composer = TextBuffer(q)
            _ = chat.send(env)
            let turn = chat.turn?.id ?? 0
            _ = chat.handle(.sendFailed(turn: turn, SendFailure(error: .noConnection())), env)
        }
        state.chat = chat
        return ChatScenes.render(state, localizer: try Localizer.bundled(language)).grid.textDump()
    }

    @Test func theBannerCountsTheWaitingQuestions() throws {
        #expect(try Self.screen(.en, questions: ["one"]).contains("Waiting for a connection — 1 question will be sent automatically."))
        #expect(try Self.screen(.en, questions: ["one", "two", "three"]).contains("Waiting for a connection — 3 questions will be sent automatically."))
    }

    @Test func arabicUsesItsPluralForms() throws {
        let ar = try Localizer.bundled(.ar)
        #expect(ar.plural("network.offlineWaiting", count: 2).contains("سؤالان"))
        #expect(ar.plural("network.offlineWaiting", count: 1).contains("سؤال واحد"))
        #expect(ar.plural("network.offlineWaiting", count: 11).contains("سؤالًا"))
    }
}
