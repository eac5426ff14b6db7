import Domain
import Testing
@testable import Library

/// How a question's words are read: which sense a homograph takes, which words only frame the
/// question, which English key names it, and where a hadith's saying begins.
@Suite struct QuestionSenseTests {
    private let analyzer = QueryAnalyzer()

    private func glosses(_ question: String) -> [String] {
        analyzer.analyze(question).concepts.filter { !$0.fromContext }.compactMap(\.gloss)
    }

    @Test func aHomographTakesTheSenseItsNeighboursShare() {
        // «أبر» is "I honour" beside parents and "pollinated" beside palms and their fruit.
        #expect(glosses("كيف أبر والدي؟").contains("parents"))
        #expect(glosses("بعت نخلا قد أبر، فلمن يكون ثمره؟").contains("pollination"))
        #expect(!glosses("بعت نخلا قد أبر، فلمن يكون ثمره؟").contains("parents"))
        // «كذّب بآيات الله» is denying the signs; «الكذب» alone is lying.
        #expect(glosses("ما جزاء من كذّب بآيات الله؟").contains("denying the signs"))
        #expect(glosses("ما حكم الكذب؟").contains("lying"))
    }

    @Test func prayingForSomeoneIsSupplicationNotTheRitualPrayer() {
        // The Prophet "prayed for" Daws with «اللهم اهد دوسا»; asking to die is a du'a too.
        #expect(glosses("How did the Prophet pray for the tribe of Daws?").contains("dua"))
        #expect(!glosses("How did the Prophet pray for the tribe of Daws?").contains("salah"))
        #expect(glosses("Is it ok to pray for death when you suffer?").contains("dua"))
        #expect(glosses("How do I pray the witr?").contains("salah"))
    }

    @Test func aHadithsSadaqahIsZakatBesideWhatZakatIsDueOn() throws {
        // «ليس فيما دون خمس ذود صدقة» is the zakat on camels; «الصدقة تطفئ الخطيئة» is charity.
        let index = try TinyIndex.build("zakat-sadaqah", TinyIndex.bukhari(
            ["الصدقة تطفئ الخطيئة كما يطفئ الماء النار", "ليس فيما دون خمس ذود صدقة من الإبل"], book: 24))
        let r = try Retriever(index: index).answer("Is zakat due on fewer than five camels?")
        #expect(r.passages.first?.hit.passage.key == "bukhari:2", "\(r.passages.map(\.hit.passage.key))")
        #expect(r.passages.first { $0.hit.passage.key == "bukhari:1" }?.matched.contains { $0.gloss == "zakat" } != true)
    }

    @Test func aFunctionWordAfterAConjunctionIsNotATopic() {
        let labels = analyzer.analyze("بعت نخلا قد أبر، فلمن يكون ثمره؟").concepts.map(\.label)
        #expect(!labels.contains("فلمن"))
        #expect(!labels.contains("يكون"))
    }

    @Test func drinkingIsNotAlcohol() {
        let q = analyzer.analyze("What did the Prophet say about a dog drinking from a container?")
        #expect(!q.concepts.contains { $0.gloss == "alcohol" })
        #expect(q.ayat.isEmpty)
    }

    @Test func aLongerKeyWinsOverTheKeysInsideIt() {
        let g = Glossary.bundled
        let found = g.keyed(in: "What should I say thirty three times after each prayer?")
        let names = found.map { g.entries[$0.entry].terms[0] }
        #expect(names.contains("the glorification after the prayer, thirty-three times"))
        // Every other match uses words the longest one does not.
        let longest = found.map(\.words).max { $0.count < $1.count } ?? []
        for f in found where f.words != longest { #expect(!f.words.isSubset(of: longest), "\(names)") }
    }

    @Test(arguments: [("cheats", "cheat"), ("cheating", "cheat"), ("cheated", "cheat"), ("stopped", "stop"),
                      ("making", "mak"), ("make", "make"), ("menstruation", "menstru"), ("menstruating", "menstru"), ("stories", "story"), ("witness", "witness"),
                      ("fasting", "fast"), ("الصلاه", "الصلاه")])
    func englishStems(word: String, stem: String) {
        #expect(EnglishStem.of(word) == stem)
    }

    @Test func anInflectionFindsTheGlossarysSpelling() {
        // The glossary spells it "cheating"; the asker wrote "cheats".
        let q = analyzer.analyze("What did the Prophet say about someone who cheats when selling food?")
        #expect(q.concepts.contains { $0.gloss == "cheating" }, "\(q.concepts.map(\.label))")
    }

    @Test func anUnknownVerbOrPredicateIsIncidentalAndATopicIsNot() {
        #expect(Retriever.isIncidental(Concept(label: "يعامل", forms: [])))
        #expect(Retriever.isIncidental(Concept(label: "حقيقة", forms: [])))
        #expect(!Retriever.isIncidental(Concept(label: "التدخين", forms: [])))
        #expect(!Retriever.isIncidental(Concept(label: "والقهوة", forms: [])))
        #expect(!Retriever.isIncidental(Concept(label: "birthdays", forms: [])))
        var known = Concept(label: "السحر", forms: [])
        known.gloss = "magic"
        #expect(!Retriever.isIncidental(known))
    }

    @Test func theChainEndsAtTheLastNarratorsVerbPastALongNameAndItsBlessing() {
        // Bukhari 1513: the woman's question comes before the Prophet's quoted «نعم».
        let text = "حدثنا عبد الله بن يوسف أخبرنا مالك عن ابن شهاب عن سليمان بن يسار عن عبد الله بن عباس ـ رضى الله عنهما ـ قال كان الفضل رديف رسول الله فجاءت امرأة من خثعم فقالت أفأحج عنه قال \" نعم \" وذلك في حجة الوداع"
        let words = text.split(separator: " ").map(PassageText.fold)
        let start = PassageText.matnStart(words)
        #expect(words[start] == "كان", "\(words[start])")
    }

    @Test func aChainEndsBeforeTheMatnsOwnPrepositions() {
        // Muslim 1077: the matn's «عن قراءة القرآن» is not the chain's last «عن»; the chain,
        // which opens with «وحدثنا», ends at «يقول» after ʿAli's name.
        let text = "وحدثنا أبو كريب محمد بن العلاء حدثنا أبو أسامة عن الوليد - يعني ابن كثير - حدثني إبراهيم بن عبد الله بن حنين عن أبيه أنه سمع علي بن أبي طالب يقول نهاني رسول الله صلى الله عليه وسلم عن قراءة القرآن وأنا راكع أو ساجد"
        let words = text.split(separator: " ").map(PassageText.fold)
        let start = PassageText.matnStart(words)
        #expect(words[start] == "نهاني", "\(words[start])")
    }

    @Test func aSayingVerbFollowedByALinkIsStillTheChain() {
        // «قال حدثنا»: the chain goes on to the man who asked.
        let text = "حدثنا مسدد قال حدثنا يحيى قال حدثنا عوف قال حدثنا أبو المنهال قال انطلقت مع أبي إلى أبي برزة الأسلمي فقال له أبي حدثنا كيف كان رسول الله يصلي المكتوبة"
        let words = text.split(separator: " ").map(PassageText.fold)
        let start = PassageText.matnStart(words)
        #expect(words[start] == "انطلقت", "\(words[start])")
    }

    @Test func aChainLeftAtTheHeadOfAMatnIsFoundAtQueryTime() {
        func end(_ text: String) -> String {
            let words = ArabicNormalizer.normalize(text).split(separator: " ")
            let i = PassageText.leadingChainEnd(words)
            return i < words.count ? String(words[i]) : "-"
        }
        // Muslim 2110: a second chain and a pointer; its «محمد» and «عيسى» are narrators.
        #expect(end("وحدثناه محمد بن رافع حدثنا إسحاق يعني ابن عيسى أخبرنا مالك عن زيد بن أسلم في هذا الإسناد بمثله") == "في")
        // Bukhari 1743: no verb of saying after the last link; the companion's blessing is the chain's.
        #expect(end("حدثنا محمد بن عبيد بن ميمون حدثنا عيسى بن يونس عن عبيد الله عن نافع عن ابن عمر رضي الله عنهما"
                    + " رخص النبي") == "رخص")
        #expect(end("قال ح وحدثني يوسف بن عيسى المروزي قال حدثنا الفضل عن عائشة قالت كان") == "قالت")
        // A matn that opens with its saying has no chain to skip.
        let saying = ArabicNormalizer.normalize("قال رسول الله إنما الأعمال بالنيات").split(separator: " ")
        #expect(PassageText.leadingChainEnd(saying) == 0)
    }
}
