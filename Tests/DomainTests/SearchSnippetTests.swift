import Domain
import Testing

@Suite struct SearchSnippetTests {
    @Test func windowAroundTheFirstMatchWithEllipses() throws {
        let text = (1...40).map { "w\($0)" }.joined(separator: "  \n ") + " الصَّلاةُ end"
        let s = try #require(SearchSnippet.make(text: text, query: SearchQuery("الصلاه")))
        #expect(s.leadingEllipsis && !s.trailingEllipsis)
        #expect(s.bracketed == "…w35 w36 w37 w38 w39 w40 [الصَّلاةُ] end")
    }

    @Test func punctuationStaysOutsideTheHighlight() throws {
        let s = try #require(SearchSnippet.make(text: "قال: «إنما الأعمال بالنيات» (1)", query: SearchQuery("الاعمال")))
        #expect(s.bracketed == "قال: «إنما [الأعمال] بالنيات» (1)")
        #expect(s.parts.filter(\.isMatch).map(\.text) == ["الأعمال"])
    }

    @Test func everyMatchIsMarkedAndTheLastWordIsAPrefix() throws {
        let s = try #require(SearchSnippet.make(text: "Prayer times: the PRAYERS of Friday", query: SearchQuery("friday pray")))
        #expect(s.bracketed == "[Prayer] times: the [PRAYERS] of [Friday]")
        #expect(SearchSnippet.make(text: "nothing here", query: SearchQuery("pray")) == nil)
        #expect(SearchSnippet.make(text: "", query: SearchQuery("pray")) == nil)
    }

    @Test func matchesFarIntoALongText() throws {
        let text = String(repeating: "filler ", count: 500) + "target"
        #expect(try #require(SearchSnippet.make(text: text, query: SearchQuery("target"))).bracketed.hasSuffix("[target]"))
    }
}
