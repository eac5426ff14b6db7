import Domain

/// A question often says one thing twice in two forms of its word («إحنا بنقعد … على القهوة،
/// هو في حاجة في السنة عن القعدة؟»). Weighed as two words, the thing counted twice against a
/// passage that says it once, and the passage answering it fell below the coverage an answer
/// needs.
extension QueryAnalyzer {
    /// `q` with each Arabic word the glossary does not know folded into an earlier one of its
    /// root (`ArabicRoot`), their forms together. A word the glossary knows keeps its own
    /// chosen forms, and a spoken word beside it keeps its own: «بيضحي» finds the verb «ضحى»
    /// of the hadith that the sacrifice's nouns do not.
    /// A word said in the asking sentence and again in the story is not the story's: the two
    /// are story only if both are.
    static func mergeRoots(_ q: inout LibraryQuery) {
        var kept: [Concept] = []
        var byRoot: [String: Int] = [:]
        for c in q.concepts {
            guard let root = mergeableRoot(c) else {
                kept.append(c)
                continue
            }
            guard let i = byRoot[root] else {
                byRoot[root] = kept.count
                kept.append(c)
                continue
            }
            kept[i].forms.formUnion(c.forms)
            kept[i].narrative = kept[i].narrative && c.narrative
        }
        q.concepts = kept
    }

    /// The root of a one-word Arabic concept of the question's own, or nil.
    static func mergeableRoot(_ c: Concept) -> String? {
        guard c.gloss == nil, !c.fromContext, !c.isName, !c.namesText, !c.forms.isEmpty, c.latinName == nil else {
            return nil
        }
        let tokens = ArabicNormalizer.tokens(c.label)
        guard tokens.count == 1, let t = tokens.first else { return nil }
        guard t.unicodeScalars.allSatisfy({ (0x0600...0x06FF).contains($0.value) }) else { return nil }
        return ArabicRoot.of(t)
    }
}
