import Testing
@testable import TextLayout

/// A paragraph's direction comes from its text before the app isolates URLs in it:
/// a URL alone in an Arabic answer is a left-to-right paragraph, aligned left.
@Suite struct URLParagraphDirectionTests {
    @Test(arguments: ["https://shamela.ws/book/1681/12", "<https://sunnah.com/bukhari:1>", "www.example.org/page"])
    func aURLAloneIsLeftToRightInAnArabicUI(url: String) throws {
        let row = try #require(MarkdownLayout.layout(markdown: url, width: 60, baseDirection: .rtl).first).map(\.text).joined()
        #expect(row.first != " ", "aligned left: \(row)")
    }

    @Test func arabicTextAroundAURLKeepsItsDirection() throws {
        let row = try #require(MarkdownLayout.layout(markdown: "انظر https://shamela.ws/book/1", width: 60, baseDirection: .ltr).first).map(\.text).joined()
        #expect(row.first == " ", "an Arabic paragraph is aligned right in any UI: \(row)")
        // The text's own isolates are still skipped: an isolated Latin word before Arabic.
        let own = try #require(MarkdownLayout.layout(markdown: "\u{2066}abc\u{2069} انظر", width: 60, baseDirection: .ltr).first).map(\.text).joined()
        #expect(own.first == " ", "\(own)")
    }
}
