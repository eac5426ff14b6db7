extension QueryAnalyzer {
    /// The blessings said after a name, as normalised tokens: «عز وجل», «سبحانه وتعالى», «جل
    /// جلاله» after God's; «عليه الصلاة والسلام», «عليه السلام» after a prophet's. They name no
    /// topic: «ماذا قال عيسى عليه الصلاة والسلام عن الصبر؟» asks about patience, not prayer and
    /// peace. («صلى الله عليه وسلم» and «رضي الله عنه» are stop words already.)
    static let blessings: [[String]] = [
        ["عز", "وجل"], ["جل", "جلاله"], ["جل", "وعلا"], ["جل", "شانه"], ["سبحانه", "وتعالي"], ["تبارك", "وتعالي"],
        ["عليه", "الصلاه", "والسلام"], ["عليه", "افضل", "الصلاه", "والسلام"], ["عليه", "السلام"], ["عليها", "السلام"],
        ["عليهم", "السلام"], ["عليهما", "السلام"],
    ]
    /// … and alone after a name of God: «قال الله تعالى», «ربنا سبحانه».
    static let divineBlessings: Set<String> = ["تعالي", "سبحانه"]
    static let divineNames: Set<String> = ["الله", "ربنا", "ربك", "ربي", "الرب", "والله"]

    /// Whether the word at `i` is part of a blessing after a name, not a word of the question.
    static func isBlessing(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        for p in blessings {
            for k in p.indices where i - k >= 0 && i - k + p.count <= words.count {
                if (0..<p.count).allSatisfy({ words[i - k + $0].token == p[$0] }) { return true }
            }
        }
        return divineBlessings.contains(words[i].token) && i > 0 && divineNames.contains(words[i - 1].token)
    }

    /// A word set aside from the question's topics: «السنة» named as where to look, a blessing,
    /// or spoken Arabic's «حد», someone.
    static func isAside(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        namesSunnah(i, words) || isBlessing(i, words) || isSpokenSomeone(i, words) || pointsAtText(i, words)
    }

    /// «الآية اللي تقول …», «الحديث الذي يذكر …»: the verb after the relative says how the asker
    /// points at the text, not what the text says («تقول» weighed as a word of 266 passages).
    static func pointsAtText(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        i > 0 && textPointers.contains(words[i].token) && ["اللي", "التي", "الذي", "الي", "اللذي"].contains(words[i - 1].token)
    }

    static let textPointers: Set<String> = [
        "تقول", "يقول", "تتكلم", "بتتكلم", "يتكلم", "بيتكلم", "تذكر", "بتذكر", "يذكر", "بيذكر", "تحكي",
        "بتحكي", "يحكي", "بيحكي", "تتحدث", "يتحدث", "تصف", "يصف",
    ]
}
