import Domain
import Foundation
import Testing
@testable import Library

/// A question about a quoted saying, and the markers that introduce one.
@Suite struct QuotedSayingTests {
    /// A retriever that checks quoted sayings, as the app's answerer does.
    func checkingRetriever() throws -> Retriever {
        let index = try #require(FixtureLibrary.index)
        let checker = try FactChecker(index: index)
        var retriever = Retriever(index: index)
        retriever.quotationCheck = { checker.check($0).verdict }
        return retriever
    }

    @Test func aQuestionAboutASayingTheBooksLackAbstainsAndSaysSo() throws {
        let r = try checkingRetriever().answer("ما صحة حديث «اطلبوا العلم ولو في الصين»؟")
        #expect(r.abstained)
        #expect(r.unfoundSaying == "اطلبوا العلم ولو في الصين")
        let en = AnswerComposer.compose(r, language: .en).text
        #expect(en.contains("«اطلبوا العلم ولو في الصين» is not in the bundled Qur'an"), "\(en)")
        let ar = AnswerComposer.compose(r, language: .ar).text
        #expect(ar.contains("لا يرد القول «اطلبوا العلم ولو في الصين»"), "\(ar)")
    }

    @Test func aQuestionAboutASayingTheBooksHaveIsSearchedAsUsual() throws {
        let r = try checkingRetriever().answer("ما صحة حديث «إنما الأعمال بالنيات»؟")
        #expect(r.unfoundSaying == nil)
        #expect(!r.abstained)
    }

    @Test func aMarkerStartsAWord() {
        // «لو كان النبي» ends in «ان النبي» but reports nothing.
        #expect(QuotationExtractor.markerQuotations("لو كان النبي صلى الله عليه وسلم متخذا خليلا من أمته").isEmpty)
        #expect(!QuotationExtractor.markerQuotations("عن النبي صلى الله عليه وسلم إنما الأعمال بالنيات").isEmpty)
    }

    @Test func theQuranNamedAsAPartOfItIsNotTheSource() {
        let hadith = AttributionReader.read(before: "كان النبي ﷺ يعلمنا الاستخارة كما يعلمنا السورة من القرآن يقول",
                                            after: "", ornate: false)
        #expect(hadith.speaker == .prophet)
        #expect(AttributionReader.read(before: "قال الله في القرآن", after: "", ornate: false).speaker != .prophet)
        #expect(AttributionReader.read(before: "جاء في القرآن", after: "", ornate: false).speaker == .quran)
    }

    @Test func aMarkerEndsAWord() {
        // «يقول اللهم» is a supplication, not «يقول الله»: the quotation does not begin in «اللهم».
        let text = "فليركع ركعتين ثم يقول اللهم إني أستخيرك بعلمك وأستقدرك بقدرتك وأسألك من فضلك العظيم"
        #expect(QuotationExtractor.markerQuotations(text).isEmpty)
        #expect(!QuotationExtractor.markerQuotations("ثم يقول الله تعالى ادعوني أستجب لكم").isEmpty)
    }

    @Test func theProphetAsTheSubjectIsNotTheSpeaker() {
        let q = QuotationExtractor.quotations(in: "The Qur'an says about the Prophet: \"We have not sent you except as a mercy to all the worlds.\"")
        #expect(q.first?.attribution.speaker == .quran, "\(String(describing: q.first?.attribution))")
        let r = QuotationExtractor.quotations(in: "Allah said to the Prophet: \"Say, He is Allah, the One.\"")
        #expect(r.first?.attribution.speaker == .divine, "\(String(describing: r.first?.attribution))")
        // Narrated from him, he is still the speaker.
        let s = QuotationExtractor.quotations(in: "It is narrated from the Prophet: \"Actions are judged by intentions.\"")
        #expect(s.first?.attribution.speaker == .prophet)
    }

    @Test func aSayingCalledAHadithAfterItOrAmongHadithIsTheProphets() {
        for text in ["Never put off until tomorrow the work of today (authentic hadith)",
                     "Never put off until tomorrow the work of today - authentic hadith",
                     "ومن يعمل سوءا أو يظلم نفسه ثم يستغفر الله يجد الله غفورا رحيما. حديث صحيح",
                     "من الأحاديث الجميلة: ومن يعمل سوءا أو يظلم نفسه ثم يستغفر الله يجد الله غفورا رحيما"] {
            let q = QuotationExtractor.quotations(in: text)
            #expect(q.first?.attribution.speaker == .prophet, "\(text): \(q.map(\.attribution))")
            #expect(q.first?.text.contains("hadith") == false && q.first?.text.contains("حديث") == false, "\(q.map(\.text))")
        }
    }

    @Test func whatTheQuranTeachesClaimsTheQuran() {
        for text in ["As the Quran teaches, the best witness is the one who comes forward before he is asked.",
                     "Did you know? The Quran mentions that Satan ties three knots at the back of your head.",
                     "The Holy Qur'an teaches that the fire of this world is one part of seventy."] {
            let q = QuotationExtractor.quotations(in: text)
            #expect(q.first?.attribution.speaker == .quran, "\(text): \(q.map(\.attribution))")
            #expect(q.first?.text.lowercased().contains("quran") == false, "\(q.map(\.text))")
        }
    }

    @Test func aReportOfAHadithNamesTheProphetAsItsSpeaker() {
        let q = QuotationExtractor.quotations(in: "According to a hadith, every soul shall taste death.")
        #expect(q.map(\.text) == ["every soul shall taste death"], "\(q.map(\.text))")
        #expect(q.first?.attribution.speaker == .prophet)
        let b = QuotationExtractor.quotations(in: "It is narrated in Bukhari that actions are judged by intentions.")
        #expect(b.first?.attribution.collections == [.bukhari])
        for text in ["Narrated in Sahih Muslim: whoever does not give up false speech, Allah has no need of his fasting.",
                     "In Sahih Muslim: whoever does not give up false speech, Allah has no need of his fasting.",
                     "Reported by Muslim: whoever does not give up false speech, Allah has no need of his fasting.",
                     "According to Sahih Muslim, whoever does not give up false speech, Allah has no need of his fasting.",
                     "According to Imam Muslim whoever does not give up false speech, Allah has no need of his fasting.",
                     "Muslim narrates that whoever does not give up false speech, Allah has no need of his fasting.",
                     "Imam Muslim relates: whoever does not give up false speech, Allah has no need of his fasting."] {
            let m = QuotationExtractor.quotations(in: text)
            #expect(m.first?.attribution.collections == [.muslim], "\(text)")
            #expect(m.first?.text.hasPrefix("whoever") == true, "\(m.map(\.text))")
        }
        // A Muslim keeping his records is no book named.
        let person = QuotationExtractor.quotations(in: "A Muslim records his debts in writing, as the verse of debts commands.")
        #expect(person.first?.attribution.collections.isEmpty != false, "\(person.map(\.attribution))")
        #expect(person.first?.text.hasPrefix("his debts") != true, "\(person.map(\.text))")
    }
}
