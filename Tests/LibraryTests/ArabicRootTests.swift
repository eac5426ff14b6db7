import Domain
import Testing
@testable import Library

/// The root of an Arabic word the glossary does not know lets a passage that says it in
/// another form of that root (5:106's «الوصية» for a question's «يوصي») answer it, at a
/// discount, and only beside words the passage has as asked.
@Suite struct ArabicRootTests {
    private func root(_ word: String) -> String? { ArabicRoot.of(ArabicNormalizer.normalize(word)) }

    @Test(arguments: [
        ["يوصي", "الوصية", "وصيته", "أوصى"],
        ["حضرت", "حضر", "يحضر"],
        ["يشهد", "شهادة", "شهداء", "شهود"],
        ["قال", "يقول", "القول"],
        ["صام", "الصيام", "يصوم"],
        ["صبرت", "الصبر", "يصبر", "الصابرين"],
        ["بيلهث", "يلهث"],
        ["طردته", "طرد"],
        // A root beginning with a hamza, written ا once normalised, in the present.
        ["الاكل", "ياكل", "تاكلوا", "ياكلون"],
        ["الاخذ", "ياخذ", "تاخذوا"],
        // A present plural with an object pronoun (8:62's «يخدعوك»).
        ["خداع", "يخدعوك", "يخادعون"],
        ["القتل", "تقتلوهم", "يقتلوه"],
    ])
    func formsOfOneRootMeet(_ words: [String]) throws {
        let first = try #require(root(words[0]))
        for w in words.dropFirst() { #expect(root(w) == first, "\(w): \(root(w) ?? "nil") ≠ \(first)") }
    }

    @Test func differentRootsStayApart() {
        #expect(root("الصبر") != root("الصدقة"))
        #expect(root("يوصي") != root("يصلي"))
        #expect(root("شهود") != root("شهور"))
        // ت or ن, ا and two letters is as often a فاعل: the trader is not "eating".
        #expect(root("تاجر") != root("الاكل"))
        #expect(root("ناصر") == root("النصر"))
        // «مكروه» is a مفعول of كره, not a verb of مكر with «وه».
        #expect(root("مكروه") == root("الكراهية"))
    }

    @Test func notARootForShortOrOtherWords() {
        #expect(root("من") == nil)
        #expect(root("fasting") == nil)
        #expect(root("") == nil)
    }

    private static func index() throws -> LibraryIndex {
        let sayings = ["إذا حضر أحدكم الموت فليكتب الوصية", "الوصية حق على كل مسلم", "إذا حضر الطعام فابدؤوا به",
                       "من مات غريبا مات شهيدا", "كان يوصي بالجار", "ريح المسك أطيب"]
        return try TinyIndex.build("arabic-root", TinyIndex.bukhari(sayings, book: 6))
    }

    @Test func aPassageWithTheQuestionsWordsCoversAnotherFormOfItsRoot() throws {
        let result = try Retriever(index: try Self.index()).answer("إذا حضر الموت فمتى يوصي؟")
        let first = try #require(result.passages.first)
        #expect(first.hit.passage.key == "bukhari:1", "\(result.passages.map(\.hit.passage.key))")
        #expect(first.matched.map(\.label).contains("يوصي"))
        #expect(!result.notFound.map(\.label).contains("يوصي"))
        // The answer shows the word the passage has for it.
        #expect(AnswerComposer.matchedWords(first, .ar).contains("الوصية"), "\(AnswerComposer.matchedWords(first, .ar))")
    }

    @Test func theRootAloneAnswersNothing() throws {
        // The two sayings on the will have only the root of «يوصي»: a guess, with no word of
        // the question as asked. The one that says it answers alone.
        let result = try Retriever(index: try Self.index()).answer("متى يوصي؟")
        #expect(result.passages.map(\.hit.passage.key) == ["bukhari:5"])
    }

    @Test func theRootDecidesCoverageNotOrder() throws {
        let index = try Self.index()
        let weighted = try Retriever(index: index).weigh(QueryAnalyzer().analyze("إذا حضر الموت فمتى يوصي؟").concepts)
        #expect(weighted.contains { !$0.concept.rootForms.isEmpty })
        var bare = weighted
        for i in bare.indices { bare[i].concept.rootForms = [] }
        let hit = try #require(try index.passage(key: "bukhari:1"))
        func rank(_ w: [WeightedConcept]) throws -> RankedPassage {
            try #require(Scorer(concepts: w, intent: .general, mentionsQuran: false, averageLength: index.averageMatnWords)
                .rank(hit, meaningRank: nil))
        }
        let with = try rank(weighted), without = try rank(bare)
        #expect(with.coverage > without.coverage)
        #expect(with.score == without.score)
    }

    @Test func besideOneWordOnlyInTheNearestPassageByMeaning() throws {
        let index = try Self.index()
        // «حضر» alone is under a quarter of the question: the root of the rest counts only in
        // the passage nearest the question by meaning.
        let q = QueryAnalyzer().analyze("إذا حضر المسافر وأراد أن يوصي فمن يشهد؟")
        let weighted = try Retriever(index: index).weigh(q.concepts)
        let hit = try #require(try index.passage(key: "bukhari:1"))
        let scorer = Scorer(concepts: weighted, intent: .general, mentionsQuran: false, averageLength: index.averageMatnWords)
        let far = try #require(scorer.rank(hit, meaningRank: MeaningRank(rank: 5, score: 0.8)))
        let near = try #require(scorer.rank(hit, meaningRank: MeaningRank(rank: 0, score: 0.8)))
        #expect(!far.matched.map(\.label).contains("يوصي"))
        #expect(near.matched.map(\.label).contains("يوصي"), "\(near.matched.map(\.label))")
        #expect(near.coverage > far.coverage)
    }

    @Test func aFirstWawIsReadAsAndAsWell() throws {
        let retriever = Retriever(index: try Self.index())
        var c = Concept(label: "وطيب", forms: ["وطيب"])
        retriever.addRootForms(&c)
        #expect(c.rootForms.contains("اطيب"), "\(c.rootForms)")
    }
}
