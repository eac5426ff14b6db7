import Testing
@testable import Library

/// What an English question says in brackets or after a dash is the asker's aside, not the text
/// it asks about; a text's own name of three words or more is said together; a passage only near
/// in meaning, with none of the question's words, is not offered.
@Suite struct QuestionAsideTests {
    let analyzer = QueryAnalyzer()
    static let question = "What does the verse saying the food of the people of the Book is lawful for us actually mean"
        + " - does it cover the dishes my Christian coworkers bring in (no pork obviously)?"

    @Test func aBracketIsAnAside() {
        #expect(!QueryAnalyzer.withoutAsides(Self.question).contains("pork"))
        #expect(!analyzer.analyze(Self.question).concepts.contains { $0.label.lowercased() == "pork" })
        // A reference in brackets, and Arabic, are kept.
        #expect(QueryAnalyzer.withoutAsides("what does the verse (2:183) say about fasting?").contains("2:183"))
        #expect(QueryAnalyzer.withoutAsides("ما تفسير (البقرة: 255)؟").contains("البقرة"))
        // A bracket that is most of the question is the question.
        #expect(QueryAnalyzer.withoutAsides("(riba)?") == "(riba)?")
    }

    @Test func whereTheAskerReadItIsAnAside() {
        // "I read somewhere that …" made the question one with a word no passage has.
        let c = analyzer.analyze("I read somewhere that the sky will open up like doors. Is this in the Qur'an anywhere?").concepts
        #expect(!c.contains { ["somewhere", "anywhere"].contains($0.label.lowercased()) }, "\(c.map(\.label))")
    }

    @Test func theQualitiesAskedForAreTheAnswerNotATopic() {
        // «صفات» is in no passage: «بأي صفات وصف القرآن يحيى في بره بوالديه؟» abstained.
        let ar = analyzer.analyze("بأي صفات وصف القرآن يحيى في بره بوالديه؟").concepts.map(\.label)
        #expect(!ar.contains { ["بأي", "صفات", "وصف"].contains($0) }, "\(ar)")
        #expect(ar.contains("يحيى"))
        let en = analyzer.analyze("What qualities does the Quran describe Yahya with?").concepts.map { $0.label.lowercased() }
        #expect(!en.contains { ["qualities", "describe"].contains($0) }, "\(en)")
    }

    @Test func mikailIsTheAngelTheTextsName() {
        // "Mikail" was a word no passage has, and the question about 2:97–98 abstained.
        let c = analyzer.analyze("Which verses say whoever is an enemy of Jibril or Mikail is an enemy of Allah?").concepts
        #expect(c.contains { $0.forms.contains("ميكال") }, "\(c.map(\.label))")
    }

    @Test func whenTheAskersStoryHappensIsNoTopic() {
        let q = analyzer.analyze("If I help someone financially and later remind them of it, do I lose the reward?")
        #expect(!q.concepts.contains { ["later"].contains($0.label.lowercased()) })
        let already = analyzer.analyze("my dad always says I already need to do it now")
        #expect(!already.concepts.contains { ["always", "already", "now"].contains($0.label.lowercased()) })
    }

    @Test func aWillWithAnArticleIsTheBequest() throws {
        let will = try #require(analyzer.analyze("do i really need to write a will?").concepts.first { $0.label.lowercased().hasSuffix("will") })
        #expect(will.gloss == "wasiyyah")
        #expect(analyzer.analyze("will Allah forgive me?").concepts.allSatisfy { $0.gloss != "wasiyyah" })
    }

    @Test func aTextsKeyWordsASentenceApartAreNotTheText() {
        let apart = analyzer.analyze("People once asked the Prophet about the crescent moons, why they change. What was he told to answer them?")
        #expect(!apart.ayat.contains { $0.sura == 13 && $0.aya == 11 }, "\(apart.ayat)")
        let otherSentence = analyzer.analyze("My son memorised a lot but it doesn't change how he behaves. I remember a verse comparing people to a donkey.")
        #expect(!otherSentence.ayat.contains { $0.sura == 13 && $0.aya == 11 }, "\(otherSentence.ayat)")
        #expect(!otherSentence.concepts.contains { $0.namesText }, "\(otherSentence.concepts.map(\.label))")
        let near = analyzer.analyze("what does the Quran say about how Allah will not change a people until they change?")
        #expect(near.ayat.contains { $0.sura == 13 && $0.aya == 11 }, "\(near.ayat)")
    }

    @Test func aQuotationEndsAtADash() {
        let quoted = Retriever.quotedWords(in: Self.question)
        #expect(quoted.contains("lawful"))
        #expect(!quoted.contains("coworkers") && !quoted.contains("dishes"))
    }

    @Test func aTextsLongNameIsSaidTogether() throws {
        let food = try #require(analyzer.analyze(Self.question).concepts.first { $0.label.lowercased().hasPrefix("food of the people") })
        #expect(food.saidTogether)
        #expect(food.phrasesExpression?.hasPrefix("matn : (\"") == true)
        #expect(Concept(label: "x", forms: ["ماء"]).phrasesExpression == nil)
    }

    @Test func aPassageOnlyNearInMeaningIsNotOffered() throws {
        let r = Retriever(index: try TinyIndex.build("near-only", TinyIndex.bukhari(["أنفقوا في سبيل الله"], book: 3)))
        let hit = SearchHit(passage: Passage(collection: .quran, sura: 67, aya: 3, text: "الذي خلق سبع سماوات طباقا"), score: 1)
        var near = RankedPassage(hit: hit, score: 5, coverage: 0.6, matched: [Concept(label: "seed", forms: []), Concept(label: "grows", forms: [])])
        near.nearInMeaning = ["seed", "grows"]
        #expect(r.pick(named: [], ranked: [near]).isEmpty)
        // With one of the question's words of its own, it answers.
        near.matched.append(Concept(label: "charity", forms: ["أنفقوا"]))
        #expect(r.pick(named: [], ranked: [near]).count == 1)
    }

    @Test func whereASayingStandsAndWithWhatAreTheQuestion() {
        // «في أي سياق قيل لإبراهيم: يا إبراهيم أعرض عن هذا؟»: «سياق» outweighed «أعرض», and
        // 37:104 («يا إبراهيم» alone) came before 11:76.
        let labels = analyzer.analyze("في أي سياق قيل لإبراهيم: يا إبراهيم أعرض عن هذا؟").concepts.map(\.label)
        #expect(!labels.contains("سياق") && labels.contains("أعرض"), "\(labels)")
        // «لإبراهيم» and «إبراهيم» are one name: it weighs once.
        let ibrahim = analyzer.analyze("في أي سياق قيل لإبراهيم: يا إبراهيم أعرض عن هذا؟").concepts.filter { $0.gloss == "ibrahim" }
        #expect(ibrahim.count == 1, "\(ibrahim.map(\.label))")
        // "since" is how the asker reasons, not a topic (it was a dictionary word, «منذ»).
        #expect(!analyzer.analyze("Worshipping the sun is fine since it is a sign of God?").concepts.contains { $0.label == "since" })
        // Egyptian «بإيه» (with what) is not «بآية», a verse.
        #expect(!analyzer.analyze("يعقوب سأل ولاده وردوا عليه بإيه؟").concepts.contains { $0.label == "بإيه" })
    }

    @Test func aMufaalaNounIsLookedForAsItsVerb() throws {
        // «المحافظة» is in no passage; 2:238 says «حافظوا», 23:9 «يحافظون».
        #expect(ArabicMasdar.formThreeVerbs(of: "محافظه") == ["يحافظ", "تحافظ", "حافظوا"])
        let c = try #require(analyzer.analyze("أين الأمر بالمحافظة على الصلاة الوسطى؟").concepts.first { $0.label == "بالمحافظة" })
        #expect(c.alternate?.contains("حافظوا") == true, "\(c.alternate?.sorted().prefix(8) ?? [])")
    }
}
