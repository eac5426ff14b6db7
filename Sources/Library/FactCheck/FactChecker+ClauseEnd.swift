/// A hadith quoted with its clause's last words changed: «الأنصار لا يحبهم إلا مؤمن ولا يبغضهم
/// إلا كافر» for «… ولا يبغضهم إلا منافق، فمن أحبهم …». The alignment shows «كافر» as a word
/// added and the canonical text stops at «إلا», since the matn runs on and an added word costs as
/// much as a changed one. Where the matn's clause ends exactly as many words on, those words
/// are what the quotation changed: the canonical text runs to the clause's end and the
/// difference pairs them.
extension FactChecker {
    /// The most words at a quotation's end read this way.
    static let clauseEndWords = 2

    func pairClauseEnd(_ m: Match) -> Match {
        let e = corpus.entries[m.entry]
        guard e.collection != .quran else { return m }
        var a = m.alignment
        func isAdded(_ s: WordAlignment.Step) -> Bool { if case .added = s { true } else { false } }
        let trailing = a.steps.reversed().prefix(while: isAdded).count
        guard (1...Self.clauseEndWords).contains(trailing), a.matched >= 4, a.end > a.start,
              a.end + trailing <= corpus.texts[e.text].count,
              case .same = a.steps[a.steps.count - trailing - 1],
              let hit = passage(m.entry),
              let shown = DisplayWords(hit.passage.text, from: hit.matnWordIndex, expected: e.range.count) else { return m }
        // The clause goes on past the last shared word, and ends after the words paired.
        guard !shown.endsClause(a.end - 1), shown.endsClause(a.end + trailing - 1),
              !(a.end..<(a.end + trailing - 1)).contains(where: shown.endsClause) else { return m }
        for i in (a.steps.count - trailing)..<a.steps.count {
            if case .added(let q) = a.steps[i] { a.steps[i] = .changed(q: q, p: a.end) }
            a.end += 1
        }
        var out = m
        out.alignment = a
        return out
    }
}

extension DisplayWords {
    /// Whether the source ends a clause after token `t`: a mark of punctuation on its word or
    /// standing alone after it («منافق،», «… الله ‏"‏ ‏.‏»), or the text's end.
    func endsClause(_ t: Int) -> Bool {
        guard owner.indices.contains(t) else { return false }
        if t + 1 < owner.count, owner[t + 1] == owner[t] { return false }
        let marks: Set<Character> = ["،", ",", ".", "؛", ";", ":", "!", "?", "؟", "\"", "»", ")"]
        let word = raw[owner[t]].filter { !$0.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) }
        if let last = word.last, marks.contains(last) { return true }
        let next = owner[t] + 1
        guard next < raw.count else { return true }
        let following = raw[next].filter { !$0.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) }
        return !following.isEmpty && following.allSatisfy { marks.contains($0) }
    }
}
