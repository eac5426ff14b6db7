import Foundation
import Testing
@testable import Library

/// `Retriever.keepAgreedEnglishVerse`: the verse both English signals put first is offered.
@Suite struct EnglishVerseAgreementTests {
    /// Told in the asker's words: a retelling whose general words ("the Prophet", "companions")
    /// cover more of it in the hadith than in the verse it asks for.
    static let question = "My uncle kept repeating that there is no compulsion in faith; which verse says it?"

    /// A retriever over the fixture library with the translation's wording of 2:256.
    func retriever() throws -> Retriever {
        let (index, dir) = try TranslationTests.library()
        var r = Retriever(index: index)
        r.translation = QuranTranslation.Lazy(url: dir.appendingPathComponent(QuranTranslation.fileName))
        return r
    }

    func ranked(_ key: String, score: Double, matched: [Concept], meaning: [String] = []) throws -> RankedPassage {
        let index = try #require(FixtureLibrary.index)
        var p = RankedPassage(hit: try #require(try index.passage(key: key)), score: score, coverage: 0.3,
                              matched: matched, named: false)
        p.nearInMeaning = meaning
        return p
    }

    @Test func theVerseBothEnglishSignalsPutFirstIsOffered() throws {
        let r = try retriever()
        let faith = Concept(label: "faith", forms: ["الايمان"])
        let chosen = try ranked("bukhari:1", score: 5, matched: [faith])
        let agreed = try ranked("quran:2:256", score: 6, matched: [Concept(label: "compulsion", forms: ["اكراه"])])
        var offered = [chosen]
        r.keepAgreedEnglishVerse(&offered, ranked: [agreed, chosen], question: Self.question, nearest: "quran:2:256")
        // Above the passage it outscores.
        #expect(offered.map(\.hit.passage.key) == ["quran:2:256", "bukhari:1"])
        // Not when the embedder's nearest is another verse: the words' search alone is not enough.
        offered = [chosen]
        r.keepAgreedEnglishVerse(&offered, ranked: [agreed, chosen], question: Self.question, nearest: "quran:94:5")
        #expect(offered.map(\.hit.passage.key) == ["bukhari:1"])
        // Nor when the words' search puts another verse first.
        offered = [chosen]
        r.keepAgreedEnglishVerse(&offered, ranked: [agreed, chosen], question: "Is there ease with hardship?",
                                 nearest: "quran:2:256")
        #expect(offered.map(\.hit.passage.key) == ["bukhari:1"])
        // Never an answer made of an abstention.
        offered = []
        r.keepAgreedEnglishVerse(&offered, ranked: [agreed], question: Self.question, nearest: "quran:2:256")
        #expect(offered.isEmpty)
        // Nor a verse with none of the question's words of its own to show.
        let byMeaning = try ranked("quran:2:256", score: 6, matched: [faith], meaning: ["faith"])
        offered = [chosen]
        r.keepAgreedEnglishVerse(&offered, ranked: [byMeaning, chosen], question: Self.question, nearest: "quran:2:256")
        #expect(offered.map(\.hit.passage.key) == ["bukhari:1"])
    }
}
