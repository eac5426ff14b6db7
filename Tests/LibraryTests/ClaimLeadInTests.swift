import Domain
import Foundation
import Testing
@testable import Library

/// How a claim's own words are told from the words that introduce it («قال ﷺ:», «فربنا قال:»,
/// «في الحديث عن …:»), where an altered quotation's canonical text ends, and a jussive's
/// spelling.
@Suite struct ClaimLeadInTests {
    func quotation(_ text: String) throws -> Quotation {
        let found = QuotationExtractor.quotations(in: text)
        #expect(found.count == 1, "\(found.map(\.text))")
        return try #require(found.first)
    }

    @Test func anEmojiAfterALeadInNamingTheSourceIsItsColon() throws {
        // "Quran verse 📖" was read as the saying's first words, and Bukhari 6875 as authentic.
        let q = try quotation("Quran verse 📖 when two Muslims meet each other with their swords,"
                              + " both the killer and the killed are in the Fire.")
        #expect(q.text.hasPrefix("when two Muslims"), "\(q.text)")
        #expect(q.attribution.speaker == .quran)
        // A greeting before an emoji names no source: the text stays whole.
        let greeting = try quotation("Good morning 🌸 the strong man is the one who controls himself when angry")
        #expect(greeting.text.hasPrefix("Good morning"), "\(greeting.text)")
        // An emoji closing the text is no heading.
        #expect(QuotationExtractor.heading("The Prophet said the strong man controls himself when angry 🙏").head.isEmpty)
    }

    @Test func theBlessingsAbbreviationInBracketsIsNotTheSayings() throws {
        // «(ص)» was read as the saying's first word, and Bukhari 2528 as altered.
        let q = try quotation("عن النبي (ص) إن الله تجاوز لي عن أمتي ما وسوست به صدورها ما لم تعمل أو تكلم. (البخاري)")
        #expect(q.text.hasPrefix("إن الله تجاوز"), "\(q.text)")
        #expect(q.attribution.speaker == .prophet)
        let abbreviated = try quotation("قال رسول الله (صلعم): الدين النصيحة")
        #expect(abbreviated.text == "الدين النصيحة", "\(abbreviated.text)")
    }

    @Test func theProphetNamedByHisEulogyAloneIntroducesTheSaying() throws {
        let q = try quotation("قال ﷺ: آية المنافق ثلاث: إذا حدث كذب، وإذا وعد أخلف، وإذا اؤتمن خان")
        #expect(q.text.hasPrefix("آية المنافق"), "\(q.text)")
        #expect(q.attribution.speaker == .prophet)
        let other = try quotation("يقول عليه الصلاة والسلام: من لا يرحم لا يرحم")
        #expect(other.text == "من لا يرحم لا يرحم" && other.attribution.speaker == .prophet, "\(other.text)")
    }

    @Test func theLordNamedFirstIntroducesAVerse() throws {
        let q = try quotation("لا تحزن على ما فاتك فربنا قال: وعسى أن تكرهوا شيئا وهو خير لكم")
        #expect(q.text == "وعسى أن تكرهوا شيئا وهو خير لكم", "\(q.text)")
        #expect(q.attribution.speaker == .divine)
        // «والله يقول الحق» is a verse's own words (33:4), not an introduction.
        let verse = try quotation("والله يقول الحق وهو يهدي السبيل")
        #expect(verse.text == "والله يقول الحق وهو يهدي السبيل", "\(verse.text)")
    }

    @Test func aHadithNamedAsTheSourceIntroducesItsWordsAfterTheColon() throws {
        let q = try quotation("في الحديث عن المرأة التي حشت خاتمها مسكا: والمسك أطيب الطيب")
        #expect(q.text == "والمسك أطيب الطيب", "\(q.text)")
        #expect(q.attribution.speaker == .prophet)
    }

    func check(_ text: String) throws -> FactCheckClaim {
        let checker = try #require(FactCheckTests.checker)
        return try #require(checker.check(text).claims.first)
    }

    @Test func wordsAddedAfterAVersesPartAreAddedNotItsNextWordChanged() throws {
        // 2:255 goes on «ولا نوم»; three words added after «سنة» are an addition.
        let c = try check("﴿الله لا إله إلا هو الحي القيوم لا تأخذه سنة في كل وقت﴾")
        #expect(c.verdict == .altered && c.reference?.key == "quran:2:255", "\(c.verdict) \(c.reference?.key ?? "-")")
        let canonical = "الله لا اله الا هو الحي القيوم لا تاخذه سنه"
        #expect(ArabicNormalizer.tokens(c.canonical ?? "").joined(separator: " ") == canonical,
                "\(c.canonical ?? "-")")
        #expect(c.difference.filter { $0.kind == .added }.count == 3)
        // One word at the edge is still the verse's word changed («ولا نعاس» for «ولا نوم»).
        let one = try check("﴿الله لا إله إلا هو الحي القيوم لا تأخذه سنة ولا نعاس﴾")
        #expect(one.difference.contains(WordDifference(kind: .changed, quoted: "نعاس", canonical: "نوم")))
    }

    @Test func aChangedLastWordAtTheMatnsEndIsChangedNotAdded() throws {
        let c = try check("قال رسول الله ﷺ: «وإن الرجل ليكذب حتى يكتب عند الله فاجرا»")
        #expect(c.verdict == .altered && c.reference?.key == "bukhari:6094", "\(c.verdict) \(c.reference?.key ?? "-")")
        #expect(ArabicNormalizer.tokens(c.canonical ?? "").last == "كذابا", "\(c.canonical ?? "-")")
        #expect(c.difference.contains(WordDifference(kind: .changed, quoted: "فاجرا", canonical: "كذابا")), "\(c.difference)")
    }

    @Test func aPresentVerbsWeakLastLetterIsASpellingNotAChange() throws {
        // «إذا لم تستحِ» where Bukhari 3483 is copied «إذا لم تستحي».
        #expect(QuoteWords.looseHash("تستحي") == QuoteWords.looseHash("تستح"))
        #expect(QuoteWords.looseHash("يدعو") == QuoteWords.looseHash("يدع"))
        // A noun's «ي» is "my": «قلبي» is not «قلب»; nor is a three-letter word shortened.
        #expect(QuoteWords.looseHash("قلبي") != QuoteWords.looseHash("قلب"))
        #expect(QuoteWords.looseHash("نبي") != QuoteWords.looseHash("نب"))
    }
}
