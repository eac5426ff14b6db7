import Domain
import Foundation
import Testing
@testable import Library

/// "What do I say in sujood?", «ماذا أقول عند الغضب؟»: questions asking for words to say are
/// answered by the supplications the texts teach, not by every passage on the occasion.
@Suite struct SayingQuestionTests {
    @Test func askingWhatToSayIsItsOwnIntent() {
        let a = QueryAnalyzer()
        for q in ["What do I say in sujood?", "What should a Muslim say when someone dies?", "what to say after eating",
                  "Which dua for entering the house?", "ماذا أقول في الركوع؟", "وش نقول عند المطر؟"] {
            #expect(a.analyze(q).intent == .saying, "\(q)")
        }
        // What the texts say, or how to recite, is not asking for words to say.
        for q in ["What does the Quran say about patience?", "How to recite the Quran?", "What did the Prophet say about dogs?",
                  "ماذا يقول الإسلام عن الصبر؟"] {
            #expect(a.analyze(q).intent != .saying, "\(q)")
        }
    }

    /// Whether `question`'s concepts include a phrase that is `words`, split as the analyser splits it.
    private func names(_ question: String, _ words: String) -> Bool {
        let wanted = ArabicNormalizer.tokens(words)
        return QueryAnalyzer().analyze(question).concepts.contains { $0.phrases.contains(wanted) }
    }

    @Test func theOccasionsNameTheirSupplication() {
        // Each found passages on the occasion, none giving words: «لا تغضب», the new moon's fast,
        // a wish for death, «لا آكل متكئا».
        let cases: [(String, String)] = [
            ("What do I say when I am angry?", "أعوذ بالله من الشيطان الرجيم"),
            ("ماذا أقول عند الغضب؟", "أعوذ بالله من الشيطان الرجيم"),
            ("What do I say after eating?", "الحمد لله كثيرا طيبا مباركا فيه"),
            ("ماذا أقول بعد الأكل؟", "الحمد لله كثيرا طيبا مباركا فيه"),
            ("What should I say when someone dies?", "أجرني في مصيبتي واخلف لي خيرا منها"),
            ("ماذا أقول إذا مات لي أحد؟", "أجرني في مصيبتي واخلف لي خيرا منها"),
            ("What do I say in ruku?", "سبحانك اللهم ربنا وبحمدك اللهم اغفر لي"),
            ("ماذا أقول في السجود؟", "سبحانك اللهم ربنا وبحمدك اللهم اغفر لي"),
            ("What should I say when I enter my house?", "فذكر الله عند دخوله"),
            ("What is the best time for dua?", "أقرب ما يكون العبد من ربه وهو ساجد"),
            ("ما أفضل وقت للدعاء؟", "أقرب ما يكون العبد من ربه وهو ساجد"),
            ("How many times should I wash each part in wudu?", "توضأ مرتين مرتين"),
            ("كم مرة أغسل أعضاء الوضوء؟", "توضأ مرتين مرتين"),
            ("هل يجوز الصلاة وأنا حاقن؟", "وهو يدافعه الأخبثان"),
            // The permission to visit came first, not the greeting taught for the graves.
            ("What do I say when visiting the graves?", "السلام عليكم دار قوم مؤمنين"),
            ("ماذا أقول عند زيارة القبور؟", "السلام عليكم دار قوم مؤمنين"),
        ]
        for (q, text) in cases { #expect(names(q, text), "\(q)") }
    }

    @Test func whoMarriesWhomDecidesTheVerse() {
        // "marry a Christian" named 5:5, which permits a man the women of the People of the
        // Book, for a woman asking of a Christian man.
        let a = QueryAnalyzer()
        for q in ["Can a Muslim woman marry a Christian man?", "Can my daughter marry a non Muslim?",
                  "هل يجوز للمسلمة الزواج من مسيحي؟"] {
            let ayat = a.analyze(q).ayat
            #expect(ayat.contains(AyaRef(sura: 60, aya: 10)) && !ayat.contains(AyaRef(sura: 5, aya: 5)), "\(q)")
        }
        for q in ["Can a Muslim man marry a Christian woman?", "Can I marry a Christian?", "هل يجوز الزواج من مسيحية؟"] {
            let ayat = a.analyze(q).ayat
            #expect(ayat.contains(AyaRef(sura: 5, aya: 5)) && !ayat.contains(AyaRef(sura: 60, aya: 10)), "\(q)")
        }
        #expect(Glossary.inOrder([[1], [3, 0], [4]]))
        #expect(!Glossary.inOrder([[5], [3], [4]]))
    }

    @Test func aSupplicationCutOffAmongTheOccasionsPassagesIsSearchedFor() throws {
        // Three passages on anger without words to say, and the one that gives them: with one
        // candidate a concept, anger alone brings a passage without them.
        let anger = TinyIndex.bukhari(["لا تغضب ولك الجنة أبدا", "لا تغضب ولك الجنة يوما", "لا تغضب ولك الجنة قط",
                                       "استب رجلان فغضب أحدهما فقال لو قال أعوذ بالله من الشيطان الرجيم لذهب عنه الغضب"], book: 1)
        var r = Retriever(index: try TinyIndex.build("saying-candidates", anger))
        r.perConcept = 1
        var query = LibraryQuery()
        query.concepts = [Concept(label: "الغضب", forms: ["الغضب", "تغضب", "فغضب"])]
        let weighted = try r.weigh(query.concepts)
        query.intent = .saying
        let ids = try r.sayingCandidates(query, weighted, saturated: [0])
        let keys = try r.index.passages(ids: Array(ids), full: false).map(\.passage.key)
        #expect(keys == ["bukhari:4"])
        query.intent = .ruling
        #expect(try r.sayingCandidates(query, weighted, saturated: [0]).isEmpty)
    }
}
