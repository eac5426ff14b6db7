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
        let localizer = try Localizer.bundled(language)
        for (w, h) in ChatSnapshotTests.sizes {
            var s = ChatScenes.state(.answer, language: language, width: w, height: h)
            s.chat.beginLoading(at: 0)
            let grid = ChatScenes.render(s, localizer: localizer, now: 1).grid
            for y in 0..<grid.height {
                #expect(grid.row(y).reduce(0) { $0 + Int($1.width) } == w, "row \(y) at \(w)x\(h)")
            }
            let name = "loading-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.verify(Snapshot.text(of: grid), named: name, in: Snapshot.directory()) == nil)
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
