import Foundation
import Testing
@testable import Library

/// A sender's own line before a colon, in words the extractor does not know as a lead-in: the
/// quotation is what follows, and the line is read for what it claims.
@Suite struct ClaimLeadInColonTests {
    static let checker: FactChecker? = {
        let passages = [
            Passage(collection: .quran, sura: 12, aya: 101,
                    text: "رَبِّ قَدْ آتَيْتَنِي مِنَ الْمُلْكِ وَعَلَّمْتَنِي مِنْ تَأْوِيلِ الْأَحَادِيثِ فَاطِرَ السَّمَاوَاتِ وَالْأَرْضِ أَنْتَ وَلِيِّي فِي الدُّنْيَا وَالْآخِرَةِ تَوَفَّنِي مُسْلِمًا وَأَلْحِقْنِي بِالصَّالِحِينَ"),
            Passage(collection: .muslim, book: 40, inBook: 1, number: 5874,
                    text: "عن أبي هريرة أن رسول الله صلى الله عليه وسلم قال لا يقولن أحدكم عبدي وأمتي كلكم عبيد الله وكل نسائكم إماء الله ولكن ليقل غلامي وجاريتي",
                    key: "muslim:5874"),
        ]
        guard let index = try? TinyIndex.build("lead-in-colon", passages) else { return nil }
        return try? FactChecker(index: index)
    }()

    func claim(_ text: String) throws -> FactCheckClaim {
        let checker = try #require(Self.checker)
        return try #require(checker.check(text).claims.first)
    }

    @Test func aLineBeforeAColonIsTheSendersAndTheSayingFollows() throws {
        let story = try claim("كنت بنادي بنتي الصغيرة يا أمتي بهزار، لحد ما قريت الحديث: لا يقولن أحدكم عبدي وأمتي، كلكم عبيد الله وكل نسائكم إماء الله")
        #expect(story.verdict == .authentic, "\(story.verdict)")
        #expect(story.reference?.key == "muslim:5874")
    }

    @Test func theLineIsReadForWhatItClaims() throws {
        // A verse given another sura after it, its lead-in naming no source.
        let sura = try claim("من أجمل الأدعية دعاء يوسف عليه السلام: توفني مسلما وألحقني بالصالحين (سورة يونس)")
        #expect(sura.verdict == .misattributed, "\(sura.verdict)")
        #expect(sura.reference?.key == "quran:12:101")
        // The Prophet named in the lead-in: a verse is not his saying.
        let prophet = try claim("عن أنس أنه سمع النبي ﷺ يردد: توفني مسلما وألحقني بالصالحين")
        #expect(prophet.verdict == .misattributed, "\(prophet.verdict)")
    }
}
