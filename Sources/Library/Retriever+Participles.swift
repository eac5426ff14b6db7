/// A word the texts have in almost no passage, looked for by its root's participles too.
extension Retriever {
    /// A word in at most this many passages is rare enough to be looked for by its root's
    /// participles as well.
    static let rareDocuments = 3

    /// Adds `c`'s participles to its forms when they are in more passages than its own forms:
    /// «نمص» is in no saying, «النامصات» and «المتنمصات» are. `documents` becomes the new count.
    func widenRare(_ c: inout Concept, documents df: inout Int) throws {
        guard df <= Self.rareDocuments, let base = c.participleBase else { return }
        let participles = ArabicParticiples.forms(of: base)
        guard !participles.isEmpty else { return }
        var derived = c
        derived.forms = participles
        derived.stem = nil
        derived.phrases = []
        guard try prune(&derived) > df else { return }
        // The participles say what the word's light stem only guessed at («الأمصار» for «نمص»).
        c.forms.formUnion(derived.forms)
        c.stem = nil
        df = try prune(&c)
    }
}
