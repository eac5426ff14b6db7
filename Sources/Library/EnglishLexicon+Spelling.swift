extension EnglishLexicon {
    /// The shortest word a misspelling is looked for in: a shorter word is one edit from
    /// too many others ("cars" / "bars" / "ears").
    static let correctableLength = 6

    /// The word the dictionary knows one edit away from `word`, when it knows `word` in none
    /// of its forms ("happend" → happened, "recieve" → receive): people type fast, and a
    /// misspelt word would otherwise be a word the texts never use, the heaviest of the
    /// question. Swapped letters are tried first, then a missing letter, an extra one and a
    /// wrong one, each left to right, so the choice never depends on the dictionary's order.
    public func correction(of word: String) -> String? {
        guard word.count >= Self.correctableLength, word.allSatisfy({ $0.isASCII && $0.isLetter }), !knows(word) else { return nil }
        return OneEdit.first(from: word, where: knows)
    }

    /// Whether the dictionary has `word` in some form, with translations or without.
    func knows(_ word: String) -> Bool {
        Self.lemmas(of: word).contains { entries[$0] != nil || absent.contains($0) }
    }
}

extension EnglishLexicon {
    /// Words the translations spell one way and people another: the Qur'an's translation says
    /// "God" where nearly every English claim and question says "Allah", and British "-our"
    /// ("honour", "neighbour") where many write "-or". A query word is looked for in all of them.
    /// The prophets and the unseen as Muslims name them in English ("Dawud", "Musa", "Jibril")
    /// are the translations' English names ("David", "Moses", "Gabriel"): one way only, since the
    /// hadith's English spells its narrators' names the Arabic way ("Abu Musa").
    static let sameWord: [String: String] = [
        "allah": "god", "god": "allah", "musa": "moses", "ibrahim": "abraham", "dawud": "david", "dawood": "david",
        "dawoud": "david", "isa": "jesus", "yusuf": "joseph", "yousuf": "joseph", "nuh": "noah", "sulayman": "solomon",
        "sulaiman": "solomon", "maryam": "mary", "harun": "aaron", "haroon": "aaron", "yunus": "jonah", "younus": "jonah",
        "ayyub": "job", "ayub": "job", "yaqub": "jacob", "yaqoob": "jacob", "ishaq": "isaac", "ismail": "ishmael",
        "lut": "lot", "zakariya": "zachariah", "zakariyya": "zachariah", "yahya": "john", "jibril": "gabriel",
        "jibreel": "gabriel", "shaytan": "satan", "shaitan": "satan", "firawn": "pharaoh", "firaun": "pharaoh",
        "ilyas": "elias", "jannah": "paradise", "jahannam": "hell",
    ]

    /// Words the English translations choose between for one Arabic word: Ahmed Ali's Qur'an
    /// says "favours" and "unbelievers" where a claim says "blessings" and "disbelievers", Khan's
    /// hadith "betrayer" and "flag" where one says "traitor" and "banner". Each is looked for as
    /// the others of its group. Only words whose every sense here is the one sense; "fire",
    /// "garden" and "fast" are left out, having others.
    static let synonymGroups: [[String]] = [
        ["blessing", "favour", "favor", "bounty"], ["punishment", "torment", "chastisement"],
        ["disbeliever", "unbeliever", "infidel"], ["idolater", "polytheist", "pagan"], ["messenger", "apostle"],
        ["charity", "alms"], ["patience", "perseverance", "steadfastness", "fortitude"],
        ["patient", "steadfast", "persevering"], ["traitor", "betrayer"], ["betrayal", "treachery"],
        ["banner", "flag"], ["hereafter", "afterlife"], ["recompense", "reward"], ["pardon", "forgive"],
        ["righteous", "pious", "virtuous"], ["merciful", "compassionate"], ["mercy", "compassion"],
        ["supplication", "invocation"], ["grateful", "thankful"], ["gratitude", "thankfulness"],
        ["trial", "tribulation", "affliction"], ["wealth", "riches"], ["booty", "spoils"], ["ablution", "wudu"],
        ["pilgrimage", "hajj"], ["hellfire", "hell"], ["falsehood", "lie"], ["truthful", "honest"],
    ]

    static let synonyms: [String: [String]] = {
        var out: [String: [String]] = [:]
        for g in synonymGroups { for w in g { out[w, default: []] += g.filter { $0 != w } } }
        return out
    }()

    /// `lemmas(of:)` of the word, each also in its other spelling.
    static func spellings(of word: String) -> [String] {
        var out = lemmas(of: word)
        for form in out {
            for s in synonyms[form] ?? [] where !out.contains(s) { out.append(s) }
            var other: String?
            if let same = sameWord[form] {
                other = same
            } else if form.count >= 5, form.hasSuffix("our") {
                other = String(form.dropLast(2)) + "r"
            } else if form.count >= 5, form.hasSuffix("or"), !form.hasSuffix("oor") {
                other = String(form.dropLast()) + "ur"
            }
            if let other, !out.contains(other) { out.append(other) }
        }
        return out
    }
}
