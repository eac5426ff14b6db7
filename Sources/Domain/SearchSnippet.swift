/// A short excerpt of the original text around a match, cut into plain and matching parts so a
/// view can highlight every match (ux.md §4.4).
public struct SearchSnippet: Hashable, Sendable {
    /// One run of original text; `isMatch` runs are whole words that matched the query.
    public struct Part: Hashable, Sendable {
        public var text: String
        public var isMatch: Bool

        public init(_ text: String, isMatch: Bool) {
            self.text = text
            self.isMatch = isMatch
        }
    }

    public var parts: [Part]
    public var leadingEllipsis: Bool
    public var trailingEllipsis: Bool

    public init(parts: [Part], leadingEllipsis: Bool, trailingEllipsis: Bool) {
        self.parts = parts
        self.leadingEllipsis = leadingEllipsis
        self.trailingEllipsis = trailingEllipsis
    }

    /// The snippet as plain text with `[` `]` around matches (plain mode).
    public var bracketed: String {
        (leadingEllipsis ? "…" : "") + parts.map { $0.isMatch ? "[\($0.text)]" : $0.text }.joined()
            + (trailingEllipsis ? "…" : "")
    }

    /// The excerpt of `text` around the first word `query` matches: words are found in the
    /// original text and normalised one by one, so the excerpt keeps the original spelling,
    /// harakat included. Whitespace runs become one space. Nil when no word matches.
    public static func make(text: String, query: SearchQuery, wordsBefore: Int = 6, maxWords: Int = 24) -> SearchSnippet? {
        let words = text.split(whereSeparator: { $0.isWhitespace })
        let firstHit = words.firstIndex { word in
            ArabicNormalizer.tokens(String(word)).contains(where: query.isMatch)
        }
        guard let hit = firstHit else { return nil }
        let start = max(0, hit - wordsBefore)
        let end = min(words.count, start + maxWords)
        var parts: [Part] = []
        for i in start..<end {
            if i > start { append(" ", false, to: &parts) }
            appendWord(String(words[i]), query: query, to: &parts)
        }
        return SearchSnippet(parts: parts, leadingEllipsis: start > 0, trailingEllipsis: end < words.count)
    }

    /// Splits a whitespace-free chunk into letter/digit runs (highlighted when they match) and
    /// the punctuation between them, which stays plain.
    static func appendWord(_ chunk: String, query: SearchQuery, to parts: inout [Part]) {
        var run = ""
        var inWord = false
        func flush() {
            guard !run.isEmpty else { return }
            let match = inWord && ArabicNormalizer.tokens(run).contains(where: query.isMatch)
            append(run, match, to: &parts)
            run = ""
        }
        for ch in chunk {
            let wordChar = ch.isLetter || ch.isNumber || ch.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
            if wordChar != inWord { flush(); inWord = wordChar }
            run.append(ch)
        }
        flush()
    }

    static func append(_ text: String, _ match: Bool, to parts: inout [Part]) {
        if let last = parts.last, last.isMatch == match {
            parts[parts.count - 1].text += text
        } else {
            parts.append(Part(text, isMatch: match))
        }
    }
}
