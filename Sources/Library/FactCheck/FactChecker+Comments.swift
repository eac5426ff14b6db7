import Foundation

/// A message's own words after an Arabic quotation, past the end of its sentence or after
/// «، يعني»: «… اللهم اهزمهم وزلزلهم. انشروه لأهلنا», «… ولبكيتم كثيرا، يعني الدنيا مش مستاهلة».
/// They are the sender's comment, not words added to the saying: when every one of them is
/// what makes the quotation differ from its passage, the quotation without them is checked.
extension FactChecker {
    func withoutTrailingComment(_ q: Quotation, _ claim: FactCheckClaim) -> FactCheckClaim {
        guard claim.verdict == .altered else { return claim }
        // The words the quotation has and its passage does not, at its end.
        let differing = claim.difference.reversed().prefix { $0.kind != .same }
            .filter { $0.kind != .missing }.count
        for cut in Self.commentStarts(q.text) {
            let comment = QuoteWords.tokens(String(q.text[cut...])).count
            guard comment > 0, comment <= differing else { continue }
            var head = q
            head.text = String(q.text[..<cut]).trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
            guard QuoteWords.tokens(head.text).count >= QuotationExtractor.minimumWords else { continue }
            let checked = checkArabic(head)
            if checked.verdict == .authentic || checked.verdict == .misattributed { return checked }
        }
        return claim
    }

    /// Where the comment after a quotation would start: after its last sentence's end, at the
    /// last «يعني» after a comma, after the last aya's number («… وطلح منضود (29)» and a
    /// prayer on the next line), or on its last line.
    static func commentStarts(_ text: String) -> [String.Index] {
        var out: [String.Index] = []
        if let r = text.range(of: #"[،,]\s*يعني\s"#, options: [.regularExpression, .backwards]) { out.append(r.lowerBound) }
        if let end = text.lastIndex(where: { ".!؟?".contains($0) }) {
            let after = text.index(after: end)
            if text[after...].contains(where: \.isLetter) { out.append(after) }
        }
        if let r = text.range(of: #"[(﴿]\s*[0-9٠-٩]{1,3}\s*[)﴾]"#, options: [.regularExpression, .backwards]),
           text[r.upperBound...].contains(where: \.isLetter) {
            out.append(r.upperBound)
        }
        if let line = text.lastIndex(of: "\n"), text[..<line].contains(where: \.isLetter),
           text[line...].contains(where: \.isLetter) {
            out.append(text.index(after: line))
        }
        return out
    }
}
