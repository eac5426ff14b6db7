/// A history search query, normalised like the index (library.md): every word must match, the
/// last one as a prefix (ux.md §4.4). The Arabic definite article, with or without a leading
/// و ف ب ك, is not significant: "الصلاة" finds «صلاة» and «والصلاة» (ux.md's own example).
public struct SearchQuery: Hashable, Sendable {
    public var tokens: [String]

    public init(_ text: String) {
        tokens = ArabicNormalizer.tokens(text).map { Self.withoutArticle($0) ?? $0 }
    }

    public var isEmpty: Bool { tokens.isEmpty }

    /// The words the index stores for `text`: each normalised token, plus its form without the
    /// article when it has one.
    public static func indexTokens(_ text: String) -> [String] {
        expanded(ArabicNormalizer.tokens(text))
    }

    static func expanded(_ tokens: [String]) -> [String] {
        var out: [String] = []
        out.reserveCapacity(tokens.count)
        for t in tokens {
            out.append(t)
            if let bare = withoutArticle(t) { out.append(bare) }
        }
        return out
    }

    /// Articles after normalisation: ال, and with the conjunctions and prepositions that attach
    /// to it; لل is ل + ال with the alef dropped.
    static let articles: [[UInt8]] = ["وال", "فال", "بال", "كال", "ال", "لل"].map { Array($0.utf8) }

    /// The token without its article, when what remains has at least three letters (so الله
    /// and الحج keep theirs rather than becoming the unrelated له and حج).
    static func withoutArticle(_ token: String) -> String? {
        let bytes = Array(token.utf8)
        for a in articles where bytes.count > a.count && bytes.starts(with: a) {
            let rest = String(decoding: bytes[a.count...], as: UTF8.self)
            return rest.unicodeScalars.count >= 3 ? rest : nil
        }
        return nil
    }

    /// True when `text` contains every word (the last as a prefix).
    public func matches(_ text: String) -> Bool {
        let words = Self.indexTokens(text)
        guard let last = tokens.last else { return false }
        let set = Set(words)
        for t in tokens.dropLast() where !set.contains(t) { return false }
        return words.contains { $0.utf8.starts(with: last.utf8) }
    }

    /// True when a normalised word of the text (or its form without the article) is one the
    /// query looks for. Both sides are normalised already, so bytes are compared (String's own
    /// comparison would redo Unicode canonical equivalence for every word).
    func isMatch(word: String) -> Bool {
        isMatchExactly(word) || (Self.withoutArticle(word).map(isMatchExactly) ?? false)
    }

    func isMatchExactly(_ word: String) -> Bool {
        guard let last = tokens.last else { return false }
        return word.utf8.starts(with: last.utf8) || tokens.dropLast().contains { $0.utf8.elementsEqual(word.utf8) }
    }

    /// Whether a word of the text (as shown, any spelling) is one the query matches: a query
    /// word exactly, or the last one as a prefix, with or without the article — the index's own
    /// rule, so what a search found is what gets highlighted (ux.md §4.4).
    public func matches(word: String) -> Bool {
        guard let token = ArabicNormalizer.tokens(word).first, !tokens.isEmpty else { return false }
        let forms = [token] + (Self.withoutArticle(token).map { [$0] } ?? [])
        for (i, t) in tokens.enumerated() {
            let last = i == tokens.count - 1
            if forms.contains(where: { last ? $0.hasPrefix(t) : $0 == t }) { return true }
        }
        return false
    }
}
