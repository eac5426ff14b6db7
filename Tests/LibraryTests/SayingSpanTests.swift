import Testing
@testable import Library

/// A saying's words stand together: an English claim matched by meaning to a passage whose
/// words it has only far apart (a long story's common words) is not that passage's saying.
@Suite struct SayingSpanTests {
    @Test func theSpanIsTheFewestWordsHoldingEveryConcept() {
        // «نائم» at 3 and 70, «مات» at 40, «استيقظ» at 77: 70…77 holds all three.
        #expect(Scorer.span([[3, 70], [40, 72], [77]]) == 8)
        #expect(Scorer.span([[5], [6]]) == 2)
        // One concept, or none, has no span.
        #expect(Scorer.span([[1, 9]]) == nil)
        #expect(Scorer.span([]) == nil)
    }

    @Test func aClaimsWordsFarApartAreNotItsSaying() {
        let hit = SearchHit(passage: Passage(collection: .bukhari, book: 77, inBook: 1, number: 5827, text: "نائم"), score: 1)
        let words = ["asleep", "die", "wake"].map { Concept(label: $0, forms: []) }
        var story = RankedPassage(hit: hit, score: 1, coverage: 1, matched: words, named: false)
        story.span = 75
        #expect(FactChecker.spreadOut(story))
        var saying = story
        saying.span = 9
        #expect(!FactChecker.spreadOut(saying))
        saying.span = nil
        #expect(!FactChecker.spreadOut(saying))
    }
}
