import Testing
@testable import Library

/// How messages lay out the verses they quote: the verses numbered inside the ornate brackets,
/// the basmala set before them, a hadith book other than the library's named after them.
@Suite struct QuotationLayoutTests {
    @Test func versesNumberedInsideTheirBracketsAreOneQuotation() throws {
        let checker = try #require(FactCheckTests.checker)
        let nested = try #require(checker.check(
            "قال تعالى: ﴿إِنَّ الْإِنسَانَ لَفِي خُسْرٍ ﴿٢﴾ إِلَّا الَّذِينَ آمَنُوا وَعَمِلُوا الصَّالِحَاتِ ﴿٣﴾﴾").claims.first)
        #expect(nested.verdict == .authentic && nested.reference?.key == "quran:103:2", "\(nested.verdict) \(nested.text)")
        // Numbers in round brackets, and in Latin digits.
        let round = try #require(checker.check(
            "﴿إن الإنسان لفي خسر (2) إلا الذين آمنوا وعملوا الصالحات وتواصوا بالحق﴾").claims.first)
        #expect(round.verdict == .authentic, "\(round.verdict) \(round.difference.filter { $0.kind != .same })")
        #expect(QuoteWords.tokens("خسر ﴿٢﴾ إلا").count == 2)
    }

    @Test func theBasmalaBeforeTheVersesIsNotAnAlteration() throws {
        let checker = try #require(FactCheckTests.checker)
        let claim = try #require(checker.check(
            "بسم الله الرحمن الرحيم\nإِنَّ الْإِنسَانَ لَفِي خُسْرٍ ۝ إِلَّا الَّذِينَ آمَنُوا وَعَمِلُوا الصَّالِحَاتِ").claims.first)
        #expect(claim.verdict == .authentic && claim.reference?.key == "quran:103:2", "\(claim.verdict) \(claim.reference?.key ?? "-")")
        #expect(claim.text.hasPrefix("بسم الله"))
        // Alone, it is al-Fatiha's first aya.
        let alone = try #require(checker.check("بسم الله الرحمن الرحيم").claims.first)
        #expect(alone.verdict == .authentic)
    }

    @Test func aVerseGivenAsAnotherBooksHadithIsMisattributed() throws {
        let checker = try #require(FactCheckTests.checker)
        let claim = try #require(checker.check("«إن الإنسان لفي خسر إلا الذين آمنوا وعملوا الصالحات» رواه الترمذي").claims.first)
        #expect(claim.verdict == .misattributed && claim.claimedSource == "prophet", "\(claim.verdict) \(claim.claimedSource ?? "-")")
        #expect(AttributionReader.read(before: "", after: "رواه أبو داود", ornate: false).speaker == .prophet)
        #expect(AttributionReader.read(before: "", after: "Tirmidhi", ornate: false).speaker == .prophet)
        #expect(AttributionReader.read(before: "", after: "", ornate: false).speaker == nil)
    }
}
