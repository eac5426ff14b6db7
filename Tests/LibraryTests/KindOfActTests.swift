import Testing
@testable import Library

/// «صلاة الاستخارة» asks about istikhara: passages on it cover the prayer's name, and the
/// nearest passage by meaning that has only «الصلاة» is not offered beside them.
@Suite struct KindOfActTests {
    func concept(_ label: String, specifies: Bool = false) -> Concept {
        var c = Concept(label: label, forms: [])
        c.specifiesTopic = specifies
        return c
    }

    @Test func aKindsNameIsCoveredWithWhatItIsOf() throws {
        let index = try #require(FixtureLibrary.index)
        let hit = try #require(try index.passage(key: "bukhari:1"))
        var query = LibraryQuery()
        query.concepts = [concept("صلاة"), concept("الاستخارة", specifies: true)]
        let istikhara = RankedPassage(hit: hit, score: 1, coverage: 0.8, matched: [query.concepts[1]], named: false)
        #expect(Retriever.uncovered(query, weighted: [], by: [istikhara]).isEmpty)
        // What is not a kind's name is still named: the price, of «ثمن الكلب».
        query.concepts = [concept("ثمن"), concept("الكلب", specifies: true)]
        let dogs = RankedPassage(hit: hit, score: 1, coverage: 0.6, matched: [query.concepts[1]], named: false)
        #expect(Retriever.uncovered(query, weighted: [], by: [dogs]).map(\.label) == ["ثمن"])
        // Nor is a kind's name covered when what it is of is not.
        query.concepts = [concept("صلاة"), concept("الاستخارة", specifies: true)]
        #expect(Retriever.uncovered(query, weighted: [], by: []).map(\.label) == ["صلاة", "الاستخارة"])
    }

    @Test func theNearestByMeaningWithOneCommonWordIsNotOffered() throws {
        let index = try #require(FixtureLibrary.index)
        let r = Retriever(index: index)
        let first = try #require(try index.passage(key: "bukhari:1"))
        let jibril = try #require(try index.passage(key: "bukhari:8"))
        let prayer = concept("صلاة"), taraweeh = concept("التراويح", specifies: true)
        let chosen = RankedPassage(hit: first, score: 3, coverage: 0.78, matched: [taraweeh], named: false)
        let near = RankedPassage(hit: jibril, score: 3.6, coverage: 0.22, matched: [prayer], named: false)
        let meaning = [jibril.passage.key: MeaningRank(rank: 0, score: 0.9)]
        var offered = [chosen]
        r.keepNearest(&offered, ranked: [chosen, near], meaning: meaning)
        #expect(offered.map(\.hit.passage.key) == ["bukhari:1"])
        // With two of the question's words, it is offered in the last place.
        let both = RankedPassage(hit: jibril, score: 3.6, coverage: 0.3, matched: [prayer, taraweeh], named: false)
        r.keepNearest(&offered, ranked: [chosen, both], meaning: meaning)
        #expect(offered.map(\.hit.passage.key) == ["bukhari:1", "bukhari:8"])
    }
}
