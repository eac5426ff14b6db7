/// The embedder's search as the retriever's semantic ranking.
extension SemanticSearch: SemanticRanking {
    public func nearest(_ question: String, k: Int) -> [(key: String, score: Float)] {
        search(question, k: k).map { (key: $0.key.description, score: $0.score) }
    }

    public func rank(_ question: String, k: Int, candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        guard question.contains(where: { $0.isLetter || $0.isNumber }),
              let vector = vector(question) else { return ([], [:]) }
        let nearest = index.nearest(to: vector, k: k).map { (key: $0.key.description, score: $0.score) }
        let keys = candidates.compactMap { PassageKey($0) }
        var cosines: [String: Float] = [:]
        for (key, score) in index.cosines(to: vector, for: keys) { cosines[key.description] = score }
        return (nearest, cosines)
    }

    public func translationRank(_ question: String, k: Int,
                                candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        rank(question, in: translationIndex, k: k, candidates: candidates)
    }

    public func hadithEnglishRank(_ question: String, k: Int,
                                  candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        rank(question, in: hadithEnglishIndex, k: k, candidates: candidates)
    }

    /// The question's nearest in one of the English indexes, and its cosine with `candidates`
    /// there; empty without that index.
    private func rank(_ question: String, in english: DenseIndex?, k: Int,
                      candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        guard let english, question.contains(where: { $0.isLetter || $0.isNumber }),
              let vector = vector(question) else { return ([], [:]) }
        let nearest = english.nearest(to: vector, k: k).map { (key: $0.key.description, score: $0.score) }
        var cosines: [String: Float] = [:]
        for (key, score) in english.cosines(to: vector, for: candidates.compactMap { PassageKey($0) }) {
            cosines[key.description] = score
        }
        return (nearest, cosines)
    }
}
