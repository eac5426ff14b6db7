@testable import TextLayout
import Testing

/// text-rendering.md §3.1: with hard breaks (as for typed text), a newline inside a paragraph
/// is a line break; without, a space.
@Suite struct HardBreakTests {
    static func lines(_ markdown: String, hardBreaks: Bool) -> [String] {
        MarkdownLayout.rows(markdown: markdown, width: 40, baseDirection: .ltr, hardBreaks: hardBreaks)
            .map { $0.text.trimmingTrailingSpaces() }
    }

    @Test func aNewlineIsALineBreakOnlyWithHardBreaks() {
        #expect(Self.lines("first\nsecond *third*\nfourth", hardBreaks: true) == ["first", "second third", "fourth"])
        #expect(Self.lines("first\nsecond *third*\nfourth", hardBreaks: false) == ["first second third fourth"])
    }

    @Test func insideEmphasisAndLinksToo() {
        #expect(Self.lines("**bold\nstill bold** and [a\nlink](https://example.org)", hardBreaks: true)
                == ["bold", "still bold and a", "link"])
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// Stage B (text-rendering.md §2) in code blocks: line and paragraph separators end a line,
/// soft hyphens go.
@Suite struct CodeStageBTests {
    @Test func separatorsEndCodeLinesAndSoftHyphensGo() {
        let rows = MarkdownLayout.rows(markdown: "```\nlet a = 1\u{2028}let b = 2\u{2029}co\u{AD}de\n```", width: 30,
                                       baseDirection: .ltr)
        let text = rows.map { String($0.text.reversed().drop { $0 == " " }.reversed()) }
        #expect(text == ["let a = 1", "let b = 2", "code"])
    }
}

/// text-rendering.md §3.2: headings are bold (level 1 also underlined), with an accent colour
/// per level.
@Suite struct HeadingStyleTests {
    @Test func everyLevelHasAnAccentColour() {
        #expect(MarkdownStyles.heading(1) == Style(foreground: .accent, attributes: [.bold, .underline]))
        for level in 2...6 {
            let s = MarkdownStyles.heading(level)
            #expect(s.attributes == .bold && s.foreground != .default, "level \(level)")
        }
        let rows = MarkdownLayout.rows(markdown: "### Third", width: 20, baseDirection: .ltr)
        #expect(rows.first?.cells.first { $0.text == "T" }?.style == MarkdownStyles.heading(3))
    }
}
