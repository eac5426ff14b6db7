/// Finds passages by meaning rather than by their words: what carries an English question to
/// the Arabic texts when no glossary term does. Implemented by the embedder's search; the
/// retriever works without one (keyword search only).
public protocol SemanticRanking: Sendable {
    /// The stable keys (`quran:2:183`, `bukhari:1`) of the passages nearest to `question`,
    /// best first, with their cosine similarity.
    func nearest(_ question: String, k: Int) -> [(key: String, score: Float)]
}

/// Where a passage stands in the semantic ranking of a question.
struct MeaningRank: Sendable {
    var rank: Int
    var score: Float
}
