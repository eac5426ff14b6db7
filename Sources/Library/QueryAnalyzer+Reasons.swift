import Domain

/// A question often gives its reason after asking: «ينفع أصلي الفرض وأنا قاعد عشان ركبتي
/// بتوجعني؟», "can I pray sitting because my knees hurt?". The reason's words (knees, hurting)
/// are why the asker asks, not what the texts must say: weighed like the topic, they made the
/// answer abstain or cite passages on knees.
extension QueryAnalyzer {
    /// Words that open a reason clause. Not "because of" or «بسبب»: what follows them is often
    /// the topic itself ("is wudu broken because of bleeding?").
    static let reasonWords: Set<String> = ["because", "cuz", "coz", "bc", "عشان", "علشان", "لان", "لانه", "لانها",
                                           "لاني", "لانني", "لاننا", "لانهم", "كوني"]

    /// Marks as story (`Concept.narrative`) the question's own concepts said only after a
    /// reason word in their sentence, when a concept said before it is left to be the topic.
    static func markReasons(_ q: inout LibraryQuery, question: String) {
        var before = Set<String>(), after = Set<String>()
        for s in sentenceTexts(of: question) {
            let words = Glossary.loose(s.text).split(separator: " ").map(String.init) + ArabicNormalizer.tokens(s.text)
            guard let cut = words.firstIndex(where: reasonWords.contains),
                  !(cut + 1 < words.count && words[words.index(after: cut)] == "of") else {
                before.formUnion(words.map(EnglishStem.of))
                continue
            }
            before.formUnion(words[..<cut].map(EnglishStem.of))
            after.formUnion(words[(cut + 1)...].map(EnglishStem.of))
        }
        guard !after.isEmpty else { return }
        func words(_ c: Concept) -> [String] {
            (Glossary.loose(c.label).split(separator: " ").map(String.init) + ArabicNormalizer.tokens(c.label)).map(EnglishStem.of)
        }
        let own = q.concepts.indices.filter { !q.concepts[$0].fromContext && !q.concepts[$0].narrative }
        let reasons = own.filter { i in
            let w = words(q.concepts[i])
            return !w.isEmpty && w.allSatisfy(after.contains) && !w.contains(where: before.contains)
        }
        guard reasons.count < own.count else { return }
        for i in reasons { q.concepts[i].narrative = true }
    }
}
