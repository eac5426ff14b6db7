import Foundation

/// A message's own words after an Arabic quotation, past the end of its sentence or after
/// «، يعني»: «… اللهم اهزمهم وزلزلهم. انشروه لأهلنا», «… ولبكيتم كثيرا، يعني الدنيا مش مستاهلة».
/// They are the sender's comment, not words added to the saying: when every one of them is
/// what makes the quotation differ from its passage, the quotation without them is checked.
extension FactChecker {
    func withoutTrailingComment(_ q: Quotation, _ claim: FactCheckClaim) -> FactCheckClaim {
        if claim.verdict == .notFound { return withoutDashedComment(q) ?? claim }
        guard claim.verdict == .altered else { return claim }
        // The words the quotation has and its passage does not, at its end.
        let differing = claim.difference.reversed().prefix { $0.kind != .same }
            .filter { $0.kind != .missing }.count
        for cut in Self.commentStarts(q.text) {
            let comment = QuoteWords.tokens(String(q.text[cut...])).count
            guard comment > 0, comment <= differing else { continue }
            let head = Self.head(of: q, before: cut)
            guard QuoteWords.tokens(head.text).count >= QuotationExtractor.minimumWords else { continue }
            let checked = checkArabic(head)
            if checked.verdict == .authentic || checked.verdict == .misattributed { return checked }
        }
        return claim
    }

    /// The most words a comment set off by a dash has.
    static let dashedCommentWords = 8

    /// A quotation whose comment is set off by a dash («… وإنا لموسعون — إعجاز علمي!»): the dash
    /// ends the quoted words, so the words before it are checked whatever their verdict, when
    /// the whole was not found for the comment's words. Nil when they are not found either.
    func withoutDashedComment(_ q: Quotation) -> FactCheckClaim? {
        guard let cut = Self.dashedComment(q.text) else { return nil }
        let head = Self.head(of: q, before: cut)
        guard QuoteWords.tokens(head.text).count >= QuotationExtractor.minimumWords else { return nil }
        let checked = checkArabic(head)
        return checked.verdict == .notFound ? nil : checked
    }

    /// The quotation's words before `cut`; what the words after it name («— سورة الزمر», "—
    /// Bukhari") is claimed for them, beside what was read around the whole.
    static func head(of q: Quotation, before cut: String.Index) -> Quotation {
        var head = q
        head.text = String(q.text[..<cut]).trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        let tail = AttributionReader.read(before: "", after: String(q.text[cut...]), ornate: false)
        head.attribution.speaker = head.attribution.speaker ?? tail.speaker
        head.attribution.collections.formUnion(tail.collections)
        head.attribution.ayah = head.attribution.ayah ?? tail.ayah
        head.attribution.sura = head.attribution.sura ?? tail.sura
        return head
    }

    /// Where a comment after the last spaced dash starts, when it is short.
    static func dashedComment(_ text: String) -> String.Index? {
        guard let r = text.range(of: #"\s[—–-]\s"#, options: [.regularExpression, .backwards]),
              text[r.upperBound...].contains(where: \.isLetter),
              QuoteWords.tokens(String(text[r.upperBound...])).count <= dashedCommentWords else { return nil }
        return r.lowerBound
    }

    /// Where the comment after a quotation would start: after its last sentence's end, at the
    /// last «يعني» after a comma, after the last aya's number («… وطلح منضود (29)» and a
    /// prayer on the next line), on its last line, or after a spaced dash.
    static func commentStarts(_ text: String) -> [String.Index] {
        var out: [String.Index] = []
        if let dash = dashedComment(text) { out.append(dash) }
        if let r = text.range(of: #"[،,]\s*يعني\s"#, options: [.regularExpression, .backwards]) { out.append(r.lowerBound) }
        if let end = text.lastIndex(where: { ".!؟?".contains($0) }) {
            let after = text.index(after: end)
            if text[after...].contains(where: \.isLetter) { out.append(after) }
        }
        if let r = text.range(of: #"[(﴿]\s*[0-9٠-٩]{1,3}\s*[)﴾]"#, options: [.regularExpression, .backwards]),
           text[r.upperBound...].contains(where: \.isLetter) {
            out.append(r.upperBound)
        }
        // An emoji between the quotation and the sender's words («… أن نسوي بنانه 👆 بصمة الإصبع
        // معجزة!»): the quoted words end where the pictures start.
        if let emoji = text.unicodeScalars.lastIndex(where: { $0.properties.isEmojiPresentation }),
           text[..<emoji].contains(where: \.isLetter), text[emoji...].contains(where: \.isLetter) {
            out.append(emoji)
        }
        if let line = text.lastIndex(of: "\n"), text[..<line].contains(where: \.isLetter),
           text[line...].contains(where: \.isLetter) {
            out.append(text.index(after: line))
        }
        return out
    }
}
