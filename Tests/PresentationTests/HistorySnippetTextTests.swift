import Domain
@testable import Presentation
import Testing

/// Search snippets are plain text: no `####`, no `>`, no emphasis marks.
@Suite struct HistorySnippetTextTests {
    @Test func anOfflineAnswersMarkdownIsRemoved() throws {
        let content = "#### Sahih al-Bukhari 4436\n\n> لَمَّا مَرِضَ النَّبِيُّ صلى الله عليه وسلم\n\n*Book 64 · matched: مرض (sickness)*"
        let raw = try #require(SearchSnippet.make(text: content, query: SearchQuery("مرض")))
        let plain = HistorySnippetText.plain(raw)
        let text = plain.parts.map(\.text).joined()
        #expect(!text.contains("#") && !text.contains(">") && !text.contains("*"), "\(text)")
        #expect(text.contains("Sahih al-Bukhari 4436 لَمَّا"))
        #expect(!text.contains("  "))
        #expect(plain.parts.contains { $0.isMatch }, "the match stays marked")
    }

    @Test func linksKeepTheirText() {
        let s = SearchSnippet(parts: [SearchSnippet.Part("see [the verse](https://tanzil.net/#2:45) on ", isMatch: false),
                                      SearchSnippet.Part("**patience**", isMatch: true)],
                              leadingEllipsis: false, trailingEllipsis: false)
        let plain = HistorySnippetText.plain(s)
        #expect(plain.parts.map(\.text) == ["see the verse on ", "patience"])
    }
}
