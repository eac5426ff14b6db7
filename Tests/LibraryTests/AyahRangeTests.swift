import Foundation
import Testing
@testable import Library

/// A range of ayat named for a quotation ("(Quran 20:43-44)", «[طه: 43-44]»): a verse of the
/// range is the one named.
@Suite struct AyahRangeTests {
    @Test func aRangeIsReadWithItsLastAya() {
        let en = AttributionReader.read(before: "", after: "(Quran 20:43-44)", ornate: false)
        #expect(en.ayah == AyahRef(sura: 20, aya: 43, through: 44))
        let ar = AttributionReader.read(before: "", after: "[طه: 43 - 44]", ornate: false)
        #expect(ar.ayah == AyahRef(sura: 20, aya: 43, through: 44), "\(String(describing: ar.ayah))")
        // One aya is still one.
        #expect(AttributionReader.read(before: "", after: "(2:255)", ornate: false).ayah == AyahRef(sura: 2, aya: 255))
    }

    @Test func aVerseOfTheRangeIsTheOneNamed() {
        let range = AyahRef(sura: 20, aya: 43, through: 44)
        #expect(range.contains(sura: 20, aya: 44))
        #expect(range.contains(sura: 20, aya: 43))
        #expect(!range.contains(sura: 20, aya: 45))
        #expect(!range.contains(sura: 21, aya: 44))
        #expect(range.description == "20:43-44")
        // A backwards range is the first aya only.
        #expect(AyahRef(sura: 20, aya: 44, through: 43).through == nil)
    }

    @Test func anArabicQuotationOfTheRangesSecondAyaIsAuthentic() throws {
        let passages = [
            Passage(collection: .quran, sura: 20, aya: 43, text: "اذْهَبَا إِلَىٰ فِرْعَوْنَ إِنَّهُ طَغَىٰ"),
            Passage(collection: .quran, sura: 20, aya: 44, text: "فَقُولَا لَهُ قَوْلًا لَّيِّنًا لَّعَلَّهُ يَتَذَكَّرُ أَوْ يَخْشَىٰ"),
        ]
        let checker = try FactChecker(index: try TinyIndex.build("ayah-range", passages))
        let named = try #require(checker.check("﴿فقولا له قولا لينا لعله يتذكر أو يخشى﴾ [طه: 43-44]").claims.first)
        #expect(named.verdict == .authentic, "\(named.verdict)")
        let outside = try #require(checker.check("﴿فقولا له قولا لينا لعله يتذكر أو يخشى﴾ [طه: 41-43]").claims.first)
        #expect(outside.verdict == .misattributed, "\(outside.verdict)")
    }

    /// The fixture corpus with a translation whose 62:9–10 are worded (every other verse "x").
    static func library() throws -> LibraryIndex {
        let known = [
            PassageKey(collection: .quran, sura: 62, number: 9): "O you who believe, when the call for prayer is made on Friday, hasten to remember God and leave off trading.",
            PassageKey(collection: .quran, sura: 62, number: 10): "When the prayer is over, disperse in the land and seek the bounty of God, and remember God a great deal.",
        ]
        var counts = [Int](repeating: 1, count: 115)
        counts[62] = 10
        counts[1] = QuranTranslation.verseCount - counts[2...114].reduce(0, +)
        let verses = (1...114).flatMap { s in
            (1...counts[s]).map { a in (s, a, known[PassageKey(collection: .quran, sura: s, number: a)] ?? "x") }
        }
        let dir = try InstallerTests.tempDir("ayah-range")
        let url = dir.appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: FixtureLibrary.passages, meta: [:], to: url)
        try Data(QuranTranslation.tsv(verses).utf8).write(to: dir.appendingPathComponent(QuranTranslation.fileName))
        return try LibraryIndex(url: url)
    }

    @Test func anEnglishClaimOfANamedRangeCitesEachVerse() throws {
        let checker = try FactChecker(index: try Self.library())
        let text = "When the call to prayer is made on Friday, hurry to remember God and leave trade; when the prayer is done, "
            + "spread out in the land and seek His bounty. (Quran 62:9-10)"
        let c = try #require(checker.check(text).claims.first)
        #expect(c.verdict == .authentic, "\(c.verdict)")
        #expect(c.sources.map(\.key) == ["quran:62:9", "quran:62:10"], "\(c.sources.map(\.key))")
    }
}
