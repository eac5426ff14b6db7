import Foundation
import Testing
@testable import Library

/// English claims matched by the verses the glossary names for them (its keys): the whole
/// claim must be what the key says, not a saying that only shares the key's words.
@Suite struct EnglishClaimTests {
    private static func checker() throws -> FactChecker {
        let passages = [
            Passage(collection: .quran, sura: 2, aya: 153,
                    text: "يَا أَيُّهَا الَّذِينَ آمَنُوا اسْتَعِينُوا بِالصَّبْرِ وَالصَّلَاةِ إِنَّ اللَّهَ مَعَ الصَّابِرِينَ", key: "quran:2:153"),
            Passage(collection: .quran, sura: 2, aya: 156,
                    text: "الَّذِينَ إِذَا أَصَابَتْهُمْ مُصِيبَةٌ قَالُوا إِنَّا لِلَّهِ وَإِنَّا إِلَيْهِ رَاجِعُونَ", key: "quran:2:156"),
            Passage(collection: .quran, sura: 5, aya: 3,
                    text: "الْيَوْمَ أَكْمَلْتُ لَكُمْ دِينَكُمْ وَأَتْمَمْتُ عَلَيْكُمْ نِعْمَتِي وَرَضِيتُ لَكُمُ الْإِسْلَامَ دِينًا", key: "quran:5:3"),
            Passage(collection: .bukhari, book: 2, inBook: 1, number: 8,
                    text: "حدثنا عبيد الله بن موسى قال أخبرنا حنظلة عن عكرمة عن ابن عمر قال قال رسول الله صلى الله عليه وسلم بني الإسلام على خمس",
                    key: "bukhari:8"),
            Passage(collection: .quran, sura: 65, aya: 2,
                    text: "ذَلِكُمْ يُوعَظُ بِهِ مَنْ كَانَ يُؤْمِنُ بِاللَّهِ وَالْيَوْمِ الْآخِرِ وَمَنْ يَتَّقِ اللَّهَ يَجْعَلْ لَهُ مَخْرَجًا", key: "quran:65:2"),
            Passage(collection: .bukhari, book: 1, inBook: 1, number: 1,
                    text: "حدثنا الحميدي قال حدثنا سفيان عن يحيى بن سعيد عن محمد بن إبراهيم عن علقمة قال سمعت عمر بن الخطاب يقول سمعت رسول الله صلى الله عليه وسلم يقول إنما الأعمال بالنيات وإنما لكل امرئ ما نوى",
                    key: "bukhari:1"),
            Passage(collection: .bukhari, book: 78, inBook: 1, number: 6018,
                    text: "حدثنا قتيبة حدثنا أبو الأحوص عن أبي حصين عن أبي صالح عن أبي هريرة قال قال رسول الله صلى الله عليه وسلم من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت",
                    key: "bukhari:6018"),
        ]
        let url = try InstallerTests.tempDir("english-claims").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        return try FactChecker(index: try LibraryIndex(url: url))
    }

    @Test func aVerseTheGlossaryNamesForTheWholeClaimIsItsVerse() throws {
        let claim = try #require(try Self.checker().check("Allah says in the Qur'an: Truly, Allah is with those who are patient.").claims.first)
        #expect(claim.verdict == .authentic, "\(claim.verdict)")
        #expect(claim.reference?.key == "quran:2:153")
        #expect(claim.byMeaning)
    }

    @Test func aNamedSayingGivenTheWrongSourceIsMisattributed() throws {
        let claim = try #require(try Self.checker().check(
            "Allah says in the Qur'an: Actions are judged only by intentions, and every person will have what he intended.").claims.first)
        #expect(claim.verdict == .misattributed, "\(claim.verdict)")
        #expect(claim.reference?.key == "bukhari:1")
        #expect(claim.claimedSource == "quran")
        // The whole saying, not only the phrase that found it.
        #expect(claim.canonical?.contains("وإنما لكل امرئ ما نوى") == true, "\(claim.canonical ?? "-")")
    }

    @Test func aPhraseAVerseSharesWithTheHadithIsNotAMisattributedVerse() throws {
        // «من كان يؤمن بالله واليوم الآخر» is in 65:2 and in the hadith the claim quotes.
        let claim = try #require(try Self.checker().check(
            "The Prophet said: Whoever believes in Allah and the Last Day, let him speak good or remain silent.").claims.first)
        #expect(claim.verdict != .misattributed, "\(claim.verdict) \(claim.reference?.key ?? "-")")
    }

    @Test func aHadithGivenAsTheQuranIsNotTheVerseSharingOneOfItsPhrases() throws {
        // 65:2 has «من كان يؤمن بالله واليوم الآخر» too, but not the rest of the hadith's words.
        let claim = try #require(try Self.checker().check(
            "Allah says in the Qur'an: Whoever believes in Allah and the Last Day, let him speak good or remain silent.")
            .claims.first)
        #expect(claim.verdict == .misattributed, "\(claim.verdict) \(claim.reference?.key ?? "-")")
        #expect(claim.reference?.key == "bukhari:6018" && claim.claimedSource == "quran",
                "\(claim.reference?.key ?? "-") \(claim.claimedSource ?? "-")")
    }

    @Test func aKeyThatIsOnlyPartOfTheClaimNamesNothing() throws {
        let claim = try #require(try Self.checker().check("The Prophet said: When a man marries, he has completed half of his religion.").claims.first)
        #expect(claim.verdict == .notFound, "\(claim.verdict) \(claim.reference?.key ?? "-")")
    }

    @Test func aSendersLineBeforeAColonIsNotTheSayings() throws {
        let claim = try #require(try Self.checker().check(
            "Beautiful reminder for today from the Sunnah: Actions are judged only by intentions, and every person will have what he intended.")
            .claims.first)
        #expect(claim.verdict == .authentic && claim.reference?.key == "bukhari:1", "\(claim.verdict) \(claim.reference?.key ?? "-") \(claim.text)")
        #expect(claim.text.hasPrefix("Beautiful reminder"))
    }
}
