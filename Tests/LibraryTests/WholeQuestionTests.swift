import Testing
@testable import Library

/// An aya the glossary names for one of a question's topics answers that topic; a passage that
/// has all of them answers the question and goes before it ("the people of Saba and their two
/// gardens": 34:15, not the queen's story and al-Kahf's parable alone).
@Suite struct WholeQuestionTests {
    private func passage(_ index: LibraryIndex, _ sura: Int, _ aya: Int, named: Bool, matched: [Concept] = [],
                         coverage: Double = 1) throws -> RankedPassage {
        let hit = try #require(try index.aya(sura: sura, aya: aya))
        return RankedPassage(hit: hit, score: named ? .infinity : 5, coverage: coverage, matched: matched, named: named)
    }

    private func concepts(_ a: [AyaRef], _ b: [AyaRef]) -> [WeightedConcept] {
        var first = Concept(label: "saba", forms: ["سبا"]), second = Concept(label: "two gardens", forms: ["جنتان"])
        first.namedAyat = a
        second.namedAyat = b
        return [WeightedConcept(concept: first, weight: 3, expression: "x", documents: 2),
                WeightedConcept(concept: second, weight: 3, expression: "x", documents: 2)]
    }

    @Test func aPassageWithEveryTopicGoesBeforeAyatNamedForOne() throws {
        let index = try #require(FixtureLibrary.index)
        let weighted = concepts([AyaRef(sura: 94, aya: 5)], [AyaRef(sura: 94, aya: 6)])
        let named = [try passage(index, 94, 5, named: true), try passage(index, 94, 6, named: true)]
        let whole = try passage(index, 2, 153, named: false, matched: weighted.map(\.concept))
        let half = try passage(index, 2, 255, named: false, matched: [weighted[0].concept], coverage: 0.5)
        let out = Retriever(index: index).wholeQuestionFirst(named, ranked: [whole, half], weighted: weighted)
        #expect(out.map(\.hit.passage.key) == ["quran:2:153", "quran:94:5", "quran:94:6"])
    }

    @Test func anAyaTheAskerCitedOrOneNamedForEveryTopicKeepsItsPlace() throws {
        let index = try #require(FixtureLibrary.index)
        let named = [try passage(index, 94, 5, named: true)]
        let retriever = Retriever(index: index)
        // Cited: no topic names it.
        var weighted = concepts([], [])
        var whole = try passage(index, 2, 153, named: false, matched: weighted.map(\.concept))
        #expect(retriever.wholeQuestionFirst(named, ranked: [whole], weighted: weighted).map(\.hit.passage.key) == ["quran:94:5"])
        // Named for both topics.
        weighted = concepts([AyaRef(sura: 94, aya: 5)], [AyaRef(sura: 94, aya: 5)])
        whole = try passage(index, 2, 153, named: false, matched: weighted.map(\.concept))
        #expect(retriever.wholeQuestionFirst(named, ranked: [whole], weighted: weighted).map(\.hit.passage.key) == ["quran:94:5"])
    }
}
