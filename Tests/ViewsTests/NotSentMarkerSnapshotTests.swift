import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// A short question that could not be sent: its bubble is wide enough for the whole marker
/// ("! Not sent — no / connection" wrapped inside it).
@Suite struct NotSentMarkerSnapshotTests {
    static func scene(_ language: Language, width: Int, height: Int) -> AppState {
        var s = AppState(language: language, backend: .cloud, width: width, height: height)
        let env = ChatScenes.env(language, backend: .cloud)
        var chat = ChatViewModel()
        chat.composer = TextBuffer(language == .en ? "Sabr?" : "الصبر؟")
        _ = chat.send(env)
        _ = chat.handle(.sendFailed(turn: chat.turn?.id ?? 0, SendFailure(error: .noConnection())), env)
        s.chat = chat
        return s
    }

    @Test(arguments: [Language.en, .ar])
    func shortQuestionNotSent(language: Language) throws {
        ChatScenes.verifyAtReferenceSizes("not-sent-short-\(language.rawValue)", localizer: try Localizer.bundled(language)) { w, h in
            Self.scene(language, width: w, height: h)
        }
    }

    @Test func theMarkerIsOneLine() throws {
        let localizer = try Localizer.bundled(.en)
        for width in [80, 120] {
            let text = ChatScenes.render(Self.scene(.en, width: width, height: 24), localizer: localizer).grid.textDump()
            #expect(text.contains("! Not sent — no connection"), "at \(width) columns:\n\(text)")
        }
    }
}
