import Domain
import Foundation

/// The source's own words (vowelled, punctuated) behind a run of normalised tokens, so the
/// canonical text is shown as the source writes it, not as the checker compares it.
struct DisplayWords {
    /// The source's whitespace-separated words.
    var raw: [Substring]
    /// For each normalised token, the index of the raw word it comes from.
    var owner: [Int]

    /// The tokens of `text` from raw word `from` on, without the first `drop` tokens; nil when
    /// they are not `expected` in number (the index was built from another spelling).
    init?(_ text: String, from: Int = 0, drop: Int = 0, expected: Int) {
        raw = text.split(whereSeparator: \.isWhitespace)
        owner = []
        guard from <= raw.count else { return nil }
        for i in from..<raw.count {
            for _ in ArabicNormalizer.tokens(String(raw[i])) { owner.append(i) }
        }
        if drop > 0 { owner.removeFirst(min(drop, owner.count)) }
        guard owner.count == expected else { return nil }
    }

    /// The raw words behind tokens `range`, each once.
    func text(_ range: Range<Int>) -> String {
        var out: [Substring] = []
        var last = -1
        for t in range where owner.indices.contains(t) && owner[t] != last {
            last = owner[t]
            out.append(raw[last])
        }
        // Punctuation the source puts after the last word («بالنيات،») is not part of the quote.
        return out.joined(separator: " ").trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
    }

    /// The raw word behind token `t`.
    func word(_ t: Int) -> String? { owner.indices.contains(t) ? String(raw[owner[t]]) : nil }
}
