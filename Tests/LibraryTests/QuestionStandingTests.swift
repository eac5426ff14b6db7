import Testing
@testable import Library

/// A question about someone's standing ("the status of mothers", "why is Bilal famous",
/// «بماذا اشتهر») asks for their virtues: its frame word is no topic, and the mother and the
/// father it names are looked for as the texts name them.
@Suite struct QuestionStandingTests {
    private let analyzer = QueryAnalyzer()

    @Test func statusIsAStandingNotStatues() {
        // "status" once stemmed as "statues" did, and found the hadith on pictures.
        #expect(EnglishStem.of("status") == "status")
        #expect(EnglishStem.of("statues") == EnglishStem.of("statue"))
        let q = analyzer.analyze("What is the status of mothers in Islam?")
        #expect(q.intent == .virtue)
        #expect(!q.concepts.contains { $0.gloss == "pictures and images" }, "\(q.concepts.map(\.label))")
        #expect(q.concepts.contains { $0.label == "mothers" })
    }

    @Test func beingFamousIsNoTopicTheTextsLack() {
        // "famous" weighed as a word no passage has, and the question about Bilal abstained.
        let q = analyzer.analyze("Who was Bilal and why is he famous?")
        #expect(q.intent == .virtue)
        #expect(q.concepts.map(\.label) == ["Bilal"])
        let a = analyzer.analyze("من هو بلال وبماذا اشتهر؟")
        #expect(a.intent == .virtue)
        #expect(!a.concepts.contains { $0.label == "اشتهر" })
    }

    @Test func theMotherIsLookedForAsTheTextsNameHer() throws {
        let q = analyzer.analyze("ما فضل الأم في الإسلام؟")
        let mother = try #require(q.concepts.first { $0.label == "الأم" })
        #expect(mother.forms.contains("امك") && mother.forms.contains("والدته"))
        // «الأمة», the nation, is not the mother with an ending; «أم», "or", is not her either.
        #expect(!mother.forms.contains("الامه") && !mother.forms.contains("ام"))
        let father = try #require(analyzer.analyze("ما حق الأب على أولاده؟").concepts.first { $0.label == "الأب" })
        #expect(father.forms.contains("ابوك") && !father.forms.contains("ابي"))
    }

    @Test func wivesAreLookedForAsTheTextsNameThem() throws {
        // «زوجاته» is in no passage: the texts say «أزواجه» and «نساؤه», and «امرأته» for a wife.
        let wives = try #require(analyzer.analyze("كيف كان النبي يعامل زوجاته؟").concepts.first { $0.label == "زوجاته" })
        #expect(wives.forms.contains("ازواجه") && wives.forms.contains("نسائه"))
        let wife = try #require(analyzer.analyze("هل يجوز للرجل أن يضرب زوجته؟").concepts.first { $0.label == "زوجته" })
        #expect(wife.forms.contains("امراته"))
    }

    @Test func aTwoLetterNounWithItsArticleTakesNoPronoun() {
        // «الحجة» (the proof, Dhu al-Hijja) is not «الحج» with an ending.
        let hajj = ArabicForms.forms(of: "الحج")
        #expect(hajj.contains("والحج") && !hajj.contains("الحجه") && !hajj.contains("الحجها"))
    }
}
