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
        let localizer = try Localizer.bundled(language)
        for (w, h) in ChatSnapshotTests.sizes {
            var s = ChatScenes.state(.answer, language: language, width: w, height: h)
            s.chat.composer = TextBuffer(language == .en ? "And what about gratitude?" : "وماذا عن الشكر؟")
            s.dialog = DialogState(kind: .guestLimit)
            let grid = ChatScenes.render(s, localizer: localizer).grid
            for y in 0..<grid.height {
                #expect(grid.row(y).reduce(0) { $0 + Int($1.width) } == w, "row \(y) at \(w)x\(h)")
            }
            let name = "guest-limit-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.verify(Snapshot.text(of: grid), named: name, in: Snapshot.directory()) == nil)
        }
    }
}
