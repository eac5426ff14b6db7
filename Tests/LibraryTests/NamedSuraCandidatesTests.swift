import Testing
@testable import Library

/// A sura named as where to look brings its ayat in, whatever the common words found.
@Suite struct NamedSuraCandidatesTests {
    @Test func aNamedSurasAyatAreCandidates() throws {
        let index = try #require(FixtureLibrary.index)
        let r = Retriever(index: index)
        var hits = [try #require(try index.aya(sura: 112, aya: 1))]
        try r.addAyat(of: 112, to: &hits)
        // Each aya once, the one already there not again.
        #expect(hits.map(\.passage.key) == ["quran:112:1", "quran:112:2", "quran:112:3", "quran:112:4"])
        try r.addAyat(of: 115, to: &hits)
        #expect(hits.count == 4)
    }
}
