import Domain
import Input
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// ux.md §4.4: a search result opens in Chat at the first matching message, with every match
/// in reverse video (in Arabic too, where the words on screen are shaped and run backwards).
@Suite struct SearchHighlightSnapshotTests {
    @Test(arguments: [Language.en, .ar])
    func openedFromASearch(language: Language) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in ChatSnapshotTests.sizes {
            var d = try HistoryScenes.driver(language: language, width: w, height: h).0
            d.key(Key(.function(3)))
            d.key(.char("/"))
            d.type(language == .ar ? "الصلاة" : "patience")
            d.key(Key(.down))
            d.key(Key(.enter))
            #expect(d.state.tab == .chat && d.state.chat.highlight != nil)
            let grid = HistoryScenes.render(d.state, localizer: localizer).grid
            let name = "search-highlight-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.check(grid, named: name) == nil)
            let reversed = (0..<grid.height).flatMap { grid.row($0) }.filter { $0.style.attributes.contains(.reverse) }
            #expect(!reversed.isEmpty, "\(name): no match is highlighted")
        }
    }
}
