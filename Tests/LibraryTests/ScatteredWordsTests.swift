import Foundation
import Testing
@testable import Library

/// A passage naming two of the question's words far apart speaks of neither together: it must
/// cover more of the question to be offered than one that names them side by side.
@Suite struct ScatteredWordsTests {
    private static func index(together: Bool) throws -> LibraryIndex {
        let filler = "ثم خرج الناس إلى السوق فباعوا واشتروا ورجعوا إلى بيوتهم بعد العصر وجلسوا يتحدثون حتى المساء"
        let text = together ? "رأيت القبة فوق الصخرة " + filler : "رأيت القبة " + filler + " ثم جلس على الصخرة"
        return try TinyIndex.build("scattered-\(together)", TinyIndex.bukhari([text], book: 1),
                                   others: TinyIndex.unrelated + ["بنيت الدار في المدينة قبل الهجرة", "صلوا نحو القدس ستة عشر شهرا"])
    }

    @Test func wordsFarApartNeedMoreOfTheQuestion() throws {
        let question = "متى بنيت قبة الصخرة في القدس؟"
        let apart = try Retriever(index: try Self.index(together: false)).answer(question)
        #expect(!apart.passages.contains { $0.hit.passage.key == "bukhari:1" }, "\(apart.passages.map(\.coverage))")
        let side = try Retriever(index: try Self.index(together: true)).answer(question)
        #expect(side.passages.first?.hit.passage.key == "bukhari:1", "\(side.passages.map(\.hit.passage.key)) \(side.query.concepts.map(\.label)) \(side.notFound.map(\.label))")
    }

    @Test func theDictionarysSenseAloneIsNoAnswer() throws {
        // «اللقاح» is the milch camels of a story, not vaccines: with nothing near in meaning to
        // confirm the dictionary's sense, the question abstains and names the word.
        let camels = TinyIndex.bukhari(["قدم أناس من عكل فأمرهم النبي بلقاح وأن يشربوا من أبوالها وألبانها",
                                        "كانت لنا اللقاح ترعى بذي الجدر"], book: 4, first: 233)
        let index = try TinyIndex.build("dictionary-only", camels)
        let analyzer = QueryAnalyzer(lexicon: EnglishLexicon(entries: ["vaccines": ["لقاح"]]))
        let r = try Retriever(index: index, analyzer: analyzer).answer("What does Islam say about vaccines?")
        #expect(r.abstained, "\(r.passages.map(\.coverage))")
        #expect(r.notFound.map(\.label) == ["vaccines"])
    }
}
