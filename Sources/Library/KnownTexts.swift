import Synchronization

/// The glossary's well-known texts found by meaning. An English question names a famous hadith
/// in its own words ("Which words are light on the tongue but heavy on the scale?"), which the
/// glossary's keys reach only when every key word is there; the embedder compares English with
/// English well, so each keyed entry's names and English keys are embedded once, and a question
/// that paraphrases one of them clearly better than any other gets that text's phrases.
final class KnownTexts: Sendable {
    /// The keyed entries, by index in the glossary, and their vectors (computed on first use).
    private let state = Mutex<(entries: [Int], vectors: [[Float]])?>(nil)
    private let glossary: Glossary

    /// A question this close to an entry's description paraphrases it…
    static let threshold: Float = 0.86
    /// … when no other entry comes within this margin (e5's cosines crowd together: only a
    /// clear first place means anything).
    static let margin: Float = 0.03

    init(glossary: Glossary) {
        self.glossary = glossary
    }

    /// The text one English description stands for: its names, then its English keys.
    static func description(of e: Glossary.Entry) -> String {
        let english = (e.keys ?? []).filter { !$0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }
        return e.terms.joined(separator: "; ") + ". " + english.joined(separator: "; ")
    }

    /// The entry `question` (an embedded query vector) clearly paraphrases, if any.
    func entry(for vector: [Float], embedder: Embedder) -> Int? {
        let table: (entries: [Int], vectors: [[Float]])? = state.withLock { current in
            if let current { return current }
            let entries = glossary.entries.indices.filter { glossary.entries[$0].keys != nil }
            guard let vectors = try? embedder.embed(passages: entries.map { Self.description(of: glossary.entries[$0]) }),
                  vectors.count == entries.count else { return nil }
            current = (entries, vectors)
            return current
        }
        guard let table, !table.entries.isEmpty else { return nil }
        var best = (index: -1, score: Float(-1)), second = Float(-1)
        for (i, v) in table.vectors.enumerated() {
            let s = zip(vector, v).reduce(Float(0)) { $0 + $1.0 * $1.1 }
            if s > best.score { second = best.score; best = (i, s) } else if s > second { second = s }
        }
        guard best.index >= 0, best.score >= Self.threshold, best.score - second >= Self.margin else { return nil }
        return table.entries[best.index]
    }
}
