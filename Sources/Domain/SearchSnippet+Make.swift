/// Building a snippet: words are found in the original text and normalised in batches, so the
/// excerpt keeps the original spelling, harakat included.
extension SearchSnippet {
    /// The excerpt of `text` around the first word `query` matches, whitespace runs made one
    /// space, every matching word marked. Nil when no word matches.
    public static func make(text: String, query: SearchQuery, wordsBefore: Int = 6, maxWords: Int = 24) -> SearchSnippet? {
        // Words are cut lazily at whitespace scalars (Character properties would first find
        // grapheme boundaries, the costliest part of a search) and normalised in growing
        // batches, so a match near the start doesn't pay for the whole text.
        var scanner = WordScanner(text)
        var words: [Substring] = []
        var hit: Int?
        var batch = 8
        while hit == nil {
            let start = words.count
            while words.count < start + batch, let w = scanner.next() { words.append(w) }
            guard words.count > start else { return nil }
            let tokens = batchTokens(words[start...].map(String.init))
            if let i = tokens.firstIndex(where: { $0.contains(where: query.isMatch) }) { hit = start + i }
            batch *= 2
        }
        guard let hit else { return nil }
        let from = max(0, hit - wordsBefore)
        while words.count < from + maxWords, let w = scanner.next() { words.append(w) }
        let to = min(words.count, from + maxWords)
        let hasMore = to < words.count || scanner.next() != nil
        // Each chunk splits into letter/digit runs (highlighted when they match) and the
        // punctuation between them, which stays plain.
        var runs: [(text: String, isWord: Bool)] = []
        for i in from..<to {
            if i > from { runs.append((" ", false)) }
            var run = ""
            var inWord = false
            for ch in words[i] {
                let wordChar = ch.isLetter || ch.isNumber
                if wordChar != inWord, !run.isEmpty { runs.append((run, inWord)); run = "" }
                inWord = wordChar
                run.append(ch)
            }
            if !run.isEmpty { runs.append((run, inWord)) }
        }
        let wordRuns = runs.indices.filter { runs[$0].isWord }
        let runTokens = batchTokens(wordRuns.map { runs[$0].text })
        var matching = Set<Int>()
        for (k, i) in wordRuns.enumerated() where runTokens[k].contains(where: query.isMatch) { matching.insert(i) }
        var parts: [Part] = []
        for (i, run) in runs.enumerated() { append(run.text, matching.contains(i), to: &parts) }
        return SearchSnippet(parts: parts, leadingEllipsis: from > 0, trailingEllipsis: hasMore)
    }

    /// `ArabicNormalizer.tokens` of each piece with one normalisation call: pieces are joined
    /// with newlines, which normalisation keeps and never merges with a neighbour.
    static func batchTokens(_ pieces: [String]) -> [[String]] {
        guard pieces.count > 1 else { return pieces.map(ArabicNormalizer.tokens) }
        let normalized = ArabicNormalizer.normalize(pieces.joined(separator: "\n"))
            .split(separator: "\n", omittingEmptySubsequences: false)
        guard normalized.count == pieces.count else { return pieces.map(ArabicNormalizer.tokens) }
        return normalized.map { piece in
            piece.unicodeScalars.split { !($0.properties.isAlphabetic || $0.properties.numericType != nil) }.map { String($0) }
        }
    }

    static func append(_ text: String, _ match: Bool, to parts: inout [Part]) {
        if let last = parts.last, last.isMatch == match {
            parts[parts.count - 1].text += text
        } else {
            parts.append(Part(text, isMatch: match))
        }
    }
}

/// Yields the whitespace-separated words of a string, scanning Unicode scalars.
struct WordScanner {
    let text: String
    var index: String.Index

    init(_ text: String) {
        self.text = text
        index = text.startIndex
    }

    mutating func next() -> Substring? {
        let scalars = text.unicodeScalars
        while index < scalars.endIndex, scalars[index].properties.isWhitespace { index = scalars.index(after: index) }
        guard index < scalars.endIndex else { return nil }
        let start = index
        while index < scalars.endIndex, !scalars[index].properties.isWhitespace { index = scalars.index(after: index) }
        return Substring(text.unicodeScalars[start..<index])
    }
}
