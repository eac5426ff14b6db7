import Testing
import TextLayout

@Suite struct GridTests {
    @Test func wideClusterTakesTwoCellsAndStaysWhole() {
        var g = Grid(size: Size(width: 5, height: 1))
        g.drawText("a中b", x: 0, y: 0)
        #expect(g.textDump() == "a中b")
        #expect(g[1, 0].width == 2)
        #expect(g[2, 0].isContinuation)
        // Overwriting the right half blanks the left half instead of leaving half a glyph.
        g.put(Cell("x"), x: 2, y: 0)
        #expect(g.textDump() == "a xb")
    }

    @Test func wideClusterAtTheEdgeBecomesBlank() {
        var g = Grid(size: Size(width: 3, height: 1))
        g.drawText("ab中", x: 0, y: 0)
        #expect(g.textDump() == "ab…")
        var h = Grid(size: Size(width: 3, height: 1))
        h.put(Cell("中", width: 2), x: 2, y: 0)
        #expect(h[2, 0].text == " ")
    }

    @Test func controlCharactersNeverReachTheGrid() {
        var g = Grid(size: Size(width: 20, height: 1))
        g.drawText("a\u{1B}]52;c;AAAA\u{07}b\u{9B}c", x: 0, y: 0)
        let all = g.cells.map(\.text).joined()
        #expect(!all.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func truncatesWithEllipsis() {
        var g = Grid(size: Size(width: 10, height: 1))
        let used = g.drawText("Hello, world", x: 0, y: 0, maxWidth: 6)
        #expect(used == 6)
        #expect(g.textDump() == "Hello…")
    }

    @Test func arabicLabelIsReorderedAndShaped() {
        let cells = LineShaper.visualCells("السجل")
        let visual = cells.map(\.text).joined()
        // Presentation forms in visual (left-to-right) order: the last letter comes first.
        #expect(visual.unicodeScalars.allSatisfy { (0xFE70...0xFEFF).contains($0.value) })
        #expect(cells.count == 4 || cells.count == 5)
    }
}
