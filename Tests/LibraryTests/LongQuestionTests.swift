import Testing
@testable import Library

/// A long Arabic question asked as people talk: its topic is two or three of its words, the
/// rest is the situation, so the passage that answers it covers a quarter of it, not a third.
@Suite struct LongQuestionTests {
    private static func index() throws -> LibraryIndex {
        let sayings = ["الثيب أحق بنفسها من وليها والبكر تستأمر وإذنها سكوتها",
                       "كانت البنت تلعب بالبنات عند النبي", "فقال الرجل أنا عريس", "فقال موافقة يا رسول الله",
                       "ثم تقوم المرأة وتسكت", "لا يبع الرجل على بيع أخيه"]
        return try TinyIndex.build("long-question", TinyIndex.bukhari(sayings.map { "قال رسول الله " + $0 }, book: 67))
    }

    @Test func aLongSpokenQuestionIsAnsweredByThePassageCoveringItsTopic() throws {
        let retriever = Retriever(index: try Self.index())
        let question = "البنت البكر لما يتقدملها عريس وتسكت، هل سكوتها يعتبر موافقة؟"
        let weighted = try retriever.weigh(retriever.analyzer.analyze(question).concepts)
        #expect(Retriever.isLongArabic(question, weighted))
        let r = try retriever.answer(question)
        #expect(r.passages.map(\.hit.passage.key) == ["bukhari:1"], "\(r.passages.map(\.hit.passage.key))")
        let best = try #require(r.passages.first)
        #expect(best.coverage >= Scorer.longQuestionCoverage && best.coverage < Scorer.relaxedCoverage, "\(best.coverage)")
        // What the passage does not say is still named.
        let missing = Set(r.notFound.map(\.label))
        #expect(missing.isSuperset(of: ["عريس", "موافقة"]), "\(missing)")
        // The passages with one of the situation's words alone are not offered.
        #expect(!r.passages.contains { $0.hit.passage.key != "bukhari:1" })
    }

    @Test func aShortQuestionStillNeedsAThird() throws {
        let retriever = Retriever(index: try Self.index())
        let question = "البكر عريس وتسكت موافقة؟"
        let weighted = try retriever.weigh(retriever.analyzer.analyze(question).concepts)
        #expect(!Retriever.isLongArabic(question, weighted))
        #expect(try retriever.answer(question).abstained)
    }
}
