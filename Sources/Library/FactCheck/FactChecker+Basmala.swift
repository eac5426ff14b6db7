/// A message often sets the basmala before the verses it quotes («بسم الله الرحمن الرحيم
/// الرحمن ۝ علم القرآن …»). It is no word of the sura's first aya (only of al-Fatiha's, and of
/// 27:30), so the verses were "altered" by four added words. When the quotation without it is
/// found, that is the verdict, on the text as the sender wrote it.
extension FactChecker {
    static let basmala = QuoteWords.tokens("بسم الله الرحمن الرحيم")

    func withoutBasmala(_ q: Quotation, _ claim: FactCheckClaim) -> FactCheckClaim {
        guard claim.verdict == .altered || claim.verdict == .notFound else { return claim }
        let words = QuoteWords.tokens(q.text)
        guard words.count >= Self.basmala.count + QuotationExtractor.minimumWords,
              Array(words.prefix(Self.basmala.count)) == Self.basmala else { return claim }
        // The text after the basmala's four words, as written (with its marks).
        var rest = q
        var seen = 0
        let chunks = q.text.split(whereSeparator: \.isWhitespace)
        guard let cut = chunks.firstIndex(where: { chunk in
            seen += QuoteWords.tokens(String(chunk)).count
            return seen >= Self.basmala.count
        }), seen == Self.basmala.count else { return claim }
        rest.text = chunks[(cut + 1)...].joined(separator: " ")
        var checked = withoutTrailingComment(rest, checkArabic(rest))
        guard checked.verdict == .authentic || checked.verdict == .misattributed else { return claim }
        checked.text = q.text
        return checked
    }
}
