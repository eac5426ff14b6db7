import Foundation
import Testing
@testable import Library

/// An English claim that keeps few of the translation's words is the verse that both the
/// translation's meaning and the Arabic's meaning put among its nearest
/// (`FactChecker.agreedByMeaning`).
@Suite struct VerseByTwoMeaningsTests {
    /// The nearest passages by the Arabic's meaning and by the translation's, as the embedder
    /// would rank them.
    struct TwoMeanings: SemanticRanking {
        let arabic: [String]
        let english: [String]
        func nearest(_ question: String, k: Int) -> [(key: String, score: Float)] { arabic.prefix(k).map { ($0, 0.9) } }
        func translationRank(_ question: String, k: Int,
                             candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
            (english.prefix(k).map { ($0, 0.9) }, [:])
        }
    }

    static let claim = "Allah says: never say uff to your mother and father, nor scold them, but be good to your parents."

    @Test func aVerseBothMeaningsPutNearIsTheOneQuoted() throws {
        let (index, dir) = try TranslationTests.library()
        let translation = try #require(QuranTranslation.load(from: dir.appendingPathComponent(QuranTranslation.fileName)))
        let q = try #require(QuotationExtractor.quotations(in: Self.claim).first)
        let coverage = translation.coverage(of: q.text, in: [PassageKey(collection: .quran, sura: 17, number: 23)])
        #expect(coverage >= FactChecker.agreeingMeaningCoverage && coverage < FactChecker.agreedCoverage, "\(coverage)")
        // Second by the translation's meaning and fourth by the Arabic's: the two agree.
        let both = try FactChecker(index: index, semantic: TwoMeanings(arabic: ["bukhari:1", "muslim:1", "quran:1:1", "quran:17:23"],
                                                                      english: ["quran:94:5", "quran:17:23"]))
        let claim = try #require(both.checkByTranslation(q))
        #expect(claim.reference?.key == "quran:17:23" && claim.verdict == .authentic && claim.byMeaning)
        // Near by the translation's meaning only: a saying in no book is near some verse too.
        let englishOnly = try FactChecker(index: index, semantic: TwoMeanings(arabic: ["bukhari:1"], english: ["quran:17:23"]))
        #expect(englishOnly.checkByTranslation(q)?.reference?.key != "quran:17:23")
        // Beyond the Arabic's few nearest, no agreement.
        let far = Array(repeating: "bukhari:1", count: FactChecker.agreeingArabicNearest) + ["quran:17:23"]
        let distant = try FactChecker(index: index, semantic: TwoMeanings(arabic: far, english: ["quran:17:23"]))
        #expect(distant.checkByTranslation(q)?.reference?.key != "quran:17:23")
    }

    @Test func bothMeaningsNeedAFewOfTheClaimsWords() throws {
        let q = try #require(QuotationExtractor.quotations(in: "Allah says: never say uff to them, nor scold them, "
            + "but speak to them with honour and kindness, your Lord.").first)
        let (index2, dir) = try TranslationTests.library()
        let translation = try #require(QuranTranslation.load(from: dir.appendingPathComponent(QuranTranslation.fileName)))
        let coverage = translation.coverage(of: q.text, in: [PassageKey(collection: .quran, sura: 17, number: 23)])
        #expect(coverage > 0 && coverage < FactChecker.agreeingMeaningCoverage, "\(coverage)")
        let both = try FactChecker(index: index2, semantic: TwoMeanings(arabic: ["quran:17:23"], english: ["quran:17:23"]))
        #expect(both.checkByTranslation(q)?.reference?.key != "quran:17:23")
    }
}
