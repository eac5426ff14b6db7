import Foundation
import Testing
@testable import Library

/// An English claim is matched by meaning, but the numbers it states are checked against its
/// passage's Arabic and English (`ClaimNumbers`); and the ways English messages name the
/// speaker after the saying or by a blessing alone.
@Suite struct EnglishClaimNumberTests {
    @Test func aNumberNeitherTheArabicNorTheEnglishHasIsMissing() {
        // 2:245: «أضعافا كثيرة», "many times over".
        let missing = ClaimNumbers.missing(from: "so that He multiplies it for him seventy times over",
                                           arabic: ["فيضاعفه له أضعافا كثيرة"], english: ["He may multiply it many times over"])
        #expect(missing?.word == "seventy")
        // Said in the Arabic (with a clitic, with its own spelling) or in the English, it is there.
        #expect(ClaimNumbers.missing(from: "seek it in the last ten nights", arabic: ["في العشر الأواخر"], english: []) == nil)
        #expect(ClaimNumbers.missing(from: "Allah dislikes three things for you", arabic: ["ويكره لكم ثلاثا"],
                                     english: []) == nil)
        #expect(ClaimNumbers.missing(from: "five times a day", arabic: ["نهر"], english: ["bathed in it five times"]) == nil)
        #expect(ClaimNumbers.missing(from: "for forty days", arabic: ["حتى يرجع"],
                                     english: ["until he returns"])?.word == "forty")
        // "Two thousand" is one number: 8:65's two hundred and thousand are not it.
        let verse = "إن يكن منكم عشرون صابرون يغلبوا مائتين وإن يكن منكم مائة يغلبوا ألفا"
        let translation = "If there are twenty among you they will vanquish two hundred; and if there are a hundred, a thousand"
        #expect(ClaimNumbers.missing(from: "twenty patient believers will overcome two thousand", arabic: [verse],
                                     english: [translation])?.word == "two thousand")
        #expect(ClaimNumbers.missing(from: "twenty patient believers will overcome two hundred", arabic: [verse],
                                     english: [])?.word == nil)
        #expect(ClaimNumbers.missing(from: "he had three hundred men", arabic: ["ثلاثمائة رجل"], english: []) == nil)
        // Eleven to nineteen by their unit: Ibn 'Umar was fifteen at the Trench (Bukhari 4097).
        let trench = "وعرضه يوم الخندق وهو ابن خمس عشرة سنة فأجازه"
        #expect(ClaimNumbers.missing(from: "accepted at the Trench when he was sixteen", arabic: [trench],
                                     english: [])?.word == "sixteen")
        #expect(ClaimNumbers.missing(from: "accepted at the Trench when he was fifteen", arabic: [trench], english: []) == nil)
        #expect(ClaimNumbers.missing(from: "when he was fifteen", arabic: ["نهر"],
                                     english: ["when he was fifteen years old"]) == nil)
        #expect(ClaimNumbers.missing(from: "seventy thousand enter without reckoning", arabic: ["سبعون ألفا بغير حساب"],
                                     english: []) == nil)
        // "One" is how English says "a", and a reference's digits are no number of the saying.
        #expect(ClaimNumbers.numbers(in: "one of you, Quran 9:103 (Al-Baqarah 45)").isEmpty)
    }

    @Test func anEnglishClaimWithANumberItsHadithLacksIsAltered() throws {
        let index = try HadithTranslationTests.library([HadithTranslationTests.key: HadithTranslationTests.truthfulness])
        let checker = try FactChecker(index: index)
        let saying = "A man may keep on telling lies till he is written before Allah, a liar."
        let plain = try #require(checker.check("The Prophet said: \"\(saying)\"").claims.first)
        #expect(plain.verdict == .authentic && plain.byMeaning, "\(plain.verdict)")
        let counted = "A man may keep on telling seventy lies till he is written before Allah, a liar."
        let claim = try #require(checker.check("The Prophet said: \"\(counted)\"").claims.first)
        #expect(claim.verdict == .altered && claim.byMeaning, "\(claim.verdict)")
        #expect(claim.reference?.key == HadithTranslationTests.key.description)
        #expect(claim.difference == [WordDifference(kind: .added, quoted: "seventy", canonical: nil)])
        let en = FactCheckComposer.compose(FactCheckReport(claims: [claim]), language: .en).chunks.joined()
        #expect(en.contains("The claim says “seventy”; the text has no such number."), "\(en)")
        #expect(en.contains("only its numbers and a few kinds of word") && !en.contains("verified word for word"), "\(en)")
        let ar = FactCheckComposer.compose(FactCheckReport(claims: [claim]), language: .ar).chunks.joined()
        #expect(ar.contains("لا يرد في هذا النص"), "\(ar)")
    }

    @Test func theSpeakerNamedAfterTheSayingOrByABlessingIsTheClaim() {
        let after = QuotationExtractor.quotations(in: "Honour your guest and your neighbour, the Messenger ﷺ said.")
        #expect(after.map(\.text) == ["Honour your guest and your neighbour"])
        #expect(after.first?.attribution.speaker == .prophet)
        for text in ["He ﷺ said: honour your guest and your neighbour", "He (pbuh) said honour your guest and your neighbour"] {
            let found = QuotationExtractor.quotations(in: text)
            #expect(found.map(\.text) == ["honour your guest and your neighbour"], "\(text)")
            #expect(found.first?.attribution.speaker == .prophet)
        }
        // "He said" alone names nobody; a comma inside a saying is the saying's.
        let bare = QuotationExtractor.quotations(in: "He said honour your guest, and your neighbour")
        #expect(bare.first?.attribution.speaker == nil)
        let ayah = QuotationExtractor.quotations(in: "There is an ayah saying it is better to carry firewood than to beg.")
        #expect(ayah.map(\.text) == ["it is better to carry firewood than to beg"])
        #expect(ayah.first?.attribution.speaker == .quran)
    }
}
