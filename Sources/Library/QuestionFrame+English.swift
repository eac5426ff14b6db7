/// English words that shape how a question is put in conversation but never say what it is
/// about. People asking in their own words wrap the topic in them ("roughly how many fought at
/// Badr?", "who's supposed to say salam first?"); the dictionary translates most of them, the
/// texts use few of those translations, and so each one weighed as a topic the library lacks,
/// which made long questions abstain.
extension QuestionFrame {
    /// Conjunctions, pronouns and discourse words the short filler list leaves out (in
    /// `Glossary.loose` spelling). Adverbs of manner that can be the point ("secretly",
    /// "silently", "loudly") are not here, only those that hedge or stress; nor are the
    /// reflexives ("whoever knows himself": the self, نفس, is often the topic).
    static let englishAside: Set<String> = Set(englishAsideWords.map(Glossary.loose))
    static let englishAsideWords: [String] = [
        "but", "because", "since", "though", "although", "however", "whether", "either", "neither", "nor",
        "both", "too", "here", "again", "once", "further", "else", "am", "ours", "yours",
        "hers", "theirs", "anyone", "anybody", "everyone", "everybody", "somebody", "everything",
        "supposed", "got", "gotten", "getting", "roughly", "approximately", "basically",
        "literally", "honestly", "seriously", "probably", "maybe", "perhaps", "usually",
        "generally", "especially", "specifically", "certainly", "definitely", "simply",
        "apparently", "supposedly", "currently", "recently", "tbh", "kinda", "sorta", "idk",
        "pls", "plz", "etc", "hey", "hi", "guys", "lot", "lots", "bit", "stuff", "wondering",
        "curious", "question", "questions", "anyway", "anyways", "wanted", "wants", "trying",
        "try", "tried", "let", "lets", "such", "whatever", "whoever", "whenever", "wherever", "whichever",
        "lol", "lmao", "omg", "btw", "ngl", "imo", "imho",
        // "Is this hadith sahih?", "Sahih Muslim: …": a grading or a book's name, never a topic.
        "sahih",
        // "Is it in the Sunnah or just a cultural thing?": culture is what the answer is set against.
        "cultural", "culture",
        // "Modesty brings nothing except good": the saying's negation and exception are in
        // its Arabic particles (لا … إلا), which are not searched either.
        "nothing", "except", "unless", "none", "nobody", "noone",
        // "… peeking into our house through a gap": how, not what.
        "through", "throughout",
        // "… and later remind them of it", "do I need a will already?": when the asker's own
        // story happens, which no answer is about ("again" and "still" are above).
        "already", "later", "now", "soon", "yet", "lately", "nowadays", "anymore", "ago",
        "always", "often", "sometimes", "rarely",
    ]

    /// The loose spelling merges a doubled letter, so "good" reads as the filler "god". In a
    /// quotation being checked that dropped the saying's word ("Modesty brings nothing except
    /// good": بخير); in a question "good" mostly frames it ("is it good to …", "a good deed?"),
    /// as the filler it was read as. In English a doubled vowel makes another word: typed with
    /// one, a quoted word is a filler only if it is one as typed ("need", "been").
    static func mergesIntoFiller(_ typed: String) -> Bool {
        let t = typed.lowercased().filter(\.isLetter)
        guard t.contains("oo") || t.contains("ee") else { return false }
        return !englishFillerWords.contains(t) && !englishAsideWords.contains(t)
    }

    /// Whether `word` (loose spelling; `typed` as the asker wrote it) carries no topic: a
    /// filler word, one of the asides above, or the possessive or contraction of either
    /// ("someone's", "there's", "who's": the loose spelling has lost the apostrophe).
    static func isEnglishFiller(_ word: String, typed: String, quoting: Bool = false) -> Bool {
        if quoting, mergesIntoFiller(typed) { return false }
        if englishFiller.contains(word) || englishAside.contains(word) { return true }
        guard let base = possessiveBase(typed) else { return false }
        return englishFiller.contains(base) || englishAside.contains(base)
    }

    /// The word a possessive or contraction in "'s" is made of, in loose spelling ("God's" →
    /// "god", where the loose spelling of the whole is "gods"); nil for any other word.
    static func possessiveBase(_ typed: String) -> String? {
        let lower = typed.lowercased()
        guard let end = ["'s", "’s"].first(where: lower.hasSuffix) else { return nil }
        return Glossary.loose(String(lower.dropLast(end.count)))
    }
}
