/// A concept's words as `WordHash`es: where it occurs in a passage's matn, by form, by stem, or
/// (for a weak form) only beside a cue.
struct ConceptMatcher: Sendable {
    let forms: Set<UInt64>
    let weak: Set<UInt64>
    let cues: Set<UInt64>
    let stem: UInt64?
    let rootForms: Set<UInt64>
    /// Phrases as hash sequences.
    let phrases: [[UInt64]]

    init(_ c: Concept) {
        forms = WordHash.set(c.forms)
        weak = WordHash.set(c.weakForms)
        cues = WordHash.set(c.cues)
        stem = c.stem.map { WordHash.of($0) }
        rootForms = WordHash.set(c.rootForms)
        phrases = c.phrases.map { $0.map { WordHash.of($0) } }
    }

    /// Positions of the concept's forms (a weak form only when a cue is in the passage; a
    /// phrase at its first word).
    func positions(in words: [UInt64]) -> [Int] {
        var out: [Int] = []
        let sensed = !weak.isEmpty && words.contains { cues.contains($0) }
        for (i, w) in words.enumerated() where forms.contains(w) || (sensed && weak.contains(w)) {
            out.append(i)
        }
        for p in phrases where !p.isEmpty && words.count >= p.count {
            for i in 0...(words.count - p.count) where words[i] == p[0] && !out.contains(i) {
                if (1..<p.count).allSatisfy({ words[i + $0] == p[$0] }) { out.append(i) }
            }
        }
        return out
    }

    /// Positions where only the stem matches.
    func stemPositions(in stems: [UInt64]) -> [Int] {
        guard let stem else { return [] }
        return stems.indices.filter { stems[$0] == stem }
    }

    /// Whether the passage has another word of the concept's root (the scorer asks this of
    /// every candidate; the positions only for the one an answer shows).
    func hasRootWord(in words: [UInt64]) -> Bool {
        !rootForms.isEmpty && words.contains { rootForms.contains($0) }
    }

    /// Positions of another word of the concept's root.
    func rootPositions(in words: [UInt64]) -> [Int] {
        guard !rootForms.isEmpty else { return [] }
        return words.indices.filter { rootForms.contains(words[$0]) }
    }
}
