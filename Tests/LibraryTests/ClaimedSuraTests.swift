import Foundation
import Testing
@testable import Library

/// An English claim naming a sura is checked against that sura's verses first, unless a verse
/// of another sura has clearly more of its words and is its nearest by meaning.
@Suite struct ClaimedSuraTests {
    /// The translation's nearest verses, as the embedder would rank them.
    struct NearestVerse: SemanticRanking {
        let keys: [String]
        func nearest(_ question: String, k: Int) -> [(key: String, score: Float)] { [] }
        func translationRank(_ question: String, k: Int,
                             candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
            (keys.prefix(k).map { ($0, 0.9) }, [:])
        }
    }

    @Test func anotherSurasVerseWithMoreOfTheWordsAndNearestIsTheOneQuoted() throws {
        let (index, _) = try TranslationTests.library()
        let claim = "In Surah al-Baqarah: your Lord decreed: worship none but Him, be good to your parents, "
            + "and hold fast to a strong handle."
        // 2:256 has a fair part of its words ("hold fast to a handle that is strong"); 17:23 more.
        let nearest = try FactChecker(index: index, semantic: NearestVerse(keys: ["quran:17:23"]))
        let c = try #require(nearest.check(claim).claims.first)
        #expect(c.verdict == .misattributed && c.reference?.key == "quran:17:23", "\(c.verdict) \(c.reference?.key ?? "-")")
        #expect(c.claimedSource == "quran:2")
        // Not the nearest by meaning: the sura's own verse is the one the claim means.
        let elsewhere = try FactChecker(index: index, semantic: NearestVerse(keys: ["quran:94:5"]))
        let d = try #require(elsewhere.check(claim).claims.first)
        #expect(d.reference?.key == "quran:2:256", "\(d.verdict) \(d.reference?.key ?? "-")")
    }
}
