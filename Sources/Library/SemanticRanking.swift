/// Finds passages by meaning rather than by their words: what carries an English question to
/// the Arabic texts when no glossary term does. Implemented by the embedder's search; the
/// retriever works without one (keyword search only).
public protocol SemanticRanking: Sendable {
    /// The stable keys (`quran:2:183`, `bukhari:1`) of the passages nearest to `question`,
    /// best first, with their cosine similarity.
    func nearest(_ question: String, k: Int) -> [(key: String, score: Float)]

    /// The question's `k` nearest passages and its cosine with each of `candidates`, from one
    /// embedding of the question.
    func rank(_ question: String, k: Int, candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float])

    /// The bundled glossary's well-known text an English question clearly paraphrases, if any.
    func knownText(_ question: String) -> Glossary.Entry?

    /// For a question in either language: the `k` verses whose English translation is nearest,
    /// and the cosine of the translation of each of `candidates` (Qur'an keys). Empty without
    /// the translation's vectors.
    func translationRank(_ question: String, k: Int, candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float])

    /// The same over the hadith's English translations (Bukhari and Muslim keys). Empty without
    /// their vectors.
    func hadithEnglishRank(_ question: String, k: Int,
                           candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float])
}

extension SemanticRanking {
    public func rank(_ question: String, k: Int, candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        (nearest(question, k: k), [:])
    }

    public func knownText(_ question: String) -> Glossary.Entry? { nil }

    public func translationRank(_ question: String, k: Int, candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        ([], [:])
    }

    public func hadithEnglishRank(_ question: String, k: Int,
                                  candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        ([], [:])
    }
}

/// Where a passage stands in the semantic ranking of a question.
struct MeaningRank: Sendable {
    /// Its place among the question's nearest passages; nil when it is not among them.
    var rank: Int?
    var score: Float
    /// Its cosine against the other candidates', in standard deviations (0 when unknown).
    var standing: Double = 0
    /// Measured on the verse's English translation (an English question and a verse).
    var fromTranslation = false
}
