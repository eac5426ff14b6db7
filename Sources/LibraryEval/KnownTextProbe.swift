import Foundation
import Library

/// `--known-texts`: how near each English question of a set is, by meaning, to the glossary's
/// well-known texts (their names and keys), for choosing the threshold.
enum KnownTextProbe {
    static func run(semantic: SemanticSearch, questions: [(id: String, text: String)]) throws {
        let g = Glossary.bundled
        let keyed = g.entries.indices.filter { g.entries[$0].keys != nil }
        let docs = keyed.map { i -> String in
            let e = g.entries[i]
            return e.terms.joined(separator: "; ") + ". " + (e.keys ?? []).filter { !$0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }.joined(separator: "; ")
        }
        let vectors = try semantic.embedder.embed(passages: docs)
        for q in questions {
            let v = try semantic.embedder.embed(query: q.text)
            var scored = vectors.enumerated().map { (i, d) in (i, zip(v, d).reduce(Float(0)) { $0 + $1.0 * $1.1 }) }
            scored.sort { $0.1 > $1.1 }
            let top = scored.prefix(2).map { String(format: "%.3f %@", $0.1, g.entries[keyed[$0.0]].terms[0]) }
            print("\(q.id)\t\(top.joined(separator: " | "))\t\(q.text)")
        }
    }
}
