import Domain
import Foundation
import Testing
@testable import Library

/// How a claim is worded around its quotation: when and to whom before a colon, a sura named
/// without an aya, a verse said to be "in the Qur'an", and a word dropped before the last.
@Suite struct ClaimWordingTests {
    func check(_ text: String) throws -> FactCheckClaim {
        let checker = try #require(FactCheckTests.checker)
        return try #require(checker.check(text).claims.first)
    }

    @Test func theSettingBeforeAColonIsNotPartOfTheSaying() throws {
        let q = QuotationExtractor.quotations(in: "قال رسول الله ﷺ لما سئل عن العمل: إنما الأعمال بالنيات")
        #expect(q.map(\.text) == ["إنما الأعمال بالنيات"])
        #expect(q.first?.attribution.speaker == .prophet)
        let c = try check("قال رسول الله ﷺ لما سئل عن العمل: إنما الأعمال بالنيات")
        #expect(c.verdict == .authentic)
        #expect(c.reference?.key == "bukhari:1")
        // A colon further on is inside the saying: nothing is cut from a long one.
        let (setting, saying) = QuotationExtractor.afterSetting(" إنما الأعمال بالنيات وإنما لكل امرئ ما نوى فمن كانت هجرته إلى الله ورسوله: فهجرته")
        #expect(setting.isEmpty && saying.hasPrefix(" إنما"))
    }

    @Test func aSuraNamedWithoutItsAyaIsChecked() throws {
        #expect(AttributionReader.read(before: "قال تعالى في سورة آل عمران:", after: "", ornate: true).sura == 3)
        #expect(AttributionReader.read(before: "Allah says in Surah Al-Baqarah:", after: "", ornate: false).sura == 2)
        #expect(AttributionReader.read(before: "قال تعالى:", after: "", ornate: true).sura == nil)
        let wrong = try check("قال تعالى في سورة آل عمران: ﴿لا إكراه في الدين﴾")
        #expect(wrong.verdict == .misattributed)
        #expect(wrong.reference?.key == "quran:2:256")
        #expect(wrong.claimedSource == "quran:3")
        #expect(try check("قال تعالى في سورة البقرة: ﴿لا إكراه في الدين﴾").verdict == .authentic)
        // The reader is told the sura claimed, not an aya numbered 3.
        #expect(FactCheckPhrases.misattributed(.ar, claimed: "quran:3", actual: "x").contains("سورة آل عمران"))
        #expect(FactCheckPhrases.misattributed(.en, claimed: "quran:3", actual: "x").contains("Surah Al 'Imran"))
        #expect(FactCheckPhrases.misattributed(.en, claimed: "quran:2:255", actual: "x").contains("Qur'an 2:255"))
    }

    @Test func aVerseSaidToBeInTheQuranClaimsTheQuran() {
        let q = QuotationExtractor.quotations(in: "There is a verse in the Quran that says purification is half of faith.")
        #expect(q.map(\.text) == ["purification is half of faith"])
        #expect(q.first?.attribution.speaker == .quran)
        let h = QuotationExtractor.quotations(in: "There is a hadith that says the strong man controls himself when angry.")
        #expect(h.first?.attribution.speaker == .prophet)
    }

    @Test func aWordDroppedBeforeTheLastKeepsTheLastInTheCanonicalText() throws {
        let c = try check("﴿إلا الذين آمنوا وعملوا الصالحات وتواصوا بالحق بالصبر﴾")
        #expect(c.verdict == .altered)
        let canonical = ArabicNormalizer.tokens(c.canonical ?? "")
        #expect(canonical.last == "بالصبر", "\(canonical)")
        #expect(c.difference.contains(WordDifference(kind: .missing, quoted: nil, canonical: "وتواصوا")))
    }

    @Test func theProphetNamedAsEnglishSpeakersNameHimIsTheSpeaker() {
        for text in ["Rasulullah (saw) said: never despair of Allah's mercy, Allah forgives all sins.",
                     "Our Prophet taught us to look at those below us in wealth and not those above us.",
                     "The Holy Prophet used to say: the strong man is the one who controls himself in anger."] {
            let q = QuotationExtractor.quotations(in: text)
            #expect(q.count == 1 && q[0].attribution.speaker == .prophet, "\(text)")
            #expect(!(q.first?.text.lowercased().contains("prophet") ?? true), "\(q.map(\.text))")
        }
        // Named after the saying, he is still its speaker, and not part of it.
        let after = QuotationExtractor.quotations(in: "Whoever does not show mercy to people, Allah will not show mercy to him - the Messenger of Allah (pbuh)")
        #expect(after.map(\.text) == ["Whoever does not show mercy to people, Allah will not show mercy to him"])
        #expect(after.first?.attribution.speaker == .prophet)
        // "Hadith:" as a heading is the report, not the saying's first word.
        let heading = QuotationExtractor.quotations(in: "Hadith: Loving your homeland is a part of iman.")
        #expect(heading.first.map { !$0.text.lowercased().hasPrefix("hadith") } == true, "\(heading.map(\.text))")
        #expect(heading.first?.attribution.speaker == .prophet)
    }
}
