import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// ux.md §8: opening a conversation that takes over 150 ms to read shows two skeleton bubbles
/// and "Loading messages…"; under 150 ms nothing changes.
@Suite struct LoadingSnapshotTests {
    @Test(arguments: [Language.en, .ar])
    func skeleton(language: Language) throws {
        ChatScenes.verifyAtReferenceSizes("loading-\(language.rawValue)", localizer: try Localizer.bundled(language),
                                          now: 1) { w, h in
            var s = ChatScenes.state(.answer, language: language, width: w, height: h)
            s.chat.beginLoading(at: 0)
            return s
        }
    }

    @Test func nothingChangesUnder150ms() throws {
        let localizer = try Localizer.bundled(.en)
        var s = ChatScenes.state(.answer, language: .en, width: 80, height: 24)
        let before = ChatScenes.render(s, localizer: localizer, now: 1).grid.textDump()
        s.chat.beginLoading(at: 0.9)
        #expect(ChatScenes.render(s, localizer: localizer, now: 1).grid.textDump() == before)
        #expect(ChatScenes.render(s, localizer: localizer, now: 1.2).grid.textDump().contains("Loading messages…"))
    }
}
