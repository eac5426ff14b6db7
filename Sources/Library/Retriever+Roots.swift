import Domain

extension Retriever {
    /// Gives an Arabic word the glossary does not know the texts' other words of its root
    /// («يوصي» → «الوصيه», «وصيه», «اوصي»…), which cover it at a discount. Not a topic the
    /// glossary knows (its senses are kept apart on purpose: الغيبة is not الغيب), a name, or
    /// a word from an earlier question.
    func addRootForms(_ c: inout Concept) {
        guard c.gloss == nil, !c.isName, !c.fromContext, !c.knownAbsent, !Self.isEnglish(c.label) else { return }
        let tokens = ArabicNormalizer.tokens(c.label)
        guard tokens.count == 1, let root = ArabicRoot.of(tokens[0]) else { return }
        var family = Set(index.words(withRoot: root))
        // A first «و» or «ف» is as often "and" («وطيب», and the goodness of) as the root's
        // («وعد»): both are read.
        let t = tokens[0]
        if t.count >= 4, t.hasPrefix("و") || t.hasPrefix("ف"), let other = ArabicRoot.of(String(t.dropFirst())), other != root {
            family.formUnion(index.words(withRoot: other))
        }
        c.rootForms = family.subtracting(c.forms)
    }

    /// The most words a rare word's root may have in the texts for them to bring candidates.
    static let rareRootFamily = 24

    /// The passages that have a rare word's root in another of its few words: a verbal noun the
    /// texts say only as a verb («خداع», in one passage; «وإن يريدوا أن يخدعوك», 8:62) was never
    /// a candidate, though its root would cover it. They join the candidates only; the root's
    /// words still count at a discount. A root of many words is many senses, and brings none.
    func rareRootCandidates(_ weighted: [WeightedConcept]) throws -> Set<Int> {
        var ids = Set<Int>()
        for w in weighted where w.documents > 0 && w.documents <= Self.rareDocuments
            && !w.concept.rootForms.isEmpty && w.concept.rootForms.count <= Self.rareRootFamily {
            let words = w.concept.rootForms.sorted().map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
            ids.formUnion(try index.candidateIDs(matching: "matn : (\(words.joined(separator: " OR ")))", limit: perConcept))
        }
        return ids
    }
}
