import Testing
@testable import Library

/// "A third of the question's weight will do" (`Scorer.relaxedCoverage`) when everything it
/// names is in the texts: a passage with a third and a little more answers.
@Suite struct CoverageThresholdTests {
    func passage(coverage: Double) -> RankedPassage {
        let hit = SearchHit(passage: Passage(collection: .bukhari, book: 78, inBook: 1, number: 6092, text: "ضحك"), score: 1)
        return RankedPassage(hit: hit, score: 1, coverage: coverage, matched: [])
    }

    @Test func aThirdAndALittleMoreAnswers() {
        // "laugh" and "smile" of "Did the Prophet ever laugh so hard … or did he mostly just
        // smile?", whose other words weigh about twice as much together.
        #expect(passage(coverage: 0.336).isAnswer(above: Scorer.relaxedCoverage))
        #expect(!passage(coverage: 0.32).isAnswer(above: Scorer.relaxedCoverage))
        #expect(!passage(coverage: 0.45).isAnswer(above: Scorer.minimumCoverage))
    }
}
