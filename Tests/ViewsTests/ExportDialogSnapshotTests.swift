import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// The Export Conversation dialog (ux.md §3.10) at the three reference sizes in both languages:
/// the path field with an Arabic title inside a Latin path, the caret in it; then with the
/// buttons focused and the empty-path error.
@Suite struct ExportDialogSnapshotTests {
    static func dialog(_ language: Language, empty: Bool) -> DialogState {
        let title = language == .en ? "Patience in the Qur'an" : "الصبر في القرآن"
        var e = ExportDialog(target: .chat, path: empty ? "" : "/home/amina/Documents/ShamelaGPT - \(title) - 2026-11-22.md")
        if empty {
            e.fieldFocused = false
            e.errorKey = "dialog.export.emptyPath"
        }
        var d = DialogState(kind: .export(e))
        d.focused = 1
        return d
    }

    @Test(arguments: [Language.en, .ar], [false, true])
    func dialog(language: Language, empty: Bool) throws {
        let name = "export-dialog-\(empty ? "empty-" : "")\(language.rawValue)"
        ChatScenes.verifyAtReferenceSizes(name, localizer: try Localizer.bundled(language)) { w, h in
            var s = ChatScenes.state(.answer, language: language, width: w, height: h)
            s.dialog = Self.dialog(language, empty: empty)
            return s
        }
    }
}
