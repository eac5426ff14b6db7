import Testing
@testable import Library

/// A message that quotes more than one speaker: each quotation ends where the next speaker is
/// introduced, after a comma or an «و» as well as after a full stop, and a hadith qudsi's saying
/// is Allah's words told by the Prophet.
@Suite struct SeveralSpeakersTests {
    func quotations(_ text: String) -> [Quotation] { QuotationExtractor.quotations(in: text) }

    @Test func aSecondSpeakerAfterACommaStartsASecondQuotation() {
        let found = quotations("قال صلى الله عليه وسلم: من نسي صلاة فليصل إذا ذكرها، وقال تعالى: وأقم الصلاة لذكري")
        #expect(found.map(\.text) == ["من نسي صلاة فليصل إذا ذكرها", "وأقم الصلاة لذكري"], "\(found.map(\.text))")
        #expect(found.map(\.attribution.speaker) == [.prophet, .quran])
    }

    @Test func aSecondSentenceWithItsOwnSpeakerIsRead() {
        let found = quotations("قال رسول الله ﷺ: إنما الأعمال بالنيات. وقال تعالى: إن الله مع الصابرين.")
        #expect(found.map(\.text) == ["إنما الأعمال بالنيات", "إن الله مع الصابرين"], "\(found.map(\.text))")
        #expect(found.last?.attribution.speaker == .quran)
    }

    @Test func aStoryGoingOnIsOneQuotation() {
        // «فقال» carries a story on; a speaker at the saying's very start is a hadith qudsi's.
        let story = quotations("قال رسول الله ﷺ: جاء رجل يسأل عن الساعة فقال النبي ﷺ ما أعددت لها")
        #expect(story.count == 1, "\(story.map(\.text))")
    }

    @Test func aHadithQudsiIsAllahsWordsToldByTheProphet() throws {
        let found = quotations("قال رسول الله ﷺ: قال الله تعالى: أعددت لعبادي الصالحين ما لا عين رأت")
        let q = try #require(found.first)
        #expect(found.count == 1)
        #expect(q.text == "أعددت لعبادي الصالحين ما لا عين رأت", "\(q.text)")
        #expect(q.attribution.speaker == .prophet)
    }
}
