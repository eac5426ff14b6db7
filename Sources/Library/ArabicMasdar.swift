/// The verb of a derived verbal noun (maṣdar). A question names an act by its noun — «اقتناء
/// كلب» (keeping a dog), «إفشاء السلام», «الاعتكاف», «الانتحار» is not here — where the texts
/// say it with the verb: «من اقتنى كلبا», «أفشوا السلام», «اعتكف». Generated forms only add
/// affixes to a stem and never reach the verb, so the question missed the hadith that answers
/// it. Three patterns whose verb follows from the noun's letters alone:
/// إفعال (Form IV), افتعال (Form VIII) and استفعال (Form X). A final hamza after the long
/// vowel is a weak root's («إفشاء»: the verb ends in ى, written ي once normalised).
enum ArabicMasdar {
    /// Verb stems (normalised) for `base`, a normalised word without the article; empty when
    /// the word has none of the patterns.
    static func verbs(of base: String) -> [String] {
        let c = Array(base)
        func verb(_ stem: [Character], last: Character, prefix: String) -> [String] {
            let s = String(stem)
            if last == "ء" {
                // أفشى / أفشوا / يفشي
                return [prefix + s + "ي", prefix + s + "وا", "ي" + String(prefix.dropFirst()) + s + "ي"]
            }
            // أسلم / أسلموا / يسلم
            return [prefix + s + String(last), prefix + s + String(last) + "وا", "ي" + String(prefix.dropFirst()) + s + String(last)]
        }
        // استفعال: است + C1 C2 ا C3 (استغفار → استغفر, استنجاء → استنجى)
        if c.count == 7, base.hasPrefix("است"), c[5] == "ا" {
            return verb([c[3], c[4]], last: c[6], prefix: "است")
        }
        // افتعال: ا C1 ت C2 ا C3 (اعتكاف → اعتكف, اقتناء → اقتنى); ت is ط or د after some letters.
        if c.count == 6, c[0] == "ا", "تطد".contains(c[2]), c[4] == "ا" {
            return verb([c[1], c[2], c[3]], last: c[5], prefix: "ا")
        }
        // إفعال: ا C1 C2 ا C3 (إفشاء → أفشى, إسبال → أسبل)
        if c.count == 5, c[0] == "ا", c[3] == "ا", c[1] != "ا", c[2] != "ا" {
            return verb([c[1], c[2]], last: c[4], prefix: "ا")
        }
        return []
    }

    /// The Form III verb of a فِعال noun, in the present («الظهار» → «يظاهر», «تظاهر»; 58:2
    /// says «يظاهرون»). Only as another spelling, for a noun no passage has: فِعال is also the
    /// shape of plain nouns («كتاب», «شراب») whose فاعل is another word (scribe, moustache), and
    /// the past is often one too («ظاهر», apparent).
    static func formThreeVerbs(of base: String) -> [String] {
        let c = Array(base)
        // Its other verbal noun, مُفاعَلة («المحافظة على الصلاة»: 2:238 says «حافظوا», 23:9
        // «يحافظون»; «المجادلة», «المبايعة»). The plural imperative too, with its «وا»: bare,
        // فاعل is also the participle («حافظ», a guardian).
        if c.count == 6, c[0] == "م", c[2] == "ا", c[5] == "ه", !"اويء".contains(c[1]), !"اويء".contains(c[3]),
           !"اويءه".contains(c[4]) {
            let stem = String([c[1], "ا", c[3], c[4]])
            return ["ي" + stem, "ت" + stem, stem + "وا"]
        }
        // A last ه is as often «ه» "him" on a verb («عطاه», he gave him) as a root letter.
        guard c.count == 4, c[2] == "ا", !"اوي".contains(c[0]), !"اوي".contains(c[1]), !"اويه".contains(c[3]) else {
            return []
        }
        let stem = String([c[0], "ا", c[1], c[3]])
        return ["ي" + stem, "ت" + stem]
    }

    /// The present verbs a noun no passage has may be said with (Form III of a فِعال noun,
    /// Form I of a definite فَعْل one), as other spellings of `token`.
    static func presentVerbs(of token: String) -> [String] {
        formThreeVerbs(of: ArabicForms.base(token)) + formOneVerbs(of: token)
    }

    /// The present of the Form I verb of a definite فَعْل noun («البصق» → «يبصق», «تبصق»: the
    /// hadith say «فلا يبصق أمامه», never «البصق»). Only as another spelling, for a noun no
    /// passage has, and only with the article: bare, three letters are as often the verb itself.
    static func formOneVerbs(of token: String) -> [String] {
        let base = ArabicForms.base(token)
        let c = Array(base)
        guard base != token, c.count == 3, !c.contains(where: { "اويءئؤ".contains($0) }) else { return [] }
        return ["ي" + base, "ت" + base]
    }

    /// The surface forms of the verb of `base` when it is a verbal noun of one of the patterns.
    static func verbForms(of base: String) -> Set<String> {
        var out = formTwoVerbForms(of: base)
        for verb in verbs(of: base) { out.formUnion(ArabicForms.forms(of: verb)) }
        return out
    }

    /// The verb's own forms for a Form II noun, تفعيل or its once-noun تفعيلة: «التكبير»,
    /// «تكبيرة» are said «كبّر أربعا», «يكبر», «فكبروا»; «التسبيح» is «سبح». Only the verb's
    /// forms, never with the article: the bare root («كبر», «علم») is also a noun (old age,
    /// knowledge) that the question did not ask about.
    static func formTwoVerbForms(of base: String) -> Set<String> {
        let c = Array(base)
        guard c.first == "ت", c.count == 5 || c.count == 6 && c[5] == "ه", c[3] == "ي",
              !"اوي".contains(c[1]), !"اوي".contains(c[2]), !"اوي".contains(c[4]) else { return [] }
        let root = String([c[1], c[2], c[4]])
        var out: Set<String> = []
        for stem in [root, "ي" + root, "ن" + root, "ت" + root] {
            for prefix in ["", "و", "ف"] {
                out.insert(prefix + stem)
                out.insert(prefix + stem + "وا")
                out.insert(prefix + stem + "ون")
            }
        }
        out.insert(root + "ت")
        out.insert("ف" + root + "ت")
        out.insert(root + "نا")
        return out
    }
}
