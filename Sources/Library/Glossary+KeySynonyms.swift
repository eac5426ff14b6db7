import Foundation

extension Glossary {
    /// Each one-word spelling of a plain entry (no keys, not absent) → the entry's other
    /// one-word spellings of the same word that some key uses. Keys are written in one
    /// spelling ("forgot how many rakat") and questions use another ("rakahs", "salat",
    /// "neighbor"). Only one word's spellings count (`spellingsAlike`): an entry's other words
    /// are often related words, not the same one ("wife" and "husband", "dad" and "father"),
    /// and taken as one they found keys in questions about something else.
    static func keySynonyms(entries: [Entry], keyWords: Set<String>) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for e in entries where e.keys == nil && e.absent != true {
            let singles = Set(e.terms.map(loose).filter { !$0.isEmpty && !$0.contains(" ") })
            let used = singles.intersection(keyWords)
            guard !used.isEmpty else { continue }
            for t in singles {
                let same = used.filter { $0 != t && spellingsAlike($0, t) }
                if !same.isEmpty { out[t, default: []].formUnion(same) }
            }
        }
        return out
    }

    /// Whether two loose spellings are one word's: the same first letter, and at most one
    /// letter in four of the shorter one changed, added or removed (Levenshtein), at least four
    /// letters each. An entry pairs names too ("harut" and "marut", "mother" and "father").
    static func spellingsAlike(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard min(x.count, y.count) >= 4, x.first == y.first else { return false }
        // A plural is not another spelling: a key's "woman" in a question's "women" found
        // "marry a woman and her aunt" in "when my aunt died, the women were screaming", and the
        // matcher already takes "orphans" for "orphan".
        for (one, other) in [(a, b), (b, a)] where other == one + "s" || other == one + "es"
            || other == one.replacingOccurrences(of: "man", with: "men") { return false }
        let allowed = max(1, min(x.count, y.count) / 4)
        guard abs(x.count - y.count) <= allowed else { return false }
        var row = Array(0...y.count)
        for i in 1...x.count {
            var next = [i] + Array(repeating: 0, count: y.count)
            for j in 1...y.count {
                next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            row = next
        }
        return row[y.count] <= allowed
    }
}
