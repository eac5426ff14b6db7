/// One quotation of an answer as the installed library found it: the mark shown after it in
/// the transcript (a symbol, never a colour alone) and what Enter on it shows.
public struct QuotationMark: Hashable, Sendable {
    public enum Verdict: String, Hashable, Sendable {
        case authentic, altered, notFound, misattributed

        /// ✓ ≠ ? ⇄, as the fact-check answers write them.
        public var symbol: String {
            switch self {
            case .authentic: "✓"
            case .altered: "≠"
            case .notFound: "?"
            case .misattributed: "⇄"
            }
        }

        /// The word for the verdict, in the string tables.
        public var key: String {
            switch self {
            case .authentic: "factCheck.mark.authentic"
            case .altered: "factCheck.mark.altered"
            case .notFound: "factCheck.mark.notFound"
            case .misattributed: "factCheck.mark.misattributed"
            }
        }
    }

    /// The quotation as it is in the answer (to find it there).
    public var quote: String
    public var verdict: Verdict
    /// The passage's name in English and in Arabic, and its link.
    public var reference: String?
    public var referenceArabic: String?
    public var url: String?
    /// The canonical words when they differ, and the word-level difference.
    public var canonical: String?
    public var difference: String?

    public init(quote: String, verdict: Verdict, reference: String? = nil, referenceArabic: String? = nil,
                url: String? = nil, canonical: String? = nil, difference: String? = nil) {
        self.quote = quote
        self.verdict = verdict
        self.reference = reference
        self.referenceArabic = referenceArabic
        self.url = url
        self.canonical = canonical
        self.difference = difference
    }

    /// `body` with each mark's symbol after its quotation (after the closing bracket when one
    /// follows), each quotation found once, in order; a quotation not found is left unmarked.
    public static func marked(_ body: String, _ marks: [QuotationMark]) -> String {
        var out = body
        var from = out.startIndex
        let closers: Set<Character> = ["»", "﴾", "﴿", "\"", "”", "'", "’"]
        for m in marks where !m.quote.isEmpty {
            guard let r = out.range(of: m.quote, range: from..<out.endIndex)
                ?? out.range(of: m.quote, range: out.startIndex..<out.endIndex) else { continue }
            var end = r.upperBound
            // Past the closing bracket and its punctuation within a few characters.
            var probe = end
            var steps = 0
            while probe < out.endIndex, steps < 3 {
                if closers.contains(out[probe]) { end = out.index(after: probe); break }
                if out[probe].isLetter { break }
                probe = out.index(after: probe)
                steps += 1
            }
            let insert = "\u{00A0}" + m.verdict.symbol
            out.insert(contentsOf: insert, at: end)
            from = out.index(end, offsetBy: insert.count)
        }
        return out
    }
}
