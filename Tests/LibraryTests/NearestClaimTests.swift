import Foundation
import Testing
@testable import Library

/// An English claim is matched to the passage nearest it in meaning when that passage is among
/// those its words find and covers most of the claim by its words, even if another leads by
/// words alone; meaning never stands for most of the claim.
@Suite struct NearestClaimTests {
    private static func checker(nearest: String, lexicon: EnglishLexicon? = nil) throws -> FactChecker {
        let isnad = "حدثنا قتيبة حدثنا الليث عن نافع عن ابن عمر قال قال رسول الله صلى الله عليه وسلم "
        let passages = [
            Passage(collection: .bukhari, book: 1, inBook: 1, number: 1, text: isnad + "الصبر ضياء والصلاة نور والصدقة برهان", key: "bukhari:1"),
            Passage(collection: .bukhari, book: 1, inBook: 2, number: 2,
                    text: isnad + "من صبر على البلاء وأقام الصلاة في وقتها وأحسن إلى جاره وأكرم ضيفه وبر والديه ووصل رحمه وحفظ لسانه كان له أجر عظيم يوم القيامة", key: "bukhari:2"),
            Passage(collection: .bukhari, book: 1, inBook: 3, number: 3, text: isnad + "الصدقة تطفئ الخطيئة", key: "bukhari:3"),
        ] + (4...12).map { Passage(collection: .bukhari, book: 2, inBook: $0, number: $0, text: isnad + "ذكر رجلا يمشي في السوق \($0)", key: "bukhari:\($0)") }
        let url = try InstallerTests.tempDir("nearest-claim").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        return try FactChecker(index: try LibraryIndex(url: url), semantic: PointerByMeaningTests.FixedNearest(keys: [nearest]),
                               analyzer: QueryAnalyzer(lexicon: lexicon))
    }

    @Test func theNearestPassageAmongThoseTheWordsFindIsTheClaims() throws {
        let claim = try #require(try Self.checker(nearest: "bukhari:2")
            .check("The Prophet said: patience, prayer, charity and fasting.").claims.first)
        #expect(claim.verdict == .authentic, "\(claim.verdict)")
        #expect(claim.reference?.key == "bukhari:2", "\(claim.reference?.key ?? "-")")
    }

    @Test func aNearestPassageThatHasFewOfTheClaimsWordsIsNotItsSource() throws {
        let claim = try #require(try Self.checker(nearest: "bukhari:3")
            .check("The Prophet said: patience, prayer, charity and fasting.").claims.first)
        #expect(claim.reference?.key != "bukhari:3", "\(claim.verdict) \(claim.reference?.key ?? "-")")
    }

    @Test func aPassageNearInMeaningByOneCommonWordIsNotTheClaims() throws {
        // «الصلاة» is in bukhari:1, which meaning puts nearest; the market is in other hadith,
        // not in it. (So "Pray each prayer as if it were your farewell prayer" was Bukhari 604,
        // on the adhan.)
        let lexicon = EnglishLexicon(entries: ["market": ["السوق"]])
        let claim = try #require(try Self.checker(nearest: "bukhari:1", lexicon: lexicon)
            .check("The Prophet said: pray your prayer before you go to the market.").claims.first)
        #expect(claim.reference?.key != "bukhari:1", "\(claim.verdict) \(claim.reference?.key ?? "-")")
    }
}
