import Domain
import Foundation
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// The History screen at the three reference sizes in both languages.
@Suite struct HistorySnapshotTests {
    static let sizes = [(40, 12), (80, 24), (120, 40)]

    @Test(arguments: [Language.en, .ar], HistoryScenes.Scene.allCases)
    func scenes(language: Language, scene: HistoryScenes.Scene) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in Self.sizes {
            let state = try HistoryScenes.state(scene, language: language, width: w, height: h)
            let grid = HistoryScenes.render(state, localizer: localizer).grid
            let name = "history-\(scene.rawValue)-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.check(grid, named: name) == nil)
        }
    }

    @Test func rowsAreClickableAndTheWidePaneOffersItsActions() throws {
        let localizer = try Localizer.bundled(.en)
        let state = try HistoryScenes.state(.list, language: .en, width: 120, height: 40)
        let frame = HistoryScenes.render(state, localizer: localizer)
        #expect(frame.hitRegions.contains { $0.action == .historySelect(0) })
        #expect(frame.hitRegions.contains { $0.action == .historySelect(3) })
        for action in [Action.historyOpen, .historyExport, .historyDelete, .historyStar, .historySearch, .historyStarredOnly] {
            #expect(frame.hitRegions.contains { $0.action == action }, "\(action)")
        }
    }

    @Test func theSelectedRowIsReversedAndMarkedOnTheLeadingEdge() throws {
        for language in Language.allCases {
            let localizer = try Localizer.bundled(language)
            let state = try HistoryScenes.state(.list, language: language, width: 80, height: 24)
            let grid = HistoryScenes.render(state, localizer: localizer).grid
            let row = grid.row(4)
            let mark = language == .en ? row.first : row.last
            #expect(mark?.text == (language == .en ? "▶" : "◀"))
            #expect(row.allSatisfy { $0.style.attributes.contains(.reverse) })
        }
    }

    @Test func searchMatchesAreHighlighted() throws {
        let localizer = try Localizer.bundled(.ar)
        let state = try HistoryScenes.state(.search, language: .ar, width: 80, height: 24)
        #expect(state.history.items.count == 1)
        let grid = HistoryScenes.render(state, localizer: localizer).grid
        // The snippet keeps the answer's harakat; the matching word is in reverse video.
        let snippetRow = grid.row(5)
        let marked = snippetRow.filter { $0.style.attributes.contains(.reverse) }.map(\.text).joined()
        #expect(!marked.isEmpty)
        #expect(grid.textDump().contains("\u{064E}") || grid.textDump().contains("\u{0650}") || grid.textDump().contains("\u{064F}"))
    }

    @Test func theGeometryMatchesTheScreenLayout() {
        for (w, h) in [(40, 12), (60, 15), (80, 24), (100, 16), (120, 40), (200, 60)] {
            let g = HistoryGeometry(width: w, height: h)
            let layout = ScreenLayout(width: w, height: h)
            #expect(g.contentTop == layout.contentTop, "\(w)x\(h)")
            #expect(g.contentHeight == layout.contentHeight, "\(w)x\(h)")
        }
    }
}
