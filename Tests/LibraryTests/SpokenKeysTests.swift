import Domain
import Foundation
import Testing
@testable import Library

/// Questions typed as people speak («لقيت فلوس في الشارع», «هل الحايض تصلي؟», "is it
/// permissable …?") reach the texts the glossary names for them.
@Suite struct SpokenKeysTests {
    let analyzer = QueryAnalyzer()

    /// Whether `question`'s concepts include a phrase that is `words`, split as the analyser splits it.
    private func names(_ question: String, _ words: String) -> Bool {
        let wanted = ArabicNormalizer.tokens(words)
        return analyzer.analyze(question).concepts.contains { $0.phrases.contains(wanted) }
    }

    @Test func spokenWordingsNameTheirText() {
        let cases: [(String, String)] = [
            // «الحايض» without its hamza, as typed; the key says «الحائض».
            ("هل الحايض تصلي", "أليس إذا حاضت لم تصل ولم تصم"),
            ("can a woman pray during her period", "أليس إذا حاضت لم تصل ولم تصم"),
            ("ينفع اصلي من غير وضو", "لا تقبل صلاة بغير طهور"),
            ("can i pray without wudu", "لا تقبل صلاة بغير طهور"),
            ("هل يجوز الرجوع في الهدية", "العائد في هبته"),
            ("whats the best dhikr", "أحب الكلام إلى الله"),
            ("جوزي بيضربني ده حلال ولا حرام", "لا يجلد أحدكم امرأته جلد العبد"),
            ("حكم اللي يسب الصحابة", "لا تسبوا أصحابي"),
            ("شو يسوي اللي حلف كذب", "يمين صبر"),
            // A key that is not the whole question still lends its phrases to its words.
            ("ابوي مات وخلف بنتين وولد كيف نقسم الورث", "للذكر مثل حظ الأنثيين"),
        ]
        for (q, text) in cases { #expect(names(q, text), "\(q)") }
    }

    @Test func spokenWordingsNameTheirVerses() {
        let cases: [(String, AyaRef)] = [
            ("حكم الرشوه", AyaRef(sura: 2, aya: 188)),
            ("كم عدة المطلقه", AyaRef(sura: 2, aya: 228)),
            ("كم مدة الرضاعه", AyaRef(sura: 2, aya: 233)),
            ("is shrimp halal", AyaRef(sura: 5, aya: 96)),
            ("الكتابه للدين واجبه؟", AyaRef(sura: 2, aya: 282)),
        ]
        for (q, ref) in cases { #expect(analyzer.analyze(q).ayat.contains(ref), "\(q)") }
    }

    @Test func gamblingIsTheDefiniteWordOnly() {
        // «فكل ميسر لما خلق له» (each is eased towards what he was made for) is not gambling.
        for q in ["is gambling haram", "شو حكم القمار"] {
            let forms = analyzer.analyze(q).concepts.flatMap(\.forms)
            #expect(forms.contains("الميسر") && !forms.contains("ميسر"), "\(q)")
        }
    }

    @Test func aKeyNamingTheTopicDoesNotPinItsVersesForOneThingInIt() {
        // «قوم لوط» names the people of Lut; asked what they threatened him with, their
        // entry's verses shown first hid the one that answers (27:56).
        let within = analyzer.analyze("بماذا هدد قوم لوط نبيهم لوطا؟")
        #expect(!within.ayat.contains(AyaRef(sura: 7, aya: 80)))
        // Asked of as a whole, the entry is the question.
        #expect(analyzer.analyze("حكم الرشوة").ayat.contains(AyaRef(sura: 2, aya: 188)))
    }

    @Test func mahramAfterWithoutIsAPerson() {
        let travel = analyzer.analyze("اختي تبي تسافر بدون محرم")
        #expect(travel.concepts.contains { $0.label == "محرم" })
        // «تبي» (she wants) carries the question.
        #expect(!travel.concepts.contains { $0.label == "تبي" })
        // After «شهر» or a word of fasting it is the month: «صيام محرم» found the forbidden fasts.
        #expect(analyzer.analyze("صيام محرم").concepts.contains { $0.label == "محرم" })
        #expect(analyzer.analyze("ما فضل صيام شهر محرم").concepts.contains { $0.label == "محرم" })
        let forbidden = analyzer.analyze("هل الغناء محرم؟")
        #expect(forbidden.intent == .ruling && !forbidden.concepts.contains { $0.label == "محرم" })
    }

    @Test func gulfIWantIsNotAKunya() {
        let divorce = analyzer.analyze("ابي اطلق مرتي وهي حامل")
        #expect(!divorce.concepts.contains { $0.isName })
        #expect(divorce.concepts.contains { $0.label == "اطلق" })
        #expect(analyzer.analyze("ما قصة أبي أيوب الأنصاري؟").concepts.contains { $0.isName })
    }

    @Test func fromMeIsNotAWordOfTheTopic() {
        // «مني» searched found 75:37's «من مني يمنى».
        #expect(!analyzer.analyze("امي زعلانة مني كيف ارضيها").concepts.contains { $0.label == "مني" })
    }

    @Test func keysTakeHamzaSeatsLoosely() {
        #expect(Glossary.looseArabic("حائض") == "حايض")
        #expect(Glossary.looseArabic("مسؤول") == "مسوول")
        #expect(Glossary.looseArabic("دعاء") == "دعا")
        // «ماء» would be «ما», the commonest word of a question.
        #expect(Glossary.looseArabic("ماء") == "ماء")
    }

    @Test func misspeltFrameWordsAreFrameWords() {
        #expect(QuestionFrame.meantFrameWord(Glossary.loose("permissable")) == Glossary.loose("permissible"))
        #expect(QuestionFrame.meantFrameWord("perfom") == "perform")
        #expect(QuestionFrame.meantFrameWord("fasting") == nil)
        #expect(QuestionFrame.meantFrameWord("ruling") == nil)
    }
}
