import Synchronization

/// Each glossary entry's concept, made once: generating an entry's surface forms (hundreds per
/// Arabic term) was most of the time spent reading a question. Shared by every copy of the
/// analyzer; the entries never change, so nothing is ever evicted (a few hundred concepts).
final class GlossaryConcepts: Sendable {
    static let shared = GlossaryConcepts()

    private let cache = Mutex<[String: Concept]>([:])

    /// The concept for `entry`, labelled `label`.
    func concept(for entry: Glossary.Entry, label: String, make: (Glossary.Entry) -> Concept) -> Concept {
        let key = entry.terms.joined(separator: "\u{1F}") + "\u{1E}" + entry.arabic.joined(separator: "\u{1F}")
        var c = cache.withLock { $0[key] } ?? {
            let made = make(entry)
            cache.withLock { $0[key] = made }
            return made
        }()
        c.label = label
        return c
    }
}
