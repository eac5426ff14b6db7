import Foundation

/// One passage found by meaning: its stable key and the cosine of its vector with the
/// question's (e5 cosines crowd between about 0.7 and 0.9; compare them, do not threshold them
/// across questions).
public struct SemanticHit: Sendable, Hashable {
    public var key: PassageKey
    public var score: Float

    public init(key: PassageKey, score: Float) {
        self.key = key
        self.score = score
    }
}

/// Search by meaning: the question is embedded and compared with every passage vector. What the
/// retriever calls; it owns the embedder (model) and the dense index (vectors).
public final class SemanticSearch: Sendable {
    public let embedder: Embedder
    public let index: DenseIndex
    /// The glossary's well-known texts by meaning (their vectors made on first use).
    let knownTexts = KnownTexts(glossary: .bundled)

    public init(embedder: Embedder, index: DenseIndex) {
        self.embedder = embedder
        self.index = index
    }

    /// The bundled glossary's well-known text an English question clearly paraphrases.
    public func knownText(_ question: String) -> Glossary.Entry? {
        guard question.contains(where: { $0.isLetter }), let vector = try? embedder.embed(query: question),
              let i = knownTexts.entry(for: vector, embedder: embedder) else { return nil }
        return Glossary.bundled.entries[i]
    }

    /// Semantic search for the library installed in `installer.directory`: the model installed
    /// there and the bundled vectors, checked against the pins. Throws why it is unavailable.
    public static func load(_ installer: LibraryInstaller) throws(SemanticError) -> SemanticSearch {
        guard installer.installedModel() != nil else { throw .modelMissing(installer.modelURL.path) }
        let index = try DenseIndex.bundled(pins: installer.pins)
        return SemanticSearch(embedder: try Embedder(modelURL: installer.modelURL), index: index)
    }

    /// As `load`, or nil when either part is missing or does not match: the library then answers
    /// from the keyword index alone.
    public static func open(_ installer: LibraryInstaller) -> SemanticSearch? {
        try? load(installer)
    }

    /// The `k` passages nearest the question's meaning, best first. Empty for a blank question
    /// (its vector would only say "a query"), and if the engine fails.
    public func search(_ question: String, k: Int) -> [SemanticHit] {
        guard k > 0, question.contains(where: { $0.isLetter || $0.isNumber }),
              let vector = try? embedder.embed(query: question) else { return [] }
        return index.nearest(to: vector, k: k).map { SemanticHit(key: $0.key, score: $0.score) }
    }
}
