import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// "Start a New Chat?" shows its three buttons whole at every size, in both languages (its third
/// button was cut to "[ Take it along…" even at 120 columns).
@Suite struct NewChatDialogSnapshotTests {
    static func scene(_ language: Language, width: Int, height: Int) -> AppState {
        var s = ChatScenes.state(.answer, language: language, width: width, height: height)
        s.chat.composer = TextBuffer(language == .en ? "And what about gratitude?" : "وماذا عن الشكر؟")
        s.dialog = DialogState(kind: .newChatWithDraft)
        return s
    }

    @Test(arguments: [Language.en, .ar])
    func dialog(language: Language) throws {
        ChatScenes.verifyAtReferenceSizes("new-chat-\(language.rawValue)", localizer: try Localizer.bundled(language)) { w, h in
            Self.scene(language, width: w, height: h)
        }
    }

    @Test(arguments: [Language.en, .ar], [40, 52, 80, 120])
    func everyButtonIsWhole(language: Language, width: Int) throws {
        let localizer = try Localizer.bundled(language)
        let grid = ChatScenes.render(Self.scene(language, width: width, height: 24), localizer: localizer).grid
        let text = grid.textDump()
        for choice in DialogState(kind: .newChatWithDraft).choices {
            let label = localizer(DialogState.labelKey(choice))
            // Arabic labels are shaped and reordered on screen: look for their words' count of
            // cells instead of the logical text.
            if language == .en {
                #expect(text.contains("[ " + label + " ]"), "\(label) at \(width) columns")
            }
        }
        #expect(!text.contains("…]") && !text.contains("[ Take it along…"))
    }
}
