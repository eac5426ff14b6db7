import Foundation

/// A sender's own words before a colon that opens the quotation, in a lead-in the extractor
/// does not know: «من أجمل الأدعية دعاء يوسف عليه السلام: …», «لحد ما قريت الحديث: …», «عن الأغر
/// المزني أنه سمع النبي ﷺ ينادي: …». When the text as a whole is not found or altered and the
/// words after the colon are found as they are, those words are the quotation, and the lead-in
/// is read for what it claims (the Prophet as speaker, a hadith, a sura).
extension FactChecker {
    /// The most words a lead-in may have: more is a text of its own, not a line introducing one.
    static let leadInWords = 20

    func withoutLeadIn(_ q: Quotation, _ claim: FactCheckClaim) -> FactCheckClaim {
        guard claim.verdict == .notFound || claim.verdict == .altered,
              let colon = q.text.firstIndex(where: { $0 == ":" }) else { return claim }
        let lead = String(q.text[..<colon])
        let leadWords = QuoteWords.tokens(lead).count
        guard (1...Self.leadInWords).contains(leadWords) else { return claim }
        // A lead-in the passage has in place is the saying's own opening («آية المنافق ثلاث: …»):
        // the quotation is checked whole. In place means running into the saying (its last
        // word) or half of it: a longer telling that has a stray «قال» or «عن» of «قال عليه
        // السلام عن الحسن والحسين: هما ريحانتاي من الدنيا» far before the saying does not make
        // the sender's line the Prophet's words (Bukhari 5994, Ibn 'Umar's story around them).
        let quoted = claim.difference.filter { $0.kind != .missing }.prefix(leadWords)
        let inPlace = quoted.filter { $0.kind == .same }.count
        guard quoted.last?.kind != .same, 2 * inPlace < leadWords else { return claim }
        let rest = Self.after(colon, of: q, lead: lead)
        guard QuoteWords.tokens(rest.text).count >= QuotationExtractor.minimumWords else { return claim }
        let checked = withoutTrailingComment(rest, checkArabic(rest))
        return checked.verdict == .authentic || checked.verdict == .misattributed ? checked : claim
    }

    /// The same for an English claim: "Beautiful dua from the Sunnah: O Allah, put light in my
    /// heart …" was not found with its lead-in's words weighed as the saying's. Words of the
    /// lead-in are never the saying's own here (English is matched by meaning, not aligned),
    /// so only a claim not found is read again, and only the lead-in's source is kept.
    func withoutEnglishLeadIn(_ q: Quotation, _ claim: FactCheckClaim) -> FactCheckClaim {
        guard claim.verdict == .notFound, let colon = q.text.firstIndex(of: ":") else { return claim }
        let lead = String(q.text[..<colon])
        guard (1...Self.englishLeadInWords).contains(lead.split(whereSeparator: { !$0.isLetter }).count) else { return claim }
        let rest = Self.after(colon, of: q, lead: lead)
        guard rest.text.split(whereSeparator: { !$0.isLetter }).count >= Self.englishRestWords else { return claim }
        var checked = checkEnglish(rest)
        guard checked.verdict != .notFound else { return claim }
        checked.text = q.text
        return checked
    }

    /// An English lead-in is a short line ("Beautiful dua from the Sunnah", "Reminder for
    /// today"); what follows must be a saying's length.
    static let englishLeadInWords = 8
    static let englishRestWords = 6

    /// The words after the colon, claiming what the line before it claims where the quotation
    /// itself claims nothing.
    static func after(_ colon: String.Index, of q: Quotation, lead: String) -> Quotation {
        var rest = q
        rest.text = String(q.text[q.text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        let read = AttributionReader.read(before: lead, after: "", ornate: false)
        rest.attribution.speaker = q.attribution.speaker ?? read.speaker
        rest.attribution.collections.formUnion(read.collections)
        if rest.attribution.ayah == nil, rest.attribution.sura == nil {
            rest.attribution.ayah = read.ayah
            rest.attribution.sura = read.sura
        }
        return rest
    }
}
