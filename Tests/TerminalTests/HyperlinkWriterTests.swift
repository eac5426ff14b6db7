@testable import Terminal
import Testing
import TextLayout

@Suite struct HyperlinkWriterTests {
    static func grid(link: String?) -> Grid {
        var g = Grid(size: Size(width: 20, height: 2))
        let style = Style(foreground: .gold, attributes: .underline, link: link)
        g.draw(LineShaper.visualCells("see", style: .plain), x: 0, y: 1)
        g.draw(LineShaper.visualCells("Book 1", style: style), x: 4, y: 1)
        return g
    }

    @Test func linkRunsAreReemittedInsideOSC8BetweenSaveAndRestore() {
        let palette = ColorPalette(level: .indexed256)
        let s = HyperlinkWriter.sequence(for: Self.grid(link: "https://shamela.ws/book/1/2"), previous: nil, palette: palette)
        #expect(s.hasPrefix("\u{1B}7\u{1B}[2;5H\u{1B}]8;id="))
        #expect(s.contains(";https://shamela.ws/book/1/2\u{1B}\\"))
        #expect(s.contains("\u{1B}[0;4;38;5;179mBook 1\u{1B}]8;;\u{1B}\\"))
        #expect(s.hasSuffix("\u{1B}8"))
        #expect(!s.contains("see"))
    }

    @Test func unchangedRunsAreNotWrittenAgain() {
        let g = Self.grid(link: "https://tanzil.net/#2:153")
        #expect(HyperlinkWriter.sequence(for: g, previous: g, palette: ColorPalette(level: .none)).isEmpty)
    }

    @Test func onlyWebAndMailTargetsAreLinkedAndOthersArePercentEncoded() {
        #expect(HyperlinkWriter.target("javascript:alert(1)") == nil)
        #expect(HyperlinkWriter.target("file:///etc/passwd") == nil)
        #expect(HyperlinkWriter.target("https://x.org/a b\u{1B}]52") == "https://x.org/a%20b%1B]52")
        #expect(HyperlinkWriter.target("https://shamela.ws/الكتاب")?.contains("%D8%A7") == true)
        #expect(HyperlinkWriter.target("https://x.org/" + String(repeating: "a", count: 3_000)) == nil)
        #expect(HyperlinkWriter.sequence(for: Self.grid(link: "ftp://x"), previous: nil, palette: ColorPalette(level: .none)).isEmpty)
    }
}
