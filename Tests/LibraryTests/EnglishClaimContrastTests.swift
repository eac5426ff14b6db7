import Foundation
import Testing
@testable import Library

/// An English claim is matched by meaning, but a word of a closed kind it swaps for another
/// ("the earth" for the moon, "a day" for a month) is checked against its passage's Arabic and
/// translations (`ClaimContrasts`).
@Suite struct EnglishClaimContrastTests {
    /// 36:40 in the Arabic and in a translation.
    static let arabic = "لا الشمس ينبغي لها أن تدرك القمر ولا الليل سابق النهار وكل في فلك يسبحون"
    static let english = "Neither can the sun overtake the moon, nor the night outstrip the day. Each floats in its orbit."

    @Test func aMemberOfAKindThePassageSaysOtherwiseIsASwap() {
        let swap = ClaimContrasts.swap(in: "It is not for the sun to catch up with the earth, nor can the night outrun the day",
                                       arabic: [Self.arabic], english: [Self.english], passage: Self.english)
        #expect(swap == ClaimContrasts.Swap(quoted: "earth", english: "moon", arabic: "القمر"))
        #expect(ClaimContrasts.display(ofEnglish: "moon") == "القمر")
        // The claim's own member, however the translation words it, is no swap.
        #expect(ClaimContrasts.swap(in: "The sun cannot catch the moon, nor does night outrun the day",
                                    arabic: [Self.arabic], english: [Self.english], passage: Self.english) == nil)
    }

    @Test func aWordTheArabicOrAnotherTellingHasIsNoSwap() {
        // «الأرض» in the Arabic: the translation left it out, the claim did not add it.
        let withEarth = Self.arabic + " والأرض"
        #expect(ClaimContrasts.swap(in: "the sun does not catch up with the earth", arabic: [withEarth],
                                    english: [Self.english], passage: Self.english) == nil)
        // Another telling's English has it.
        #expect(ClaimContrasts.swap(in: "the sun does not catch up with the earth", arabic: [Self.arabic],
                                    english: [Self.english, "the sun and the earth"], passage: Self.english) == nil)
    }

    @Test func aPassageWithNoTranslationSaysItsMemberInArabic() {
        let arabic = "سيحان وجيحان والفرات والنيل كل من أنهار الجنة"
        let claim = "Sayhan, Jayhan, the Tigris and the Nile are all rivers of Paradise"
        #expect(ClaimContrasts.swap(in: claim, arabic: [arabic], english: [], passage: nil, passageArabic: arabic)
            == ClaimContrasts.Swap(quoted: "tigris", english: "euphrates", arabic: "الفرات"))
        // With a translation, the translation says which member the passage has.
        #expect(ClaimContrasts.swap(in: claim, arabic: [arabic], english: [], passage: "rivers of Paradise",
                                    passageArabic: arabic) == nil)
    }

    @Test func fixedPhrasesAndPluralsAreReadAsOneWord() {
        // "The Last Day" is no order and no day of a week; "the Fire" and "Hell" are one place.
        let passage = "Whoever believes in Allah and the Last Day, let him honour his guest on the first night."
        #expect(ClaimContrasts.swap(in: "Whoever believes in God and the last day should honour his guest",
                                    arabic: [], english: [passage], passage: passage) == nil)
        #expect(ClaimContrasts.swap(in: "they will be in Hell", arabic: [], english: ["they are in the Fire"],
                                    passage: "they are in the Fire") == nil)
        #expect(ClaimContrasts.swap(in: "its morning journey was two days", arabic: [], english: ["a month's journey"],
                                    passage: "its morning journey was a month's journey")
            == ClaimContrasts.Swap(quoted: "days", english: "month", arabic: "الشهر"))
    }

    @Test func anEnglishClaimSwappingAVersesWordIsAltered() throws {
        let (index, _) = try TranslationTests.library()
        let checker = try FactChecker(index: index)
        let plain = try #require(checker.check("Allah says: \"Your Lord has decreed that you worship none but Him, "
            + "and be good to your parents.\"").claims.first)
        #expect(plain.verdict == .authentic && plain.byMeaning, "\(plain.verdict)")
        #expect(plain.reference?.key == "quran:17:23")
        let swapped = try #require(checker.check("Allah says: \"Your Lord has decreed that you worship none but Him, "
            + "and be good to your brothers.\"").claims.first)
        #expect(swapped.verdict == .altered && swapped.byMeaning, "\(swapped.verdict)")
        #expect(swapped.reference?.key == "quran:17:23")
        #expect(swapped.difference == [WordDifference(kind: .changed, quoted: "brothers", canonical: "parents")])
        let en = FactCheckComposer.compose(FactCheckReport(claims: [swapped]), language: .en).chunks.joined()
        #expect(en.contains("The claim says “brothers” where the text says “parents” («الوالدان»)."), "\(en)")
        #expect(en.contains("a few kinds of word") && !en.contains("verified word for word"), "\(en)")
        let ar = FactCheckComposer.compose(FactCheckReport(claims: [swapped]), language: .ar).chunks.joined()
        #expect(ar.contains("يذكر الادعاء «brothers» حيث يذكر النص «الوالدان»."), "\(ar)")
    }

    @Test func theShallowPartIsTheOppositeOfTheDeepest() {
        // Muslim 513: Abu Talib "in the shallow part of the Fire".
        let passage = "he may be placed in the shallow part of the Fire which would reach his ankles"
        #expect(ClaimContrasts.swap(in: "Abu Talib is in the deepest pit of Hell", arabic: ["فيجعل في ضحضاح من النار"],
                                    english: [passage], passage: passage)?.quoted == "deepest")
    }
}
