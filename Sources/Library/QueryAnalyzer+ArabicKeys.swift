import Domain

extension QueryAnalyzer {
    /// Whether an Arabic key's words are at least half of what the question asks, so that the
    /// verses its entry names are the answer. A key names a topic («قوم لوط», «غزوة تبوك»,
    /// «خلق الأرض»); in a question about one thing within it («بماذا هدد قوم لوط نبيهم؟», «في كم
    /// يوم خلق الله الأرض وقدّر فيها أقواتها؟») the entry's verses are not what was asked, and
    /// shown first they hid the one that was. The entry's phrases still count for its words,
    /// but a text the entry names by its phrases is not added as a topic of its own (an entry
    /// of words only, «السواك», is the word itself and still is).
    static func keyIsTheQuestion(_ keyWords: Set<String>, _ q: LibraryQuery) -> Bool {
        let asked = q.concepts.filter { !$0.fromContext && $0.isSearchable }
        guard !asked.isEmpty else { return true }
        let covered = asked.filter { c in
            let bases = ArabicNormalizer.tokens(c.label).map(ArabicForms.base)
            return !bases.isEmpty && bases.allSatisfy(keyWords.contains)
        }
        return covered.count * 2 >= asked.count
    }
}
