import Testing
@testable import Library

/// A rare word looked for by its root's participles, a curse read as a ruling, the quoted
/// "good" that the loose spelling had read as the filler "god", a transliteration's case
/// ending, and a well-known text a question's story names.
@Suite struct RootAndQuotedWordTests {
    @Test func aRootsParticiplesAreItsPeople() {
        let forms = ArabicParticiples.forms(of: "نمص")
        for word in ["النامصات", "والمتنمصات", "نامصه"] { #expect(forms.contains(word), "\(word)") }
        #expect(ArabicParticiples.root(of: "واشمات") == Array("وشم"))
        #expect(ArabicParticiples.root(of: "مستوشمه") == Array("وشم"))
        #expect(ArabicParticiples.root(of: "متنمص") == Array("نمص"))
        // A weak root's patterns change its letters; a long word is no root.
        #expect(ArabicParticiples.forms(of: "قال").isEmpty)
        #expect(ArabicParticiples.forms(of: "الصلاه").isEmpty)
    }

    @Test func aRareWordFindsTheHadithThatNamesItsDoers() throws {
        let passages = TinyIndex.bukhari(["لعن الله الواشمات والمستوشمات والنامصات والمتنمصات المغيرات خلق الله",
                                          "بعث عمر الناس في افناء الامصار يقاتلون المشركين"], book: 77)
        let r = Retriever(index: try TinyIndex.build("root-participles", passages))
        let result = try r.answer("ما حكم النمص؟")
        #expect(result.passages.first?.hit.passage.key == "bukhari:1", "\(result.passages.map(\.hit.passage.key))")
        #expect(!result.passages.contains { $0.hit.passage.key == "bukhari:2" })
    }

    @Test func aCurseSpeaksToARuling() {
        #expect(QuestionIntent.ruling.passageCues.contains("لعن"))
    }

    @Test func goodIsASayingsWordButAFrameInAQuestion() {
        var quoting = QueryAnalyzer()
        quoting.keySlack = 3
        let claim = quoting.analyze("Modesty brings nothing except good")
        #expect(claim.concepts.contains { $0.label.lowercased() == "good" }, "\(claim.concepts.map(\.label))")
        // The saying's negation and exception are its Arabic particles, never searched.
        #expect(!claim.concepts.contains { ["nothing", "except"].contains($0.label.lowercased()) })
        // "God" stays the filler it always was, quoted or asked.
        #expect(!quoting.analyze("God helps those who help themselves").concepts.contains { $0.label.lowercased() == "god" })
        // Asked, "is it good to …" frames the question as before.
        let asked = QueryAnalyzer().analyze("is it good to pray at night?")
        #expect(!asked.concepts.contains { $0.label.lowercased() == "good" })
        #expect(QuestionFrame.mergesIntoFiller("good") && !QuestionFrame.mergesIntoFiller("need"))
    }

    @Test func aTransliteratedCaseEndingIsOptional() {
        #expect(Glossary.loose("subhanallahi wa bihamdihi") == Glossary.loose("subhanallah wa bihamdih"))
        #expect(Glossary.loose("salah") == Glossary.loose("salaah"))
        // Only after h: "sunni" and "hajji" keep their endings.
        #expect(Glossary.loose("sunni") == "suni")
    }

    @Test func aKnownTextTheStoryNamesIsNotItsSetting() {
        var story = Concept(label: "rich delaying paying", forms: ["مطل"])
        story.narrative = true
        story.namesText = true
        var setting = Concept(label: "friend", forms: ["صديق"])
        setting.narrative = true
        var weighted = [WeightedConcept(concept: story, weight: 8, expression: nil, documents: 4),
                        WeightedConcept(concept: setting, weight: 8, expression: nil, documents: 40)]
        Retriever.discountNarrative(&weighted)
        #expect(weighted[0].weight == 8)
        #expect(weighted[1].weight == 8 * Retriever.narrativeShare)
    }
}
