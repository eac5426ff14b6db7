/// A history search query, normalised like the index (library.md): every word must match, the
/// last one as a prefix (ux.md §4.4).
public struct SearchQuery: Hashable, Sendable {
    public var tokens: [String]

    public init(_ text: String) {
        tokens = ArabicNormalizer.tokens(text)
    }

    public var isEmpty: Bool { tokens.isEmpty }

    /// True when `text` contains every word (the last as a prefix).
    public func matches(_ text: String) -> Bool {
        let words = ArabicNormalizer.tokens(text)
        return matches(tokens: Set(words), words: words)
    }

    func matches(tokens set: Set<String>, words: [String]) -> Bool {
        guard let last = tokens.last else { return false }
        for t in tokens.dropLast() where !set.contains(t) { return false }
        return words.contains { $0.utf8.starts(with: last.utf8) }
    }

    /// True when a normalised word of the text is one the query looks for. Both sides are
    /// normalised already, so bytes are compared (String's own comparison would redo Unicode
    /// canonical equivalence for every word).
    func isMatch(word: String) -> Bool {
        guard let last = tokens.last else { return false }
        return word.utf8.starts(with: last.utf8) || tokens.dropLast().contains { $0.utf8.elementsEqual(word.utf8) }
    }
}
