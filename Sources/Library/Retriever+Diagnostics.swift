/// What `LibraryEval --explain` shows of a question: each concept as the index weighs it.
extension Retriever {
    public struct ConceptWeight: Sendable {
        public var label: String
        public var weight: Double
        public var documents: Int
        public var absentFromTexts: Bool
        public var incidental: Bool
        public var fromLexicon: Bool
    }

    /// The question's concepts with their weights and document counts, as `answer` weighs them.
    public func weights(of concepts: [Concept]) throws -> [ConceptWeight] {
        try weigh(concepts).map {
            ConceptWeight(label: $0.concept.label, weight: $0.weight, documents: $0.documents,
                          absentFromTexts: $0.concept.absentFromTexts, incidental: $0.concept.incidental,
                          fromLexicon: $0.concept.fromLexicon)
        }
    }
}
