import Foundation
import Testing
@testable import Library

/// `FactChecker.withNameLeftOut`: a saying quoted without the Prophet's name its matn says
/// between its words is quoted whole.
@Suite struct NameLeftOutTests {
    static let checker: FactChecker? = {
        let passages = [
            Passage(collection: .bukhari, book: 61, inBook: 1, number: 3549,
                    text: "سمعت البراء يقول كان رسول الله صلى الله عليه وسلم أحسن الناس وجها وأحسنه خلقا ليس بالطويل البائن ولا بالقصير",
                    key: "bukhari:3549"),
        ]
        let filler = (1...80).map { "كان يصلي من الليل ركعات ثم يوتر بواحدة في الليلة \($0)" }
        guard let index = try? TinyIndex.build("name-left-out", passages, others: TinyIndex.unrelated + filler) else { return nil }
        return try? FactChecker(index: index)
    }()

    func claim(_ text: String) throws -> FactCheckClaim {
        let checker = try #require(Self.checker)
        return try #require(checker.check(text).claims.first)
    }

    @Test func theProphetsNameLeftOutIsNoChange() throws {
        for text in ["كان أحسن الناس وجها وأحسنه خلقا", "قال البراء بن عازب يصف الحبيب: كان أحسن الناس وجها وأحسنه خلقا"] {
            let c = try claim(text)
            #expect(c.verdict == .authentic, "\(text): \(c.verdict)")
            #expect(c.reference?.key == "bukhari:3549")
            // The canonical text keeps the name.
            #expect(c.canonical?.contains("رسول الله") == true, "\(c.canonical ?? "-")")
        }
    }

    @Test func anotherWordLeftOutThereIsStillAChange() throws {
        // «كان» then the saying with a word of it dropped, and another word in the name's place.
        #expect(try claim("كان أحسن الناس وجها وخلقا").verdict == .altered)
        #expect(try claim("كان أبو بكر أحسن الناس وجها وأحسنه خلقا").verdict == .altered)
    }
}
