import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// A History row whose preview is an English heading then an Arabic passage (an offline
/// answer): in the Arabic UI the row reads from the right, the heading first (at the right) and
/// the passage after it to the left, each in its own direction; in English the other way round.
/// The preview's paragraphs are isolates, so the row has no strong letter of its own and takes
/// the UI's direction (text-rendering.md §4.5, ux.md §1.2).
@Suite struct HistoryRowDirectionTests {
    @Test(arguments: [Language.en, .ar])
    func anEnglishHeadingLeadsFromTheUIsSide(language: Language) throws {
        let state = try OfflinePreviewSnapshotTests.state(language, search: nil)
        let grid = HistoryScenes.render(state, localizer: try Localizer.bundled(language)).grid
        let rows = grid.textDump().split(separator: "\n")
        let line = try #require(rows.first { $0.contains("Sahih al-Bukhari 5649") && $0.contains("…") })
        // The list is at the UI's leading side of the divider, the preview pane beyond it.
        let parts = line.split(separator: "│")
        let half = String(try #require(language == .ar ? parts.last : parts.first))
        let heading = try #require(half.range(of: "Sahih al-Bukhari 5649"))
        let arabic = try #require(half.firstIndex { $0.unicodeScalars.contains(where: BidiClassifier.isStrongRTL) })
        let ellipsis = try #require(half.firstIndex(of: "…"))
        if language == .ar {
            #expect(arabic < heading.lowerBound && ellipsis < arabic, "\(half)")
        } else {
            #expect(heading.upperBound <= arabic && arabic < ellipsis, "\(half)")
        }
    }
}
