import Foundation
import Testing
@testable import Library

/// `Retriever.keepAgreedEnglish`: the hadith both English signals put first is offered.
@Suite struct EnglishAgreementTests {
    static let question = "When the dead person is carried on the men's shoulders, does it talk?"

    /// A retriever over the fixture library whose hadith English says what the question asks
    /// of bukhari:8 alone.
    func retriever() throws -> Retriever {
        var r = Retriever(index: try #require(FixtureLibrary.index))
        let url = try InstallerTests.tempDir("agreement").appendingPathComponent(HadithTranslation.fileName)
        let texts: [PassageKey: String] = [
            try #require(PassageKey("bukhari:8")): "When the funeral is ready and the men carry it on their shoulders, "
                + "if the deceased was righteous it will say, present me.",
            try #require(PassageKey("bukhari:1")): "Deeds are judged by their intentions.",
        ]
        try Data(HadithTranslation.tsv(texts).utf8).write(to: url)
        r.hadithTranslation = HadithTranslation.Lazy(url: url)
        return r
    }

    func ranked(_ key: String, matched: [Concept], meaning: [String] = []) throws -> RankedPassage {
        let index = try #require(FixtureLibrary.index)
        var p = RankedPassage(hit: try #require(try index.passage(key: key)), score: 2, coverage: 0.3, matched: matched, named: false)
        p.nearInMeaning = meaning
        return p
    }

    @Test func theHadithBothEnglishSignalsPutFirstIsOffered() throws {
        let r = try retriever()
        let dead = Concept(label: "dead", forms: ["الميت"])
        let chosen = RankedPassage(hit: try #require(try FixtureLibrary.index?.passage(key: "bukhari:1")), score: 5,
                                   coverage: 0.6, matched: [dead], named: false)
        let agreed = try ranked("bukhari:8", matched: [Concept(label: "shoulders", forms: ["اعناقهم"])])
        var offered = [chosen]
        r.keepAgreedEnglish(&offered, ranked: [chosen, agreed], question: Self.question, nearest: "bukhari:8")
        #expect(offered.map(\.hit.passage.key) == ["bukhari:1", "bukhari:8"])
        // Not when the embedder's nearest is another hadith: one signal alone is not enough.
        offered = [chosen]
        r.keepAgreedEnglish(&offered, ranked: [chosen, agreed], question: Self.question, nearest: "bukhari:1")
        #expect(offered.map(\.hit.passage.key) == ["bukhari:1"])
        // Never an answer made of an abstention.
        offered = []
        r.keepAgreedEnglish(&offered, ranked: [agreed], question: Self.question, nearest: "bukhari:8")
        #expect(offered.isEmpty)
        // Nor a passage with none of the question's words of its own to show.
        let byMeaning = try ranked("bukhari:8", matched: [dead], meaning: ["dead"])
        offered = [chosen]
        r.keepAgreedEnglish(&offered, ranked: [chosen, byMeaning], question: Self.question, nearest: "bukhari:8")
        #expect(offered.map(\.hit.passage.key) == ["bukhari:1"])
    }

    @Test func aHardQuestionsAgreedHadithIsOfferedWhenItsEnglishSaysTheHardWord() throws {
        let r = try retriever()
        let question = "Does the funeral speak when the men carry it on their shoulders?"
        func hard(_ label: String) -> WeightedConcept {
            var c = Concept(label: label, forms: [])
            c.absentFromTexts = true
            return WeightedConcept(concept: c, weight: 9, expression: nil, documents: 0)
        }
        let agreed = try ranked("bukhari:8", matched: [Concept(label: "shoulders", forms: ["اعناقهم"])])
        // An abstention: the word the Arabic search could not read is in the hadith's English.
        var offered: [RankedPassage] = []
        r.keepAgreedEnglishSaying(&offered, ranked: [agreed], question: question, nearest: "bukhari:8",
                                  weighted: [hard("funeral")])
        #expect(offered.map(\.hit.passage.key) == ["bukhari:8"])
        #expect(offered.first?.nearInMeaning == ["funeral"])
        // A word no hadith's English has (the texts lack it) leaves the abstention.
        offered = []
        r.keepAgreedEnglishSaying(&offered, ranked: [agreed], question: question, nearest: "bukhari:8",
                                  weighted: [hard("coffin")])
        #expect(offered.isEmpty)
        // Nor when the embedder's nearest is another hadith.
        r.keepAgreedEnglishSaying(&offered, ranked: [agreed], question: question, nearest: "bukhari:1",
                                  weighted: [hard("funeral")])
        #expect(offered.isEmpty)
    }

    @Test func aFullAnswerGivesItsLastPlace() throws {
        var r = try retriever()
        r.limit = 1
        let chosen = try ranked("bukhari:1", matched: [Concept(label: "dead", forms: ["الميت"])])
        var offered = [chosen]
        let agreed = try ranked("bukhari:8", matched: [Concept(label: "shoulders", forms: ["اعناقهم"])])
        r.keepAgreedEnglish(&offered, ranked: [chosen, agreed], question: Self.question, nearest: "bukhari:8")
        #expect(offered.map(\.hit.passage.key) == ["bukhari:8"])
    }
}
