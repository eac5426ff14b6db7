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
            // Ibn 'Umar's story around a saying: its «قال» and «عن» are not the sender's line's.
            Passage(collection: .bukhari, number: 5994,
                    text: "حَدَّثَنَا مُوسَى بْنُ إِسْمَاعِيلَ، حَدَّثَنَا مَهْدِيٌّ، حَدَّثَنَا ابْنُ أَبِي يَعْقُوبَ، عَنِ ابْنِ أَبِي نُعْمٍ، قَالَ كُنْتُ شَاهِدًا لاِبْنِ عُمَرَ وَسَأَلَهُ رَجُلٌ عَنْ دَمِ الْبَعُوضِ. فَقَالَ مِمَّنْ أَنْتَ فَقَالَ مِنْ "
                        + "أَهْلِ الْعِرَاقِ. قَالَ انْظُرُوا إِلَى هَذَا، يَسْأَلُنِي عَنْ دَمِ الْبَعُوضِ وَقَدْ قَتَلُوا ابْنَ النَّبِيِّ صلى الله عليه وسلم وَسَمِعْتُ النَّبِيَّ صلى الله عليه وسلم يَقُولُ \"هُمَا رَيْحَانَتَاىَ مِنَ الدُّنْيَا\".",
                    key: "bukhari:5994"),
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

    @Test func aStrayWordOfTheLineInALongerTellingDoesNotMakeItTheSayings() throws {
        let checker = try #require(Self.checker)
        let text = "قال عليه السلام عن الحسن والحسين: هما ريحانتاي من الدنيا"
        func same(_ w: String) -> WordDifference { WordDifference(kind: .same, quoted: w, canonical: w) }
        func added(_ w: String) -> WordDifference { WordDifference(kind: .added, quoted: w, canonical: nil) }
        // The whole text aligned with Ibn 'Umar's story (Bukhari 5994): its «قال» and «عن» far
        // before the saying, the rest of the line added.
        let whole = FactCheckClaim(text: text, language: "ar", verdict: .altered, confidence: 0.76, attribution: Attribution(),
                                   difference: [same("قال"), added("عليه"), added("السلام"), same("عن"), added("الحسن"),
                                                added("والحسين"), same("هما"), same("ريحانتاي"), same("من"), same("الدنيا")])
        let read = checker.withoutLeadIn(Quotation(text: text, language: "ar"), whole)
        #expect(read.verdict == .authentic, "\(read.verdict)")
        #expect(read.reference?.key == "bukhari:5994")
        // A line running into the saying is its opening: checked whole.
        var opening = whole
        opening.difference[5] = same("والحسين")
        #expect(checker.withoutLeadIn(Quotation(text: text, language: "ar"), opening).verdict == .altered)
    }
}
