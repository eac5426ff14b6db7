import Foundation

/// An English saying that quotes what someone says within it ("a righteous dead person says
/// "Take me forward!", and an evil one cries out "Woe to it …"") is one claim: its short
/// quoted speech is not the saying.
extension QuotationExtractor {
    /// The share of a text's words its quotations must have to be what it quotes.
    static let quotedSpeechShare = 0.4

    /// Whether `quotes` are speech quoted within a saying: English, a small part of the text,
    /// and none introduced as the Prophet's, God's or the Qur'an's words.
    static func isQuotedSpeech(_ quotes: [Quotation], in text: String) -> Bool {
        guard !quotes.isEmpty, quotes.allSatisfy({ $0.language == "en" }) else { return false }
        let all = text.split(whereSeparator: \.isWhitespace).count
        let quoted = quotes.reduce(0) { $0 + $1.text.split(whereSeparator: \.isWhitespace).count }
        guard all > 0, Double(quoted) / Double(all) < quotedSpeechShare else { return false }
        let lower = text.lowercased()
        return !quotes.contains { q in
            guard let r = lower.range(of: q.text.lowercased()) else { return true }
            let before = String(lower[..<r.lowerBound].suffix(60))
            return before.range(of: introduced, options: .regularExpression) != nil
        }
    }

    /// A speaker whose words a claim quotes, just before the quotation mark.
    static let introduced = #"(prophet|messenger|rasulullah|allah|god|lord|qur'?an|koran|verse|ayah|hadith|ﷺ|pbuh)"#
        + #"[^.!?"“]{0,25}(said|says|stated|states|told|tells|taught|narrated|reported)?\s*[:,]?\s*["“]?$"#
}
