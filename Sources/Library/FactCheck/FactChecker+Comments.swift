import Foundation

/// A message's own words after an Arabic quotation, past the end of its sentence or after
/// «، يعني»: «… اللهم اهزمهم وزلزلهم. انشروه لأهلنا», «… ولبكيتم كثيرا، يعني الدنيا مش مستاهلة».
/// They are the sender's comment, not words added to the saying: when every one of them is
/// what makes the quotation differ from its passage, the quotation without them is checked.
extension FactChecker {
    func withoutTrailingComment(_ q: Quotation, _ claim: FactCheckClaim) -> FactCheckClaim {
        guard claim.verdict == .altered, let cut = Self.commentStart(q.text) else { return claim }
        // The words the quotation has and its passage does not, at its end.
        let differing = claim.difference.reversed().prefix { $0.kind != .same }
            .filter { $0.kind != .missing }.count
        let comment = QuoteWords.tokens(String(q.text[cut...])).count
        guard comment > 0, comment <= differing else { return claim }
        var head = q
        head.text = String(q.text[..<cut]).trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        guard QuoteWords.tokens(head.text).count >= QuotationExtractor.minimumWords else { return claim }
        let checked = checkArabic(head)
        return checked.verdict == .authentic || checked.verdict == .misattributed ? checked : claim
    }

    /// Where the comment after a quotation would start: after its last sentence's end, or at
    /// the last «يعني» after a comma.
    static func commentStart(_ text: String) -> String.Index? {
        if let r = text.range(of: #"[،,]\s*يعني\s"#, options: [.regularExpression, .backwards]) { return r.lowerBound }
        guard let end = text.lastIndex(where: { ".!؟?".contains($0) }) else { return nil }
        let after = text.index(after: end)
        return text[after...].contains(where: \.isLetter) ? after : nil
    }
}
