import Domain

/// A glossary entry made a question's concept: its words' surface forms, its phrases, its
/// weak words and cues.
extension QueryAnalyzer {
    /// A glossary entry as a concept: its single Arabic words by their surface forms, its
    /// longer ones as phrases.
    static func concept(from e: Glossary.Entry, label: String) -> Concept {
        var c = GlossaryConcepts.shared.concept(for: e, label: label, make: { makeConcept(from: $0, label: label) })
        c.namedAyat = (e.refs ?? []).flatMap(AyaRef.parse)
        return c
    }

    /// A phrase as written and with a conjunction or preposition joined to its first word:
    /// «والكلمة الطيبة صدقة» has the phrase «الكلمة الطيبة» though no token reads «الكلمه».
    static func phraseVariants(_ toks: [String]) -> [[String]] {
        guard let first = toks.first else { return [] }
        let rest = Array(toks.dropFirst())
        var heads = [first]
        if first.hasPrefix("ال") {
            heads += ["و", "ف", "ب", "ك"].map { $0 + first }
            heads.append("لل" + first.dropFirst(2))
        } else {
            heads += ["و", "ف", "ب"].map { $0 + first }
        }
        return heads.map { [$0] + rest }
    }

    static func makeConcept(from e: Glossary.Entry, label: String) -> Concept {
        var forms = Set<String>()
        var phrases: [[String]] = []
        for a in e.arabic {
            // «=الكذب» in the glossary: the definite noun only, where the bare word is a homograph.
            let definite = a.hasPrefix("=")
            let toks = ArabicNormalizer.tokens(definite ? String(a.dropFirst()) : a)
            if toks.count == 1, let t = toks.first {
                forms.formUnion(definite ? ArabicForms.definiteForms(of: ArabicForms.base(t))
                                         : ArabicForms.forms(of: ArabicForms.base(t)))
            } else if toks.count > 1 {
                for v in Self.phraseVariants(toks) where !phrases.contains(v) { phrases.append(v) }
            }
        }
        var c = Concept(label: label, gloss: e.terms.first, forms: forms, phrases: phrases,
                        knownAbsent: e.absent == true)
        c.arabicText = e.arabic.first.map { $0.hasPrefix("=") ? String($0.dropFirst()) : $0 }
        for w in e.weak ?? [] {
            for t in ArabicNormalizer.tokens(w) { c.weakForms.formUnion(ArabicForms.forms(of: ArabicForms.base(t))) }
        }
        c.weakForms.subtract(c.forms)
        for cue in e.cues ?? [] {
            for t in ArabicNormalizer.tokens(cue) { c.cues.formUnion(ArabicForms.forms(of: ArabicForms.base(t))) }
        }
        // A weak word cannot vouch for itself: only another word shows its sense.
        c.cues.subtract(c.weakForms)
        return c
    }
}
