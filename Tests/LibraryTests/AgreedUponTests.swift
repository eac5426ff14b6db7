import Foundation
import Testing
@testable import Library

/// «متفق عليه» says both books have the hadith, not that both word it alike: a telling in the
/// other book with every word of the quotation in another order counts for it.
@Suite struct AgreedUponTests {
    private static func checker() throws -> FactChecker {
        let passages = [
            Passage(collection: .bukhari, book: 3, inBook: 11, number: 69,
                    text: "حدثنا محمد بن بشار قال حدثنا يحيى عن شعبة عن أنس عن النبي صلى الله عليه وسلم قال يسروا ولا تعسروا وبشروا ولا تنفروا",
                    key: "bukhari:69"),
            Passage(collection: .muslim, book: 32, inBook: 6, number: 4525,
                    text: "حدثنا أبو بكر حدثنا أبو أسامة عن بريد عن أبي بردة عن أبي موسى قال كان رسول الله صلى الله عليه وسلم إذا بعث أحدا من أصحابه في بعض أمره قال بشروا ولا تنفروا ويسروا ولا تعسروا",
                    key: "muslim:4525"),
            Passage(collection: .muslim, book: 1, inBook: 1, number: 1,
                    text: "حدثنا قتيبة حدثنا الليث عن نافع عن ابن عمر قال قال رسول الله صلى الله عليه وسلم الدين النصيحة",
                    key: "muslim:1"),
        ]
        return try FactChecker(index: try TinyIndex.build("agreed-upon", passages, others: []))
    }

    @Test func theOtherBooksTellingInAnotherOrderCountsForIt() throws {
        let checker = try Self.checker()
        let agreed = try #require(checker.check("قال رسول الله ﷺ: «يسروا ولا تعسروا، وبشروا ولا تنفروا» متفق عليه").claims.first)
        #expect(agreed.verdict == .authentic, "\(agreed.verdict) \(agreed.claimedSource ?? "-")")
        // Given as Muslim's, Muslim's telling is the one cited.
        let muslim = try #require(checker.check("قال رسول الله ﷺ: «يسروا ولا تعسروا، وبشروا ولا تنفروا» رواه مسلم").claims.first)
        #expect(muslim.verdict == .authentic)
        #expect(muslim.reference?.key == "muslim:4525", "\(muslim.reference?.key ?? "-")")
    }
}
