/// A follow-up that names the earlier topic with a demonstrative ("Is there a special hour on
/// that day when dua is accepted?" after a question about Friday, "for that punishment",
/// "on that same trip") leans on the question before it even though it has words of its own:
/// without the earlier topic, "that day" is any day.
extension QueryAnalyzer {
    static let demonstratives: Set<String> = ["that", "this", "those", "these", "same"]
    /// Words before a demonstrative that make it point at a thing, not open a clause ("is it
    /// true that fasting …" is a conjunction).
    static let referencePrepositions: Set<String> = ["on", "in", "at", "for", "during", "after", "before", "from",
                                                     "of", "about", "with", "to", "by", "into", "than"]
    /// Nouns that after a demonstrative name a time or an act already spoken of.
    static let referenceNouns: Set<String> = ["day", "night", "time", "year", "month", "trip", "journey", "prayer",
                                              "punishment", "reward", "event", "battle", "story", "verse", "hadith"]

    /// Whether the English question points back at what was said before it.
    static func refersBack(_ latin: [String]) -> Bool {
        for (i, w) in latin.enumerated() where demonstratives.contains(w) && i + 1 < latin.count {
            if i > 0, referencePrepositions.contains(latin[i - 1]) { return true }
            if referenceNouns.contains(latin[i + 1]) || latin[i + 1] == "same" { return true }
        }
        return false
    }
}
