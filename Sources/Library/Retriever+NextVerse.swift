import Domain

/// "What does the next verse say?" after a question a verse answered: the verse after (or
/// before) the one the previous answer cited first is named, as if its number had been typed.
/// A reader going through a passage of the Qur'an asks this way, and no word of such a
/// question says which verse it is.
extension Retriever {
    /// English words that point at a verse, and that point next to it.
    static let verseWords: Set<String> = ["verse", "verses", "aya", "ayah", "ayat", "ayahs", "ayas"]
    static let afterWords: Set<String> = ["next", "following", "after"]
    static let beforeWords: Set<String> = ["previous", "preceding", "before"]
    static let countWords: [String: Int] = ["two": 2, "three": 3, "2": 2, "3": 3]
    static let pronouns: Set<String> = ["it", "that", "this", "them", "those", "these", "one"]
    /// The same in Arabic, normalised (`ArabicNormalizer`), each with its offsets.
    static let arabicNeighbours: [(phrase: String, steps: [Int])] = [
        ("الايه التاليه", [1]), ("الايه التي بعدها", [1]), ("الايه اللي بعدها", [1]), ("الايه بعدها", [1]),
        ("الايه التي تليها", [1]), ("الايه اللي تليها", [1]), ("الايتين التاليتين", [1, 2]),
        ("الايه السابقه", [-1]), ("الايه التي قبلها", [-1]), ("الايه اللي قبلها", [-1]), ("الايه قبلها", [-1]),
    ]

    /// The offsets from the previous answer's verse that `question` asks for: [1] for "the
    /// next verse", [1, 2] for "the next two verses", [-1] for "the verse before it"; empty
    /// when it asks for none.
    static func neighbourSteps(in question: String) -> [Int] {
        if !isEnglish(question) {
            // «والآية اللي قبلها؟»: the conjunction joined to the word is not part of the phrase.
            let words = ArabicNormalizer.tokens(question).map { w in
                (w.hasPrefix("وال") || w.hasPrefix("فال")) && w.count > 4 ? String(w.dropFirst()) : w
            }
            let text = " " + words.joined(separator: " ") + " "
            return arabicNeighbours.first { text.contains(" " + $0.phrase + " ") }?.steps ?? []
        }
        let words = question.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        for (i, w) in words.enumerated() where verseWords.contains(w) {
            // "the next (two) verse(s)", "the very next verse", "the verse(s) after/before it".
            let before = words[max(0, i - 3)..<i]
            let after = words[(i + 1)..<min(words.count, i + 4)]
            let count = before.compactMap { countWords[$0] }.first ?? 1
            // "after it", not "the verses after death": what follows points back, or nothing does.
            func pointsBack(_ word: String) -> Bool {
                let rest = Array(after.drop { $0 == "right" || $0 == "just" })
                return rest.first == word && (rest.count == 1 || pronouns.contains(rest[1]))
            }
            if before.contains(where: afterWords.contains) || pointsBack("after") { return Array(1...count) }
            if before.contains(where: beforeWords.contains) || pointsBack("before") { return (1...count).map { -$0 } }
        }
        return []
    }

    /// Names the verses `question` asks for beside the verse the previous question's answer
    /// cited first (the previous question answered with its own context).
    func addNeighbourVerses(to query: inout LibraryQuery, question: String, context: [String]) throws {
        let steps = Self.neighbourSteps(in: question)
        guard !steps.isEmpty, let last = context.last else { return }
        let previous = try answer(last, context: Array(context.dropLast()))
        guard let verse = previous.passages.first(where: { $0.hit.passage.collection == .quran })?.hit.passage else { return }
        let refs = steps.map { AyaRef(sura: verse.sura, aya: verse.aya + $0) }.filter { $0.aya >= 1 }
        guard !refs.isEmpty else { return }
        query.ayat = refs.filter { !query.ayat.contains($0) } + query.ayat
        // The words that pointed at the verse are not its topic ("next" brought hadith on «ثم أي»).
        query.concepts.removeAll { c in
            Self.pointerWords.contains(c.label.lowercased()) || Self.pointerWords.contains(ArabicNormalizer.normalize(c.label))
        }
    }

    /// Every word above, and the Arabic phrases' words with «و».
    static let pointerWords: Set<String> = afterWords.union(beforeWords).union(verseWords).union(countWords.keys)
        .union(arabicNeighbours.flatMap { $0.phrase.split(separator: " ").map(String.init) }.flatMap { [$0, "و" + $0] })
}
