import Domain

/// A word the texts have in almost no passage, looked for by its root's participles too, or as a
/// verb said of him.
extension Retriever {
    /// A word in at most this many passages is rare enough to be looked for by its root's
    /// participles as well.
    static let rareDocuments = 3

    /// Adds `c`'s participles, and for a past verb said of oneself the verb said of him
    /// (`QueryAnalyzer.pastSaidOfHim`), to its forms when they are in more passages than its own
    /// forms: «نمص» is in no saying, «النامصات» and «المتنمصات» are; «عطست» is in three
    /// passages, and «إذا عطس أحدكم فليقل الحمد لله» (Bukhari 6224) is not one of them. A
    /// commoner word keeps its own forms: «حلفت» finds «ما حلفت بها» (Muslim 4254), which the
    /// passages of every «حلف» would outnumber. `documents` becomes the new count.
    func widenRare(_ c: inout Concept, documents df: inout Int) throws {
        guard df <= Self.rareDocuments else { return }
        var wider = c.participleBase.map(ArabicParticiples.forms(of:)) ?? []
        wider.formUnion(Self.pastSaidOfHim(c))
        guard !wider.isEmpty else { return }
        var derived = c
        derived.forms = wider
        derived.stem = nil
        derived.phrases = []
        guard try prune(&derived) > df else { return }
        // The wider forms say what the word's light stem only guessed at («الأمصار» for «نمص»).
        c.forms.formUnion(derived.forms)
        c.stem = nil
        df = try prune(&c)
    }

    /// The forms of the verb said of him, for a question's own word the glossary does not know.
    static func pastSaidOfHim(_ c: Concept) -> Set<String> {
        guard c.gloss == nil, !c.isName, !c.fromContext, !isEnglish(c.label) else { return [] }
        let tokens = ArabicNormalizer.tokens(c.label)
        guard tokens.count == 1 else { return [] }
        return QueryAnalyzer.pastSaidOfHim(tokens[0]).reduce(into: Set<String>()) {
            $0.formUnion(QueryAnalyzer.forms(of: $1, taMarbuta: false))
        }
    }
}
