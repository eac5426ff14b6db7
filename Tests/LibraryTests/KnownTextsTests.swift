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
        known.prepare(embedder: embedder, cache: nil)
        return known.entry(for: try embedder.embed(query: question)).map { glossary.entries[$0].terms[0] }
    }

    @Test func theVectorsAreCachedAndAStaleCacheIsIgnored() throws {
        let embedder = try #require(TestModel.embedder)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("known-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = dir.appendingPathComponent("known-texts.txt")
        let first = KnownTexts(glossary: glossary)
        #expect(first.entry(for: try embedder.embed(query: "Who are the seven people shaded by Allah?")) == nil) // not ready
        first.prepare(embedder: embedder, cache: cache)
        #expect(first.isReady)
        let text = try String(contentsOf: cache, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 4)  // the stamp and three keyed entries
        // Another glossary's cache is not this one's.
        #expect(KnownTexts.read(cache, stamp: "other", count: 3) == nil)
        // A cache for these descriptions is read at once; another glossary's is refused, to be
        // computed in the background, never while a question waits.
        let other = KnownTexts(glossary: Glossary(entries: [glossary.entries[0]]))
        #expect(!other.loadCached(embedder: embedder, cache: cache))
        #expect(!other.isReady)
        let second = KnownTexts(glossary: glossary)
        #expect(second.loadCached(embedder: embedder, cache: cache))
        #expect(second.entry(for: try embedder.embed(query: "Who are the seven people shaded by Allah?")) == 1)
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
