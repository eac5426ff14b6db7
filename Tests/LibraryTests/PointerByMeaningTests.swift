import Foundation
import Testing
@testable import Library

/// A telling that only points to another («في الحرير بمثله») is never quoted for itself, however
/// it was found: by its words or as one of the question's nearest passages by meaning.
@Suite struct PointerByMeaningTests {
    /// Returns fixed nearest passages, as the embedder would for a question.
    struct FixedNearest: SemanticRanking {
        let keys: [String]
        func nearest(_ question: String, k: Int) -> [(key: String, score: Float)] {
            keys.prefix(k).map { ($0, 0.9) }
        }
    }

    @Test func aPointerFoundByMeaningIsReplacedByTheTellingItPointsTo() throws {
        let full = "حدثنا قتيبة حدثنا الليث عن نافع عن ابن عمر عن النبي صلى الله عليه وسلم قال من لبس الحرير في الدنيا لم يلبسه في الآخرة"
        let pointer = "حدثنا أبو بكر حدثنا وكيع عن شعبة بهذا الإسناد عن النبي صلى الله عليه وسلم في الحرير بمثله"
        let other = "حدثنا مسدد حدثنا يحيى عن شعبة عن قتادة عن أنس عن النبي صلى الله عليه وسلم قال يسروا ولا تعسروا"
        let passages = [
            Passage(collection: .muslim, book: 37, inBook: 1, number: 1, text: full, key: "muslim:1"),
            Passage(collection: .muslim, book: 37, inBook: 2, number: 2, text: pointer, key: "muslim:2"),
            Passage(collection: .muslim, book: 38, inBook: 1, number: 3, text: other, key: "muslim:3"),
        ]
        let url = try InstallerTests.tempDir("pointer").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        let index = try LibraryIndex(url: url)
        let retriever = Retriever(index: index, semantic: FixedNearest(keys: ["muslim:2"]))
        // Words the library cannot search: only meaning finds anything.
        let result = try retriever.answer("Tell me about qzxv")
        let keys = result.passages.map(\.hit.passage.key)
        #expect(!keys.contains("muslim:2"))
        #expect(keys.contains("muslim:1"))
    }
}
