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
}
