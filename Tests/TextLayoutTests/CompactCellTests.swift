import CFribidi
import Testing
@testable import TextLayout

/// Cells and styles hold plain values only; clusters and links live in intern tables.
@Suite struct CompactCellTests {
    @Test func cellsAndStylesStaySmall() {
        // Rows are the bulk of layout: 2.3 million cells for the 2,000-message benchmark.
        #expect(MemoryLayout<Cell>.stride == 12)
        #expect(MemoryLayout<Style>.size <= 8)
        #expect(MemoryLayout<ParagraphAnalysis.Cluster>.stride == 16)
    }

    @Test(arguments: ["", " ", "a", "é", "e\u{301}", "ك\u{64E}\u{651}", "👨\u{200D}👩\u{200D}👧", "🇸🇦", "\u{FFFD}", "ﻻ"])
    func textRoundTrips(_ text: String) {
        let cell = Cell(text, width: 2, style: .bold)
        #expect(Array(cell.text.unicodeScalars) == Array(text.unicodeScalars))
        var scalars: [Unicode.Scalar] = []
        cell.forEachScalar { scalars.append($0) }
        #expect(scalars == Array(text.unicodeScalars))
        #expect(cell.width == 2 && cell.style == .bold)
        #expect(cell == Cell(text, width: 2, style: .bold))
    }

    @Test func settingTextReplacesIt() {
        var cell = Cell("a")
        cell.text = "b\u{308}"
        #expect(Array(cell.text.unicodeScalars) == ["b", "\u{308}"])
        cell.text = ""
        #expect(cell.text.isEmpty)
    }

    @Test func canonicallyEquivalentClustersStayDistinct() {
        // The terminal must get the bytes the content had, not a normalised twin.
        let composed = Cell("\u{1E0B}\u{323}"), decomposed = Cell("d\u{323}\u{307}")
        #expect(composed != decomposed)
        #expect(Array(composed.text.unicodeScalars) == ["\u{1E0B}", "\u{323}"])
        #expect(Array(decomposed.text.unicodeScalars) == ["d", "\u{323}", "\u{307}"])
    }

    @Test func linksRoundTripAndCompareByTarget() {
        var style = Style(link: "https://example.org/a")
        #expect(style.link == "https://example.org/a")
        #expect(style == Style(link: "https://example.org/a"))
        #expect(style != Style(link: "https://example.org/b"))
        style.link = nil
        #expect(style.link == nil && style == .plain)
        style.link = "https://example.org/é"
        #expect(style.link == "https://example.org/é")
        #expect(style != Style(link: "https://example.org/e\u{301}"))
    }

    @Test func linkChecksNeedNoLookup() {
        let a = Style(link: "https://example.org/x"), b = Style(foreground: .gold, link: "https://example.org/x")
        #expect(a.hasLink && b.hasLink && !Style.plain.hasLink)
        #expect(a.hasSameLink(as: b) && !a.hasSameLink(as: .plain) && Style.plain.hasSameLink(as: .bold))
        #expect(!a.hasSameLink(as: Style(link: "https://example.org/y")))
    }

    @Test func aFullTableGivesNoNumber() {
        let table = InternTable(capacity: 2 * (2 + InternTable.entryOverhead))
        let a = table.number("ab"), b = table.number("cd")
        #expect(a != nil && b != nil && a != b)
        #expect(table.number("ef") == nil)
        #expect(table.number("ab") == a)  // known strings keep their numbers
        #expect(table.string(a!) == "ab" && table.string(0) == "" && table.string(99) == "")
    }

    @Test func bidiClassesDecodeFromFribidiTypes() {
        for c in UnicodeBidiClass.allCases {
            #expect(UnicodeBidiClass.of(fribidiType: c.fribidiType) == c, "\(c)")
        }
        // A type no code point has (fribidi's weak LTR paragraph direction) reads as ON.
        #expect(UnicodeBidiClass.of(fribidiType: FriBidiCharType(rawValue: shim_par_wltr().rawValue)) == .on)
    }
}
