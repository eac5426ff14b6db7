import Testing
@testable import Library

/// Arabic messages often set a quotation in parentheses; their asides in parentheses are not
/// quotations.
@Suite struct QuotationParenthesesTests {
    @Test func aQuotationInParenthesesIsRead() {
        let q = QuotationExtractor.quotations(in: "قال تعالى: (وقل رب زدني علما) (طه: 114)")
        #expect(q.map(\.text) == ["وقل رب زدني علما"])
        #expect(q.first?.attribution.speaker == .quran)
        // «آية في …» claims a verse.
        let verse = QuotationExtractor.quotations(in: "آية في الحياء: (إذا لم تستحي فاصنع ما شئت)")
        #expect(verse.first?.attribution.speaker == .quran)
    }

    @Test func asidesInParenthesesAreNotQuotations() {
        #expect(QuotationExtractor.isAside("البقرة: 255"))
        #expect(QuotationExtractor.isAside("رواه البخاري ومسلم"))
        #expect(QuotationExtractor.isAside("صلى الله عليه وسلم"))
        #expect(QuotationExtractor.isAside("رضي الله عنه"))
        #expect(!QuotationExtractor.isAside("إذا لم تستحي فاصنع ما شئت"))
        // An answer's marks do not read parentheses: they are most often its own asides.
        #expect(QuotationExtractor.quotations(in: "الصبر (وهو حبس النفس على الطاعة) من أعظم العبادات", wholeText: false).isEmpty)
    }
}
