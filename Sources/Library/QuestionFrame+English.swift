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
        "but", "because", "though", "although", "however", "whether", "either", "neither", "nor",
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
    ]

    /// Whether `word` (loose spelling; `typed` as the asker wrote it) carries no topic: a
    /// filler word, one of the asides above, or the possessive or contraction of either
    /// ("someone's", "there's", "who's": the loose spelling has lost the apostrophe).
    static func isEnglishFiller(_ word: String, typed: String) -> Bool {
        if englishFiller.contains(word) || englishAside.contains(word) { return true }
        let lower = typed.lowercased()
        for end in ["'s", "’s"] where lower.hasSuffix(end) {
            let base = Glossary.loose(String(lower.dropLast(end.count)))
            return englishFiller.contains(base) || englishAside.contains(base)
        }
        return false
    }
}
