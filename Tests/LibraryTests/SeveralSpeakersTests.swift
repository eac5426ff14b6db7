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

/// A claim naming a book whose telling has other words is shown in the words' own book first,
/// with the named book's telling listed after.
@Suite struct NamedBookWordingTests {
    @Test func theExactWordsLeadAndTheNamedBooksTellingFollows() throws {
        let passages = TinyIndex.bukhari(["لا يقيم الرجل الرجل من مجلسه ثم يجلس فيه"], book: 79, first: 6269) + [
            Passage(collection: .muslim, book: 39, inBook: 38, number: 5684,
                    text: "حدثنا يحيى عن نافع عن ابن عمر عن النبي صلى الله عليه وسلم قال لا يقيم الرجل الرجل من مقعده ثم يجلس فيه ولكن تفسحوا وتوسعوا",
                    key: "muslim:5684"),
        ]
        // Enough other sayings, some with the common words, that words weigh as among the real
        // books (the checker's weights need a few hundred passages).
        let others = TinyIndex.unrelated + ["لا يجلس الرجل في الطريق", "ثم يجلس الرجل فيه", "من الرجل الذي يقيم الصلاة",
                                            "لا يقيم الرجل صلاته ثم يجلس", "الرجل من مقعده في الجنة", "لا يجلس في مجلسه"]
            + (1...300).map { "كان يصوم يوم \($0) من الشهر ثم يفطر" }
        let checker = try FactChecker(index: try TinyIndex.build("named-book-wording", passages, others: others))
        let report = checker.check("لا يقيم الرجل الرجل من مجلسه ثم يجلس فيه (رواه مسلم)")
        let claim = try #require(report.claims.first)
        #expect(claim.verdict == .authentic)
        #expect(claim.reference?.key == "bukhari:6269", "\(claim.reference?.key ?? "nil")")
        #expect(claim.sources.map(\.key).contains("muslim:5684"), "\(claim.sources.map(\.key))")
    }
}
