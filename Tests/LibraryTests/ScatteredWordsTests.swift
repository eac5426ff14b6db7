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
}
