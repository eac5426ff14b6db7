@testable import TextLayout
import Testing

/// "By the terminal" (ux.md §9.7): rows handed to a terminal that reorders every line itself
/// must come out of that reordering as the app laid them out.
@Suite struct TerminalBidiTests {
    /// A line as a left-to-right terminal shows it: the bidi algorithm with an LTR paragraph.
    static func terminalShows(_ text: String) -> String {
        ParagraphLayout.lines(text, width: nil, base: .forced(.ltr)).first.map { $0.cells.map(\.text).joined() } ?? ""
    }

    static func visual(_ text: String) -> [Cell] {
        ParagraphLayout.lines(text, width: nil, base: .forced(.ltr)).first?.cells ?? []
    }

    @Test(arguments: [
        "   اللغة                                   العربية  ‹ ",
        "ماذا يقول القرآن عن الصبر؟",
        "[1] القرآن الكريم، سورة البقرة، الآية 153   tanzil.net",
        "▸ التفكير (مخفي) · Alt+T",
        "╰─ أنت ١٠:٤١ ──────╯",
        "Digits    ‹ هندية ٠-٩ ›",
        "Mixed English then عربي ثم English again",
    ])
    func theTerminalsReorderingGivesBackTheRow(_ line: String) throws {
        let v = Self.visual(line)
        let (logical, map) = try #require(TerminalBidi.logicalRow(v))
        #expect(logical.count == v.count)
        #expect(Set(map) == Set(v.indices), "a permutation of the columns")
        let shown = Self.terminalShows(logical.map(\.text).joined())
        #expect(shown == v.map(\.text).joined())
    }

    @Test func rowsWithoutRightToLeftTextAreLeftAlone() {
        #expect(TerminalBidi.logicalRow(Self.visual("Answers from        ShamelaGPT cloud  ›")) == nil)
    }

    @Test func theCursorFollowsItsCell() throws {
        var grid = Grid(size: Size(width: 12, height: 1))
        grid.draw(Self.visual("ab سلام cd"), x: 0, y: 0)
        // The cursor on the visual first letter of the Arabic word (its logical last letter).
        grid.cursor = Point(x: 3, y: 0)
        let out = TerminalBidi.logicalOrder(grid)
        let moved = try #require(out.cursor)
        #expect(out[moved.x, 0] == grid[3, 0])
    }
}
