import Domain

/// Long questions tell a story before they ask ("Our new neighbours play loud music late at
/// night and I'm getting fed up. Before I complain, what did the Prophet say about how we treat
/// neighbours?"). The sentence that asks carries the topic; the story's words (music, late,
/// night) are context. Weighed like the topic, they outweighed it, and passages about music
/// or nothing at all were offered, or the answer abstained.
extension QueryAnalyzer {
    /// A sentence of the question and whether it asks (ends on a question mark).
    struct Sentence {
        /// English words by `EnglishStem` ("daughters" is the story's "daughter"), Arabic as normalised.
        var words: Set<String>
        var asks: Bool
    }

    /// The question's sentences as written, each with whether it ends on a question mark.
    static func sentenceTexts(of question: String) -> [(text: String, asks: Bool)] {
        var out: [(text: String, asks: Bool)] = []
        var current = ""
        for ch in question {
            if ch == "?" || ch == "؟" || ".!\n".contains(ch) {
                out.append((current, ch == "?" || ch == "؟"))
                current = ""
            } else {
                current.append(ch)
            }
        }
        out.append((current, false))
        return out
    }

    static func sentences(of question: String) -> [Sentence] {
        sentenceTexts(of: question).compactMap { s in
            let english = Glossary.loose(s.text).split(separator: " ").map(String.init)
            let words = Set(english.map(EnglishStem.of) + ArabicNormalizer.tokens(s.text))
            return words.isEmpty ? nil : Sentence(words: words, asks: s.asks)
        }
    }

    /// Words with which an asking sentence points back at the one before ("Is that right?",
    /// «هل هذا صحيح؟»): then that sentence asks too.
    static let pointingBack: Set<String> = ["that", "this", "it", "ذلك", "هذا", "هذه", "ذاك"]

    /// Marks the question's own concepts that only the story around the asking sentences names.
    /// Nothing is marked unless the question has both, and the asking sentences name a topic
    /// of their own (else the story is what is asked about: "I lost my job. What now?").
    static func markNarrative(_ q: inout LibraryQuery, question: String) {
        let all = sentences(of: question)
        var asking = Set(all.indices.filter { all[$0].asks })
        guard !asking.isEmpty, asking.count < all.count else { return }
        for i in asking where i > 0 && !all[i].words.isDisjoint(with: pointingBack) { asking.insert(i - 1) }
        func said(_ c: Concept) -> Set<Int> {
            let words = Glossary.loose(c.label).split(separator: " ").map { EnglishStem.of(String($0)) }
                + ArabicNormalizer.tokens(c.label)
            return Set(all.indices.filter { i in words.contains { all[i].words.contains($0) } })
        }
        let placed = q.concepts.indices.filter { !q.concepts[$0].fromContext }.map { ($0, said(q.concepts[$0])) }
        guard placed.contains(where: { !$0.1.isDisjoint(with: asking) }) else { return }
        for (i, s) in placed where !s.isEmpty && s.isDisjoint(with: asking) { q.concepts[i].narrative = true }
    }
}
