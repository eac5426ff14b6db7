/// The participles of a three-letter root, for a word the texts have (almost) nowhere as typed.
/// A question names an act by its root noun or verb — «ما حكم نمص الحواجب؟», «الوشم» — where
/// the hadith name the people who do it: «لعن الله الواشمات والمستوشمات والنامصات
/// والمتنمصات». Generated forms only add affixes, so «نمص» met nothing but a stray stem, and
/// the answer was a hadith about the garrison towns (الأمصار).
///
/// Only sound roots, or those whose weak letter comes first: a hollow or defective root's
/// patterns change its letters. The forms are searched only for a word
/// whose own forms are in almost no passage (`Retriever.weigh`), so a common root is never
/// widened.
enum ArabicParticiples {
    /// Normalised word stems for the root of `base` (a normalised word without the article):
    /// فاعل, مفعول, متفعّل and مستفعل, each with the feminine and plural endings.
    static func forms(of base: String) -> Set<String> {
        guard let root = root(of: base) else { return [] }
        let (a, b, c) = (root[0], root[1], root[2])
        let stems = [
            String([a, "ا", b, c]),            // نامص, واشم: the one who does it
            String(["م", a, b, "و", c]),       // منمول: the one it is done to
            "مت" + String([a, b, c]),          // متنمص: who has it done
            "مست" + String([a, b, c]),         // مستوشم: who asks for it
        ]
        var out: Set<String> = []
        for stem in stems {
            for ending in ["", "ه", "ات", "ون", "ين"] { out.formUnion(ArabicForms.forms(of: stem + ending)) }
        }
        return out
    }

    /// The three root letters of `base` when it is the bare root or one of the participles
    /// above with an ending, and the root is sound; else nil.
    static func root(of base: String) -> [Character]? {
        var w = base
        for ending in ["ات", "ون", "ين", "ه"] where w.hasSuffix(ending) && w.count - ending.count >= 3 {
            w = String(w.dropLast(ending.count))
            break
        }
        var c = Array(w)
        if c.count == 6, w.hasPrefix("مست") { c = Array(c[3...]) }
        else if c.count == 5, w.hasPrefix("مت") { c = Array(c[2...]) }
        else if c.count == 5, c[0] == "م", c[3] == "و" { c = [c[1], c[2], c[4]] }
        else if c.count == 4, c[1] == "ا" { c = [c[0], c[2], c[3]] }
        // A و or ي first keeps its place in every pattern (واشم, مستوشم); in the middle or at
        // the end it changes, and a hamza changes its seat.
        guard c.count == 3, !"اىءأإآئؤ".contains(c[0]), !c[1...].contains(where: { "اويىءأإآئؤ".contains($0) }) else { return nil }
        return c
    }
}
