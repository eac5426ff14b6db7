import Testing
@testable import Library

/// An Arabic word the glossary does not know, missing from a passage that is among the
/// question's three nearest by meaning, counts in part (the passage says it otherwise: «يرقى»
/// where the hadith says «استرقوا»); only beside the question's other words, and never beside
/// a name or a word the texts lack.
@Suite struct SaidOtherwiseTests {
    private static func index() throws -> LibraryIndex {
        let sayings = ["رأيت الطائر يسبح في الجنة", "الديك يغرد عند الفجر", "سبحان الله وبحمده عدد خلقه",
                       "الطائر في قفصه", "الطائر على الشجرة", "رأى الطائر"]
        return try TinyIndex.build("said-otherwise", TinyIndex.bukhari(sayings, book: 5))
    }

    private func nearOf(_ key: String, _ result: LibraryResult) -> [String]? {
        result.passages.first { $0.hit.passage.key == key }?.nearInMeaning
    }

    @Test func aNearPassageCoversTheWordItSaysOtherwise() throws {
        let index = try Self.index()
        let near = Retriever(index: index, semantic: PointerByMeaningTests.FixedNearest(keys: ["bukhari:1"]))
        let result = try near.answer("هل يغرد الطائر؟")
        #expect(nearOf("bukhari:1", result) == ["يغرد"], "\(result.passages.map { ($0.hit.passage.key, $0.nearInMeaning) })")
        let share = result.passages.first { $0.hit.passage.key == "bukhari:1" }?.saidOtherwise ?? 0
        #expect(share > 0 && share < 0.5)
        // Without meaning, the word is the passage's to lack.
        let words = try Retriever(index: index).answer("هل يغرد الطائر؟")
        #expect(words.passages.allSatisfy { $0.nearInMeaning.isEmpty })
    }

    @Test func onlyTheThreeNearestAndOnlyBesideTheQuestionsWords() throws {
        let index = try Self.index()
        let fourth = Retriever(index: index, semantic: PointerByMeaningTests.FixedNearest(
            keys: ["bukhari:4", "bukhari:5", "bukhari:6", "bukhari:1"]))
        let result = try fourth.answer("هل يغرد الطائر؟")
        #expect(nearOf("bukhari:1", result)?.isEmpty ?? true, "\(result.passages.map { ($0.hit.passage.key, $0.nearInMeaning) })")
        // A passage sharing none of the question's words covers nothing by meaning.
        let none = try Retriever(index: index, semantic: PointerByMeaningTests.FixedNearest(keys: ["bukhari:3"]))
            .answer("هل يغرد الطائر؟")
        #expect(nearOf("bukhari:3", none)?.isEmpty ?? true)
    }
}
