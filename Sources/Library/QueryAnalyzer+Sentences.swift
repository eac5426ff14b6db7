import Domain

/// Long questions tell a story before they ask ("Our new neighbours play loud music late at
/// night and I'm getting fed up. Before I complain, what did the Prophet say about how we treat
/// neighbours?"). The sentence that asks carries the topic; the story's words (music, late,
/// night) are context. Weighed like the topic, they outweighed it, and passages about music
/// or nothing at all were offered, or the answer abstained.
extension QueryAnalyzer {
    /// A sentence of the question and whether it asks (ends on a question mark).
    struct Sentence {
        /// English words by `EnglishStem` ("daughters" is the story's "daughter"), Arabic as normalised.
        var words: Set<String>
        var asks: Bool
    }

    /// The question's sentences as written, each with whether it ends on a question mark.
    static func sentenceTexts(of question: String) -> [(text: String, asks: Bool)] {
        var out: [(text: String, asks: Bool)] = []
        var current = ""
        for ch in question {
            if ch == "?" || ch == "؟" || ".!\n".contains(ch) {
                out.append((current, ch == "?" || ch == "؟"))
                current = ""
            } else {
                current.append(ch)
            }
        }
        out.append((current, false))
        return out
    }

    /// Arabic words that open an asking clause after a comma: «توفيت والدتي فجأة وانهرت، فهل ضاع
    /// أجر الصبر؟». Not «ما» alone, which also negates («تعبت، ما اقدر»). English is left whole:
    /// a comma there sets off the topic itself ("the son of Adam who killed his brother, how did
    /// he learn …?") or a condition ("if I give her my sadaqah, do I …?").
    static let clauseQuestionWords: Set<String> = [
        "هل", "فهل", "وهل", "كيف", "فكيف", "وكيف", "ماذا", "فماذا", "وماذا", "فما", "لماذا", "شو", "فشو", "ايش",
        "وش", "ليش", "ليه", "متي", "كم", "فكم", "وين", "فين", "مين", "ازاي", "لمن", "فلمن",
    ]
    /// A clause opening with a condition is what the question asks about («وإن كانت أمي غير
    /// مسلمة، هل أصلها؟»), not a story told before it.
    static let conditionWords: Set<String> = ["اذا", "واذا", "فاذا", "ان", "وان", "لو", "ولو", "فلو", "لما", "ولما"]

    /// Whether an Arabic clause points back at what came before with a pronoun («كيف فسرها النبي
    /// لهم؟», «كم يوم يجوز امسح عليه؟»): then what came before is its topic, not a story. A
    /// lone «ه» is left out: it is also ة written loosely.
    static func pointsBack(_ clause: String) -> Bool {
        ArabicNormalizer.tokens(clause).contains { t in
            pronounWords.contains(t) || t.count >= 4 && ["ها", "هم", "هما", "هن"].contains { t.hasSuffix($0) }
        }
    }
    static let pronounWords: Set<String> = [
        "له", "لها", "لهم", "عليه", "عليها", "عليهم", "فيه", "فيها", "فيهم", "منه", "منها", "منهم", "به", "بها", "بهم",
        "عنه", "عنها", "عنهم", "اليه", "اليها", "اليهم", "معه", "معها", "معهم", "هو", "هي",
    ]

    /// The question's sentences, each cut again where a comma opens an asking clause that does
    /// not point back: the words before it tell the story, as a sentence before a question
    /// mark does.
    static func clauseTexts(of question: String) -> [(text: String, asks: Bool)] {
        var out: [(text: String, asks: Bool)] = []
        for s in sentenceTexts(of: question) {
            var pieces = s.text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == "،" })
                .map(String.init)
            var clause = pieces.removeFirst()
            if let w = ArabicNormalizer.tokens(clause).first, conditionWords.contains(w) {
                out.append(s)
                continue
            }
            var asks = false
            for piece in pieces {
                let first = piece.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? ""
                if let word = ArabicNormalizer.tokens(first).first, clauseQuestionWords.contains(word), !pointsBack(piece) {
                    out.append((clause, asks))
                    clause = piece
                    asks = true
                } else {
                    clause += "," + piece
                }
            }
            out.append((clause, asks || s.asks))
        }
        return out
    }

    static func sentences(of question: String) -> [Sentence] {
        clauseTexts(of: question).compactMap { s in
            let english = Glossary.loose(s.text).split(separator: " ").map(String.init)
            let words = Set(english.map(EnglishStem.of) + ArabicNormalizer.tokens(s.text))
            return words.isEmpty ? nil : Sentence(words: words, asks: s.asks)
        }
    }

    /// Words with which an asking sentence points back at the one before ("Is that right?",
    /// «هل هذا صحيح؟»; "I keep two horses for riding. Is there any zakat due on them?"): then
    /// that sentence asks too, and the horses are what is asked about.
    static let pointingBack: Set<String> = ["that", "this", "it", "them", "they", "those", "these", "him", "her",
                                            "ذلك", "هذا", "هذه", "ذاك"]

    /// Marks the question's own concepts that only the story around the asking sentences names.
    /// Nothing is marked unless the question has both, and the asking sentences name a topic
    /// of their own (else the story is what is asked about: "I lost my job. What now?").
    static func markNarrative(_ q: inout LibraryQuery, question: String) {
        let all = sentences(of: question)
        var asking = Set(all.indices.filter { all[$0].asks })
        guard !asking.isEmpty, asking.count < all.count else { return }
        for i in asking where i > 0 && !all[i].words.isDisjoint(with: pointingBack) { asking.insert(i - 1) }
        func said(_ c: Concept) -> Set<Int> {
            let words = Glossary.loose(c.label).split(separator: " ").map { EnglishStem.of(String($0)) }
                + ArabicNormalizer.tokens(c.label)
            return Set(all.indices.filter { i in words.contains { all[i].words.contains($0) } })
        }
        let placed = q.concepts.indices.filter { !q.concepts[$0].fromContext }.map { ($0, said(q.concepts[$0])) }
        guard placed.contains(where: { !$0.1.isDisjoint(with: asking) }) else { return }
        for (i, s) in placed where !s.isEmpty && s.isDisjoint(with: asking) { q.concepts[i].narrative = true }
    }
}
