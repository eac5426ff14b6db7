import Foundation
import Library

/// `--questions`: what the vectors find for a list of questions, with the embedded text of each
/// hit, so a person can judge them (docs/PERFORMANCE.md keeps one such check).
enum SearchCheck {
    static func run(questions: URL, corpus: URL, model: URL, vectors: URL, k: Int) throws {
        let pins = try LibraryPins.bundled()
        guard let expected = VectorFile.Provenance(pins: pins) else { throw LibraryError.pinsUnreadable }
        let search = SemanticSearch(embedder: try Embedder(modelURL: model),
                                    index: try DenseIndex(url: vectors, expected: expected))
        let texts = Dictionary(try PassageVectorGenerator.passages(corpus: corpus).map { ($0.key, $0.text) },
                               uniquingKeysWith: { a, _ in a })
        let lines = try String(contentsOf: questions, encoding: .utf8).split(separator: "\n")
        for question in lines where !question.trimmingCharacters(in: .whitespaces).isEmpty {
            var embedMs = 0.0, searchMs = 0.0
            let start = Date()
            let vector = try search.embedder.embed(query: String(question))
            embedMs = Date().timeIntervalSince(start) * 1000
            let mid = Date()
            let hits = search.index.nearest(to: vector, k: k)
            searchMs = Date().timeIntervalSince(mid) * 1000
            print(String(format: "## %@  (embed %.0f ms, search %.1f ms)", String(question), embedMs, searchMs))
            for (key, score) in hits {
                let text = texts[key].map { String($0.prefix(110)) } ?? "?"
                print(String(format: "- %@ %.3f %@", key.description, score, text))
            }
            print("")
        }
    }
}
