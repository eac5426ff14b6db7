/// The surface forms an Arabic word takes in running text, generated from its base rather than
/// found by stemming the text. Stemming conflates homographs once ة has been normalised to ه:
/// الغيبة "backbiting" and الغيب "the unseen" share the stem غيب, so a question about one
/// matched the other. Generating forms keeps the distinction: the forms of غيبه are غيبه,
/// الغيبه, بالغيبه, غيبته, غيبتك… and never الغيب.
public enum ArabicForms {
    /// Proclitics in the order they stack: conjunction, preposition, article.
    static let prefixes: [String] = [
        "", "و", "ف", "ب", "ل", "ك", "ال", "وال", "فال", "بال", "كال", "لل", "ولل", "فلل",
        "وب", "فب", "ول", "فل", "وك", "وبال", "فبال", "وكال",
    ]
    /// Enclitic pronouns and the plural/dual endings a noun or verb base takes, and the alif of
    /// an indefinite accusative («مريضا» in 2:184, «صدقة» aside: ة takes none).
    static let suffixes: [String] = [
        "", "ه", "ها", "هم", "هما", "هن", "كم", "كما", "كن", "نا", "ي", "ك", "ني",
        "ات", "ون", "ين", "ان", "وا", "ا",
        // A dual or a plural in ين before a pronoun drops its ن: «نعليه» (his two sandals, Bukhari
        // 5850), «يديه», «عينيها».
        "يه", "يها", "يهما", "يك",
    ]
    static let pluralEndings: Set<String> = ["ات", "ون", "ين", "ان"]
    static let pronouns: [String] = ["", "ه", "ها", "هم", "هما", "هن", "كم", "كن", "نا", "ي", "ك"]

    /// The base of a normalised token: the article and a conjunction or preposition stacked
    /// before it are removed, but only when a word of three or more letters remains, so that
    /// بر, فضل and كذب are never cut.
    public static func base(_ token: String) -> String {
        // After a conjunction, four letters must remain: «والداه» is a word of its own, not
        // و + ال + «داه», while «والصلاه» is و + ال + «صلاه».
        for (p, rest) in [("وبال", 4), ("فبال", 4), ("وال", 4), ("فال", 4), ("ولل", 4), ("فلل", 4),
                          ("بال", 3), ("كال", 3), ("لل", 3), ("ال", 3)]
        where token.hasPrefix(p) && token.count - p.count >= rest {
            return String(token.dropFirst(p.count))
        }
        return token
    }

    /// The word with a conjunction or preposition before its article folded away
    /// («وبالصلاه» → «الصلاه»), the article kept: «الضحى» (forenoon) and «ضحى» (he sacrificed)
    /// stay two words, where `base` would make them one.
    public static func lookupKey(_ token: String) -> String {
        for p in ["وبال", "فبال", "وال", "فال", "بال", "كال"] where token.hasPrefix(p) && token.count - p.count >= 2 {
            return "ال" + token.dropFirst(p.count)
        }
        for p in ["ولل", "فلل", "لل"] where token.hasPrefix(p) && token.count - p.count >= 2 {
            return "ال" + token.dropFirst(p.count)
        }
        return token
    }

    /// The key a glossary's own word is kept under: `lookupKey`, except that after a
    /// conjunction four letters must remain, as in `base` («والدين» is parents, not «و» +
    /// «الدين», debt or religion; «والميزان» is «و» + «الميزان»).
    public static func entryKey(_ token: String) -> String {
        for p in ["وبال", "فبال", "وال", "فال", "ولل", "فلل"] where token.hasPrefix(p) {
            return token.count - p.count >= 4 ? lookupKey(token) : token
        }
        return lookupKey(token)
    }

    /// The forms of a definite noun only («الكذب» "lying», never «كذب» "he denied"): the
    /// article with a conjunction or preposition before it, and no ending.
    public static func definiteForms(of base: String) -> Set<String> {
        Set(["ال", "وال", "فال", "بال", "كال", "لل", "ولل", "فلل", "وبال", "فبال"].map { $0 + base })
    }

    /// Every surface form of `base` (a normalised word without the article): each proclitic
    /// stack before each ending. A base ending in ه (a normalised ة) also takes the ت of the
    /// construct state (غيبته, صدقتك) and the feminine plural (صدقات).
    public static func forms(of base: String) -> Set<String> {
        var stems: [(String, [String])] = [(base, suffixes)]
        if base.hasSuffix("ه"), base.count >= 3 {
            let root = String(base.dropLast())
            stems = [(base, [""]), (root + "ت", pronouns.filter { !$0.isEmpty }), (root + "ات", pronouns)]
        } else if base.hasSuffix("ء"), base.count >= 3 {
            // A final hamza sits on ي or و before a pronoun, as the case has it: «دماء» is
            // «دمائهم» (Bukhari 4079) and «دماؤكم», «نساء» «نسائهم», «أنبياء» «أنبيائه».
            let root = String(base.dropLast())
            stems += [(root + "ئ", pronouns.filter { !$0.isEmpty }), (root + "ؤ", pronouns.filter { !$0.isEmpty })]
        }
        // A two-letter noun keeps its article in the base («الام», «الحج»: `base` leaves three
        // letters or more), and a definite noun takes no pronoun: «الامه» is the nation and
        // «الحجه» the proof, not "the mother" or "the pilgrimage" with an ending.
        if base.count == 4, base.hasPrefix("ال") {
            stems = [(base, suffixes.filter { $0.isEmpty || pluralEndings.contains($0) })]
        }
        var out = Set<String>()
        out.reserveCapacity(prefixes.count * suffixes.count)
        for (stem, ends) in stems {
            for s in ends {
                let word = stem + s
                // A noun with the article takes no pronoun: «الصلاته» is not a word.
                let definite = s.isEmpty || pluralEndings.contains(s)
                for p in prefixes where definite || !p.contains("ال") { out.insert(p + word) }
            }
        }
        return out
    }
}
