import Testing
@testable import Library

/// What an English question says in brackets or after a dash is the asker's aside, not the text
/// it asks about; a text's own name of three words or more is said together.
@Suite struct QuestionAsideTests {
    let analyzer = QueryAnalyzer()
    static let question = "What does the verse saying the food of the people of the Book is lawful for us actually mean"
        + " - does it cover the dishes my Christian coworkers bring in (no pork obviously)?"

    @Test func aBracketIsAnAside() {
        #expect(!QueryAnalyzer.withoutAsides(Self.question).contains("pork"))
        #expect(!analyzer.analyze(Self.question).concepts.contains { $0.label.lowercased() == "pork" })
        // A reference in brackets, and Arabic, are kept.
        #expect(QueryAnalyzer.withoutAsides("what does the verse (2:183) say about fasting?").contains("2:183"))
        #expect(QueryAnalyzer.withoutAsides("ما تفسير (البقرة: 255)؟").contains("البقرة"))
        // A bracket that is most of the question is the question.
        #expect(QueryAnalyzer.withoutAsides("(riba)?") == "(riba)?")
    }

    @Test func aQuotationEndsAtADash() {
        let quoted = Retriever.quotedWords(in: Self.question)
        #expect(quoted.contains("lawful"))
        #expect(!quoted.contains("coworkers") && !quoted.contains("dishes"))
    }

    @Test func aTextsLongNameIsSaidTogether() throws {
        let food = try #require(analyzer.analyze(Self.question).concepts.first { $0.label.lowercased().hasPrefix("food of the people") })
        #expect(food.saidTogether)
        #expect(food.phrasesExpression?.hasPrefix("matn : (\"") == true)
        #expect(Concept(label: "x", forms: ["ماء"]).phrasesExpression == nil)
    }
}
