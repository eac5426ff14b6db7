import Foundation
import Testing
@testable import Library

/// A passage naming two of the question's words far apart speaks of neither together: it must
/// cover more of the question to be offered than one that names them side by side.
@Suite struct ScatteredWordsTests {
    private static func index(together: Bool) throws -> LibraryIndex {
        let filler = "ثم خرج الناس إلى السوق فباعوا واشتروا ورجعوا إلى بيوتهم بعد العصر وجلسوا يتحدثون حتى المساء"
        let text = together ? "رأيت القبة فوق الصخرة " + filler : "رأيت القبة " + filler + " ثم جلس على الصخرة"
        var passages = [Passage(collection: .bukhari, book: 1, inBook: 1, number: 1,
                                text: "حدثنا مسدد حدثنا يحيى عن أنس قال " + text, key: "bukhari:1")]
        let others = ["نهى عن بيع الغرر", "الخيل معقود في نواصيها الخير", "من غشنا فليس منا", "الدين النصيحة", "البيعان بالخيار",
                      "الطهور شطر الإيمان", "الحياء من الإيمان", "بنيت الدار في المدينة قبل الهجرة", "صلوا نحو القدس ستة عشر شهرا"]
        for (i, t) in others.enumerated() {
            passages.append(Passage(collection: .muslim, book: 1, inBook: i + 1, number: 100 + i,
                                    text: "حدثنا قتيبة حدثنا الليث عن نافع قال " + t, key: "muslim:\(100 + i)"))
        }
        let url = try InstallerTests.tempDir("scattered-\(together)").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        return try LibraryIndex(url: url)
    }

    @Test func wordsFarApartNeedMoreOfTheQuestion() throws {
        let question = "متى بنيت قبة الصخرة في القدس؟"
        let apart = try Retriever(index: try Self.index(together: false)).answer(question)
        #expect(!apart.passages.contains { $0.hit.passage.key == "bukhari:1" }, "\(apart.passages.map(\.coverage))")
        let side = try Retriever(index: try Self.index(together: true)).answer(question)
        #expect(side.passages.first?.hit.passage.key == "bukhari:1", "\(side.passages.map(\.hit.passage.key)) \(side.query.concepts.map(\.label)) \(side.notFound.map(\.label))")
    }
}
