/// "What do I say in sujood?", "What should one say when someone dies?": the asker wants words
/// to say, which the texts give as supplications («سبحانك اللهم ربنا وبحمدك», «إنا لله وإنا
/// إليه راجعون»). "say" alone is a filler ("What does the Qur'an say about …?" asks what the
/// texts say): only the asker's own saying, or a saying taught, is this frame.
extension QuestionFrame {
    /// Whether the question (in `Glossary.loose` words) asks what to say.
    static func asksWhatToSay(_ latin: [String]) -> Bool {
        for (i, w) in latin.enumerated() where saying.contains(w) || w == "said" {
            // "what to say", "what is said" ("how to recite" asks a manner).
            if i >= 2, latin[i - 1] == "to", w != "said", asking.contains(latin[i - 2]) { return true }
            if w == "said", i >= 2, ["is", "are"].contains(latin[i - 1]), latin[i - 2] == "what" { return true }
            // "what do I say", "what should a Muslim say", "what does one say".
            guard i >= 2, asker.contains(latin[i - 1]) else { continue }
            let j = latin[i - 2] == "a" && i >= 3 ? i - 3 : i - 2
            if modal.contains(latin[j]), j >= 1, asking.contains(latin[j - 1]) { return true }
        }
        // "Which dua …?", "What dhikr …?": the words are what is asked for.
        for (i, w) in latin.enumerated() where i >= 1 && asking.contains(latin[i - 1]) {
            if askedWords.contains(w) { return true }
        }
        return false
    }

    // In `Glossary.loose` spelling, as the question's words are.
    // (The loose spelling drops a final h: "which" is "whic".)
    private static let asking = Set(["what", "which", "whats"].map(Glossary.loose))
    private static let saying = Set(["say", "recite", "read", "supplicate"].map(Glossary.loose))
    private static let asker = Set(["i", "we", "one", "you", "muslim", "person", "believer"].map(Glossary.loose))
    private static let modal = Set(["do", "should", "can", "must", "shall", "would", "could", "does"].map(Glossary.loose))
    private static let askedWords = Set(["dua", "duas", "dhikr", "adhkar", "supplication", "supplications", "words"]
        .map(Glossary.loose))
}
