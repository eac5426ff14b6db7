import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// The Guest Limit Reached dialog (ux.md §3.9) at the three reference sizes in both languages,
/// over the question waiting in the composer.
@Suite struct GuestLimitSnapshotTests {
    @Test(arguments: [Language.en, .ar])
    func dialog(language: Language) throws {
        ChatScenes.verifyAtReferenceSizes("guest-limit-\(language.rawValue)", localizer: try Localizer.bundled(language)) { w, h in
            var s = ChatScenes.state(.answer, language: language, width: w, height: h)
            s.chat.composer = TextBuffer(language == .en ? "And what about gratitude?" : "وماذا عن الشكر؟")
            s.dialog = DialogState(kind: .guestLimit)
            return s
        }
    }
}
