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
        var wordTokens: [[String]] = []
        var hit: Int?
        var batch = 8
        while hit == nil {
            let start = words.count
            while words.count < start + batch, let w = scanner.next() { words.append(w) }
            guard words.count > start else { return nil }
            wordTokens += batchTokens(words[start...].map(String.init))
            hit = wordTokens[start...].firstIndex { $0.contains(where: query.isMatch) }
            batch *= 2
        }
        guard let hit else { return nil }
        let from = max(0, hit - wordsBefore)
        let known = words.count
        while words.count < from + maxWords, let w = scanner.next() { words.append(w) }
        if words.count > known { wordTokens += batchTokens(words[known...].map(String.init)) }
        let to = min(words.count, from + maxWords)
        let hasMore = to < words.count || scanner.next() != nil

        // Each word splits into letter/digit runs (highlighted when they match) and the
        // punctuation between them, which stays plain. A word with one run reuses its tokens.
        var runs: [(text: String, isWord: Bool, word: Int)] = []
        var runsInWord: [Int: Int] = [:]
        for i in from..<to {
            if i > from { runs.append((" ", false, i)) }
            var run = ""
            var inWord = false
            for ch in words[i] {
                let wordChar = ch.isLetter || ch.isNumber
                if wordChar != inWord, !run.isEmpty { runs.append((run, inWord, i)); run = "" }
                inWord = wordChar
                run.append(ch)
            }
            if !run.isEmpty { runs.append((run, inWord, i)) }
        }
        for r in runs where r.isWord { runsInWord[r.word, default: 0] += 1 }
        let splitRuns = runs.indices.filter { runs[$0].isWord && runsInWord[runs[$0].word, default: 0] > 1 }
        let splitTokens = batchTokens(splitRuns.map { runs[$0].text })
        var matching = Set<Int>()
        for (k, i) in splitRuns.enumerated() where splitTokens[k].contains(where: query.isMatch) { matching.insert(i) }
        for (i, r) in runs.enumerated() where r.isWord && runsInWord[r.word] == 1 {
            if wordTokens[r.word].contains(where: query.isMatch) { matching.insert(i) }
        }
        var parts: [Part] = []
        for (i, run) in runs.enumerated() { append(run.text, matching.contains(i), to: &parts) }
        return SearchSnippet(parts: parts, leadingEllipsis: from > 0, trailingEllipsis: hasMore)
    }

    /// `ArabicNormalizer.tokens` of each piece with one normalisation call: pieces are joined
    /// with newlines, which normalisation keeps and never merges with a neighbour.
    static func batchTokens(_ pieces: [String]) -> [[String]] {
        guard pieces.count > 1 else { return pieces.map(ArabicNormalizer.tokens) }
        let normalized = ArabicNormalizer.normalize(pieces.joined(separator: "\n"))
            .unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        guard normalized.count == pieces.count else { return pieces.map(ArabicNormalizer.tokens) }
        return normalized.map { piece in
            piece.split { !($0.properties.isAlphabetic || $0.properties.numericType != nil) }.map { String(String.UnicodeScalarView($0)) }
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
