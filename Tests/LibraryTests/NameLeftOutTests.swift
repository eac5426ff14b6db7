import Foundation
import Testing
@testable import Library

/// `FactChecker.withNameLeftOut`: a saying quoted without the Prophet's name its matn says
/// between its words is quoted whole; `withNameAdded`: so is a narrator's account into which
/// the sender put the name the narrator had said just before.
@Suite struct NameLeftOutTests {
    static let checker: FactChecker? = {
        let passages = [
            Passage(collection: .bukhari, book: 61, inBook: 1, number: 3549,
                    text: "سمعت البراء يقول كان رسول الله صلى الله عليه وسلم أحسن الناس وجها وأحسنه خلقا ليس بالطويل البائن ولا بالقصير",
                    key: "bukhari:3549"),
            Passage(collection: .muslim, book: 7, inBook: 35, number: 1996,
                    text: "حدثنا يحيى بن يحيى أخبرنا أبو خيثمة عن سماك قال أنبأني جابر بن سمرة أن رسول الله صلى الله عليه وسلم كان يخطب قائما ثم يجلس ثم يقوم فيخطب قائما فمن نبأك أنه كان يخطب جالسا فقد كذب",
                    key: "muslim:1996"),
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

    @Test func theNameWithoutItsBlessingIsNoChange() throws {
        // The matn's blessing left out after the name: the name and «كان» were read as added.
        let c = try claim("كان رسول الله أحسن الناس وجها وأحسنه خلقا")
        #expect(c.verdict == .authentic, "\(c.verdict)")
    }

    @Test func theNamePutIntoTheNarratorsWordsIsNoChange() throws {
        // Muslim 1996 names him before «كان»; the sender names him after it.
        for text in ["كان النبي يخطب قائما ثم يجلس ثم يقوم فيخطب قائما",
                     "عن جابر بن سمرة: كان النبي يخطب قائما ثم يجلس ثم يقوم فيخطب قائما. رواه مسلم"] {
            let c = try claim(text)
            #expect(c.verdict == .authentic, "\(text): \(c.verdict)")
            #expect(c.reference?.key == "muslim:1996")
        }
        // Another name in his place is a change.
        #expect(try claim("كان أبو بكر يخطب قائما ثم يجلس ثم يقوم فيخطب قائما").verdict == .altered)
    }
}
