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
}
