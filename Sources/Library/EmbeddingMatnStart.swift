/// The matn marker the committed passage vectors were computed with, frozen here: the
/// retriever's own `PassageText.matnStart` keeps improving (it now skips the eulogy and ends the
/// chain at the last narrator's verb), but the embedded text must stay what `vectors.bin` was
/// made from, so that a regenerated file reproduces it.
enum EmbeddingMatnStart {
    static let openers: Set<String> = ["قال", "سمعت", "ان", "عن", "يقول", "فقال"]

    /// The first word of the matn: a quotation mark, or the Prophet named after a verb of
    /// reporting; 0 when neither is found. `words` are folded with `PassageText.fold`.
    static func of(_ words: [String]) -> Int {
        func bare(_ i: Int) -> String {
            guard words.indices.contains(i) else { return "" }
            return String(words[i].filter { $0.isLetter })
        }
        for (i, w) in words.enumerated() {
            if w.contains("\"") || w.contains("«") || w.contains("“") { return i }
            let word = bare(i)
            if word == "رسول", bare(i + 1) == "الله", openers.contains(bare(i - 1)) {
                return min(i + 2, words.count - 1)
            }
            if word == "النبي", openers.contains(bare(i - 1)) { return min(i + 1, words.count - 1) }
        }
        return 0
    }
}
