import Foundation
import Testing
@testable import Library

/// The passage nearest a question by meaning is offered when its words find part of the
/// question too, even where the words alone rank it below the others; it never turns an
/// abstention into an answer.
@Suite struct NearestKeptTests {
    private static func index() throws -> LibraryIndex {
        let both = ["صلى رجل الصلاة في المسجد فأطال", "كانت الصلاة في المسجد جماعة", "أقيمت الصلاة في المسجد والناس قيام",
                    "الصلاة في المسجد تعدل سبعا وعشرين", "خرج إلى الصلاة في المسجد ماشيا", "من سمع النداء فليأت الصلاة في المسجد"]
        var passages = both.enumerated().map { i, t in
            Passage(collection: .bukhari, book: 10, inBook: i + 1, number: i + 1,
                    text: "حدثنا مسدد حدثنا يحيى عن أنس قال " + t, key: "bukhari:\(i + 1)")
        }
        passages.append(Passage(collection: .bukhari, book: 11, inBook: 1, number: 20,
                                text: "حدثنا مسدد حدثنا يحيى عن أنس قال صلاة الرجل في بيته نافلة وأفضل الصلاة المكتوبة", key: "bukhari:20"))
        // Other topics, so that the two words are rare enough to weigh.
        let others = ["نهى عن بيع الغرر", "الخيل معقود في نواصيها الخير", "من غشنا فليس منا", "الدين النصيحة", "البيعان بالخيار"]
        for (i, t) in others.enumerated() {
            passages.append(Passage(collection: .muslim, book: 1, inBook: i + 1, number: 100 + i,
                                    text: "حدثنا قتيبة حدثنا الليث عن نافع قال " + t, key: "muslim:\(100 + i)"))
        }
        passages.append(Passage(collection: .bukhari, book: 12, inBook: 1, number: 30,
                                text: "حدثنا مسدد حدثنا يحيى عن أنس قال نهى عن بيع الثمر حتى يبدو صلاحه", key: "bukhari:30"))
        let url = try InstallerTests.tempDir("nearest-kept").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        return try LibraryIndex(url: url)
    }

    @Test func theNearestPassageTakesTheLastPlace() throws {
        let index = try Self.index()
        var words = Retriever(index: index)
        words.limit = 5
        let alone = try words.answer("الصلاة في المسجد").passages.map(\.hit.passage.key)
        #expect(alone.count == 5 && !alone.contains("bukhari:20"), "\(alone)")
        var both = Retriever(index: index, semantic: PointerByMeaningTests.FixedNearest(keys: ["bukhari:20"]))
        both.limit = 5
        let kept = try both.answer("الصلاة في المسجد").passages.map(\.hit.passage.key)
        #expect(kept.last == "bukhari:20", "\(kept)")
        #expect(kept.count == 5)
    }

    @Test func aNearestPassageSharingNoWordIsNotKept() throws {
        let index = try Self.index()
        var r = Retriever(index: index, semantic: PointerByMeaningTests.FixedNearest(keys: ["bukhari:30"]))
        r.limit = 5
        let keys = try r.answer("الصلاة في المسجد").passages.map(\.hit.passage.key)
        #expect(!keys.contains("bukhari:30"), "\(keys)")
    }
}
