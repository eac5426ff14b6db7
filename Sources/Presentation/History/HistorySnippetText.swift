import Domain

/// Search snippets as plain text. The store cuts them from the stored Markdown, so an offline
/// answer's snippet read "#### Sahih al-Bukhari 4436 > لَمَّا …" (the `>` drawn mirrored as `<`
/// in Arabic text): block marks standing alone, emphasis and code marks and link syntax go, the
/// words and the marked matches stay.
enum HistorySnippetText {
    static func plain(_ snippet: SearchSnippet) -> SearchSnippet {
        var parts: [SearchSnippet.Part] = []
        for part in snippet.parts {
            let text = part.isMatch ? strip(part.text) : clean(part.text)
            guard !text.isEmpty else { continue }
            // Two spaces where a removed mark stood between two runs become one.
            if text.first == " ", parts.last?.text.last == " " {
                let rest = String(text.dropFirst())
                if !rest.isEmpty { parts.append(SearchSnippet.Part(rest, isMatch: part.isMatch)) }
            } else {
                parts.append(SearchSnippet.Part(text, isMatch: part.isMatch))
            }
        }
        return SearchSnippet(parts: parts, leadingEllipsis: snippet.leadingEllipsis,
                             trailingEllipsis: snippet.trailingEllipsis)
    }

    /// Marks that alone make a Markdown block: headings, quotes, bullets, rules, table edges.
    static func isBlockMark(_ word: Substring) -> Bool {
        !word.isEmpty && word.allSatisfy { "#>*-+|=_~`".contains($0) }
    }

    /// A run of words and spaces without its Markdown marks; its edge spaces are kept.
    static func clean(_ text: String) -> String {
        let words = unlinked(text).split(separator: " ", omittingEmptySubsequences: false)
        var kept: [String] = []
        for (i, word) in words.enumerated() {
            // An empty piece is a space at an edge (or doubled): keep it so runs still join.
            if word.isEmpty { kept.append(""); continue }
            if isBlockMark(word) {
                if i == 0 || i == words.count - 1 { kept.append("") }
                continue
            }
            kept.append(strip(String(word)))
        }
        var out = kept.joined(separator: " ")
        while out.contains("  ") { out = out.replacingOccurrences(of: "  ", with: " ") }
        return out
    }

    /// `[text](url)` as its text, wherever it is in the run.
    static func unlinked(_ text: String) -> String {
        var s = text
        while let open = s.firstIndex(of: "["), let mid = s[open...].range(of: "]("),
              let close = s[mid.upperBound...].firstIndex(of: ")") {
            s.replaceSubrange(open...close, with: s[s.index(after: open)..<mid.lowerBound])
        }
        return s
    }

    /// Emphasis and code marks around or inside a word.
    static func strip(_ word: String) -> String {
        var s = unlinked(word)
        s.removeAll { "*`".contains($0) }
        while s.hasPrefix("__") || s.hasPrefix("~~") { s.removeFirst(2) }
        while s.hasSuffix("__") || s.hasSuffix("~~") { s.removeLast(2) }
        return s
    }
}
