import Foundation
import Testing
@testable import Library

/// Well-known texts found by meaning from an English paraphrase, with the real model. Skipped
/// when the model is not on this machine.
@Suite(.enabled(if: TestModel.isPresent, Comment(rawValue: TestModel.skipReason)))
struct KnownTextsTests {
    let glossary = Glossary(entries: [
        Glossary.Entry(terms: ["two words light on the tongue"], arabic: ["كلمتان خفيفتان"],
                       keys: ["light tongue heavy scale", "two words light"]),
        Glossary.Entry(terms: ["the seven whom Allah shades"], arabic: ["سبعة يظلهم الله"], keys: ["seven shade"]),
        Glossary.Entry(terms: ["breaking an oath"], arabic: ["فليكفر عن يمينه"], keys: ["break oath", "oath expiation"]),
        Glossary.Entry(terms: ["salah"], arabic: ["الصلاة"]),
    ])

    func entry(_ question: String) throws -> String? {
        let embedder = try #require(TestModel.embedder)
        let known = KnownTexts(glossary: glossary)
        return known.entry(for: try embedder.embed(query: question), embedder: embedder).map { glossary.entries[$0].terms[0] }
    }

    @Test func aParaphraseFindsItsText() throws {
        #expect(try entry("What are the two phrases that are light on the tongue?") == "two words light on the tongue")
        #expect(try entry("What is the expiation if I break my oath?") == "breaking an oath")
        #expect(try entry("Who are the seven people shaded by Allah?") == "the seven whom Allah shades")
        // A looser paraphrase stays below the threshold (0.84 with this model): the keyword
        // search answers it alone, rather than on a guess.
        #expect(try entry("What must I do if I swore and then did not keep my word?") == nil)
    }

    @Test func aQuestionAboutSomethingElseFindsNone() throws {
        #expect(try entry("Is it halal to invest in the stock market?") == nil)
    }

    @Test func onlyKeyedEntriesAreDescribed() {
        #expect(KnownTexts.description(of: glossary.entries[0]) == "two words light on the tongue. light tongue heavy scale; two words light")
    }
}
