import Testing
import TextLayout

/// Code rows are marked for the code background and filled at draw time (text-rendering.md
/// §3.5); the decorations of the blocks around them stay unpainted.
@Suite struct CodeFillTests {
    static func columns(onCode cells: [Cell]) -> [Int] {
        var out: [Int] = [], x = 0
        for c in cells {
            for k in 0..<Int(c.width) where c.style.background == .codeBackground { out.append(x + k) }
            x += Int(c.width)
        }
        return out
    }

    @Test func everyCodeRowIsMarkedAndNoOtherIs() {
        let md = "Intro\n\n```sh\necho one two three four five six seven\n\necho 2\n```\n\nOutro"
        for ui in [TextDirection.ltr, .rtl] {
            let rows = MarkdownLayout.rows(markdown: md, width: 20, baseDirection: ui)
            // Intro, blank, info, two rows of the long line, the empty line, echo 2, blank, Outro.
            #expect(rows.map { $0.fill != nil } == [false, false, true, true, true, true, true, false, false])
            for row in rows where row.fill != nil {
                #expect(Self.columns(onCode: row.drawn(width: 20)) == Array(0..<20))
            }
        }
    }

    @Test func aQuotedCodeBlockKeepsItsBarOutOfThePanel() throws {
        let md = "> ```\n> let x = 1\n> ```"
        let ltr = try #require(MarkdownLayout.rows(markdown: md, width: 30, baseDirection: .ltr).first)
        #expect(ltr.fill == RowFill(role: .codeBackground, left: 2, right: 0))
        #expect(Self.columns(onCode: ltr.drawn(width: 30)) == Array(2..<30))
        // The quote's direction is the UI's (code has none): the bar is on the right in Arabic.
        let rtl = try #require(MarkdownLayout.rows(markdown: md, width: 30, baseDirection: .rtl).first)
        #expect(rtl.fill == RowFill(role: .codeBackground, left: 0, right: 2))
        let drawn = rtl.drawn(width: 30)
        #expect(Self.columns(onCode: drawn) == Array(0..<28))
        #expect(drawn.last?.text == "▎")
    }

    @Test func aWiderBoxGrowsThePanelAndKeepsTheDecorationsAtTheEdges() throws {
        let md = "> ```\n> let x = 1\n> ```"
        let row = try #require(MarkdownLayout.rows(markdown: md, width: 30, baseDirection: .rtl).first)
        let drawn = row.drawn(width: 40)
        #expect(drawn.reduce(0) { $0 + Int($1.width) } == 40)
        #expect(drawn.last?.text == "▎")
        #expect(Self.columns(onCode: drawn) == Array(0..<38))
        // Narrower: clipped like any row.
        #expect(row.drawn(width: 10).reduce(0) { $0 + Int($1.width) } == 10)
    }

    @Test func aRowWithoutFillIsOnlyPadded() throws {
        let row = try #require(MarkdownLayout.rows(markdown: "plain", width: 10, baseDirection: .ltr).first)
        #expect(row.fill == nil)
        let drawn = row.drawn(width: 12)
        #expect(drawn.count == 12 && Self.columns(onCode: drawn).isEmpty)
        #expect(row.drawn(width: 10) == row.cells)
    }

    @Test func inlineCodeCarriesTheBackgroundOnItsCells() throws {
        let row = try #require(MarkdownLayout.rows(markdown: "a `b c` d", width: 10, baseDirection: .ltr).first)
        #expect(row.fill == nil)
        #expect(Self.columns(onCode: row.cells) == [2, 3, 4])
    }

    @Test func theAttributeDumpShowsThePanel() {
        var grid = Grid(size: Size(width: 6, height: 1))
        _ = grid.draw([Cell("a", style: Style(foreground: .accent, background: .codeBackground)),
                       Cell("b", style: Style(foreground: .dim, background: .codeBackground)),
                       Cell(" ", style: Style(background: .codeBackground)), Cell("c")], x: 0, y: 0)
        #expect(grid.attributeDump() == "cdk")
    }
}
