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
