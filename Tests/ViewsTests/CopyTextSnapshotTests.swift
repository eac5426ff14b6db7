import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
@testable import Views

/// The Copy text page at the reference sizes in both languages: the text unshaped and in logical
/// order (what a terminal selection copies) or shaped in reading order, wrapped at spaces,
/// controls removed.
@Suite struct CopyTextSnapshotTests {
    static let text = """
        Patience (sabr) is praised throughout the Qur'an: "O you who believe, seek help through patience and prayer." (al-Baqarah 2:153)
        يَا أَيُّهَا الَّذِينَ آمَنُوا اسْتَعِينُوا بِالصَّبْرِ وَالصَّلَاةِ
        \u{1B}]52;c;aGk=\u{07}Tabs\tand 漢字 and 👍🏽 stay.
        """

    @Test(arguments: [Language.en, .ar])
    func page(language: Language) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in ChatSnapshotTests.sizes {
            var state = ChatScenes.state(.answer, language: language, width: w, height: h)
            state.copyText = CopyTextPage(text: Self.text)
            let frame = ChatScenes.render(state, localizer: localizer)
            #expect(frame.hitRegions.isEmpty, "nothing under the page can be clicked")
            let name = "copytext-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.check(frame.grid, named: name) == nil)
        }
    }

    /// The reading order: shaped and reordered, for a terminal without bidi.
    @Test(arguments: [Language.en, .ar])
    func pageInReadingOrder(language: Language) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in ChatSnapshotTests.sizes {
            var state = ChatScenes.state(.answer, language: language, width: w, height: h)
            var page = CopyTextPage(text: Self.text)
            page.visualOrder = true
            state.copyText = page
            let frame = ChatScenes.render(state, localizer: localizer)
            #expect(Snapshot.check(frame.grid, named: "copytext-visual-\(language.rawValue)-\(w)x\(h)") == nil)
        }
    }

    @Test func bothOrdersWrapAtSpaces() {
        let text = "Patience is praised throughout the Qur'an and the Sunnah"
        let logical = CopyTextView.rows(text, width: 20).map { $0.map(\.text).joined() }
        #expect(logical == ["Patience is praised ", "throughout the ", "Qur'an and the ", "Sunnah"])
        let visual = CopyTextView.visualRows(text, width: 20).map { $0.map(\.text).joined().trimmingCharacters(in: .whitespaces) }
        #expect(visual == ["Patience is praised", "throughout the", "Qur'an and the", "Sunnah"])
        // A word longer than the row is cut where it must be.
        #expect(CopyTextView.rows(String(repeating: "x", count: 25), width: 10).count == 3)
    }

    @Test func theReadingOrderShapesAndReordersArabic() {
        let rows = CopyTextView.visualRows("الصبر", width: 20)
        let text = rows.flatMap { $0 }.map(\.text).joined().trimmingCharacters(in: .whitespaces)
        #expect(text != "الصبر", "shaped presentation forms in visual order")
        #expect(CopyTextView.rows("الصبر", width: 20).flatMap { $0 }.map(\.text).joined() == "الصبر")
    }

    @Test func rowsKeepTheTextInLogicalOrderWithinTheWidth() {
        for width in [7, 20, 33] {
            let rows = CopyTextView.rows(Self.text, width: width)
            #expect(rows.allSatisfy { $0.reduce(0) { $0 + Int($1.width) } <= width })
            let joined = rows.flatMap { $0 }.map(\.text).joined()
            #expect(joined.contains("الصَّبْرِ"), "unshaped, logical order")
            #expect(!joined.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }
}
