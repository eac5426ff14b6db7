import Testing
@testable import Library

/// «الآية اللي تقول …»: how the asker points at a text, and the words a spoken question is told
/// with, are not words of the text.
@Suite struct TextPointerTests {
    private func labels(_ q: String) -> [String] { QueryAnalyzer().analyze(q).concepts.map(\.label) }

    @Test func theVerbAfterTheRelativeIsNoWordOfTheText() {
        // «تقول» weighed as a word in 266 passages beside the verse's own words.
        #expect(!labels("أين الآية التي تقول إن الله لا يكلف نفسا إلا وسعها؟").contains("تقول"))
        #expect(!labels("ما الآية التي تذكر أن الله علم آدم الأسماء كلها؟").contains("تذكر"))
        // Said of someone, it is what they said («جدتي تقول حلال»): left to the other rules.
        #expect(QueryAnalyzer.pointsAtText(1, QueryAnalyzer.arabicWords("اللي تقول")))
        #expect(!QueryAnalyzer.pointsAtText(1, QueryAnalyzer.arabicWords("جدتي تقول")))
    }

    @Test func thenAndTheyWereTellTheStory() {
        // «وبعدين» (and then) was a word of 1,190 passages; «كانوا» one of 527, weighed as
        // much as «ويتغامزون», which only 83:30 and a few more have.
        let l = labels("الآيات اللي تقول إن المجرمين كانوا يضحكون على المؤمنين ويتغامزون عليهم، وبعدين يوم القيامة ينقلب الوضع")
        #expect(!l.contains("وبعدين") && !l.contains("كانوا"), "\(l)")
        #expect(l.contains("ويتغامزون"))
    }

    @Test func thisVerseInGulfArabicIsTheQuranAsked() {
        // «هالآية» weighed as a word no passage has, the heaviest of the question.
        let q = QueryAnalyzer().analyze("اللي ياخذ كتابه بشماله يتحسر على فلوسه، وين هالآية؟")
        #expect(q.mentionsQuran)
        #expect(!q.concepts.contains { $0.label == "هالآية" })
        #expect(!labels("وش فضل هالحديث؟").contains("هالحديث"))
    }

    @Test func pilgrimsAreHajjAndTheServantsAreTheirVerses() {
        let pilgrims = QueryAnalyzer().analyze("What did the pilgrims do before heading home?")
        #expect(pilgrims.concepts.contains { $0.forms.contains("الحج") })
        #expect(QueryAnalyzer().analyze("Who are the servants of the Most Merciful?").ayat.first == AyaRef(sura: 25, aya: 63))
        #expect(QueryAnalyzer().analyze("من هم عباد الرحمن؟").ayat.first == AyaRef(sura: 25, aya: 63))
    }
}
