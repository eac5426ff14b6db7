import Foundation
import Testing
@testable import Library

/// A rare word the texts say in other words of its root: «خداع» is in one passage, and 8:62
/// says «يخدعوك».
@Suite struct RareRootTests {
    private static func retriever() throws -> Retriever {
        let verses = [
            Passage(collection: .quran, sura: 8, aya: 62,
                    text: "وَإِنْ يُرِيدُوا أَنْ يَخْدَعُوكَ فَإِنَّ حَسْبَكَ اللَّهُ", key: "quran:8:62"),
            Passage(collection: .quran, sura: 2, aya: 9,
                    text: "يُخَادِعُونَ اللَّهَ وَالَّذِينَ آمَنُوا وَمَا يَخْدَعُونَ إِلَّا أَنْفُسَهُمْ", key: "quran:2:9"),
        ]
        return Retriever(index: try TinyIndex.build("rare-root", verses + TinyIndex.bukhari(["الحرب خداع"], book: 1)))
    }

    @Test func aRareWordsRootBringsItsPassagesAtADiscount() throws {
        let r = try Self.retriever()
        let weighted = try r.weigh([Concept(label: "خداع", forms: ["خداع", "الخداع"])])
        #expect(weighted.first?.documents == 1)
        #expect(weighted.first?.concept.rootForms.contains("يخدعوك") == true)
        let keys = try r.index.passages(ids: Array(try r.rareRootCandidates(weighted)), full: false).map(\.passage.key)
        #expect(Set(keys) == ["quran:8:62", "quran:2:9"], "\(keys)")
        // A common word's root brings nothing: its own passages are enough.
        var common = try #require(weighted.first)
        common.documents = Retriever.rareDocuments + 1
        #expect(try r.rareRootCandidates([common]).isEmpty)
    }
}
