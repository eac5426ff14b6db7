import Foundation
import Testing
@testable import Library

/// An aya the glossary names for a question's words answers those words, whatever words the aya
/// itself has: "ayub" is answered by 21:83 though the verse says «وأيوب», not "ayub".
@Suite struct NamedAyaCoverageTests {
    @Test func aConceptsOwnNamedAyaCoversIt() throws {
        let index = try #require(FixtureLibrary.index)
        let kursi = try #require(try index.aya(sura: 2, aya: 255))
        let other = try #require(try index.aya(sura: 2, aya: 256))
        var named = Concept(label: "the throne verse", forms: [])
        named.namedAyat = [AyaRef(sura: 2, aya: 255)]
        var query = LibraryQuery()
        query.concepts = [named, Concept(label: "locusts", forms: [])]
        let offered = [RankedPassage(hit: kursi, score: .infinity, coverage: 1, matched: [], named: true),
                       RankedPassage(hit: other, score: 1, coverage: 0.5, matched: [], named: false)]
        // Only the word nothing answers is named as not found.
        #expect(Retriever.uncovered(query, weighted: [], by: offered).map(\.label) == ["locusts"])
        // Without its aya among the offered passages, it is not covered.
        #expect(Retriever.uncovered(query, weighted: [], by: [offered[1]]).map(\.label) == ["the throne verse", "locusts"])
    }

    @Test func theGlossarysRefsBecomeTheConceptsNamedAyat() throws {
        let q = QueryAnalyzer().analyze("whats the story of prophet ayub?")
        let ayub = try #require(q.concepts.first { $0.label.lowercased().contains("ayub") })
        #expect(ayub.namedAyat.contains(AyaRef(sura: 21, aya: 83)), "\(ayub.namedAyat)")
    }
}
