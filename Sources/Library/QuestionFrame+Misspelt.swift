extension QuestionFrame {
    /// The frame or filler word a misspelt word was meant as ("permissable" → permissible,
    /// "perfom" → perform), one edit away, for a word of six letters or more. Asked only of a
    /// word the dictionary does not know: the dictionary's own correction looks among the texts'
    /// words, where these are not, so "Is it permissable …?" named «permissable» as a topic
    /// the texts lack.
    static func meantFrameWord(_ word: String) -> String? {
        guard word.count >= 6, word.allSatisfy({ $0.isASCII && $0.isLetter }),
              english[word] == nil, !englishFiller.contains(word) else { return nil }
        func isFrame(_ s: [Character]) -> Bool {
            let t = String(s)
            return english[t] != nil || englishFiller.contains(t)
        }
        let w = Array(word)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        // Swapped letters first, then a missing, an extra and a wrong one, left to right, as
        // `EnglishLexicon.correction` does, so the choice never depends on a table's order.
        for i in 0..<(w.count - 1) where w[i] != w[i + 1] {
            var s = w
            s.swapAt(i, i + 1)
            if isFrame(s) { return String(s) }
        }
        for i in 0...w.count {
            for l in letters {
                var s = w
                s.insert(l, at: i)
                if isFrame(s) { return String(s) }
            }
        }
        for i in w.indices {
            var s = w
            s.remove(at: i)
            if isFrame(s) { return String(s) }
        }
        for i in w.indices {
            for l in letters where l != w[i] {
                var s = w
                s[i] = l
                if isFrame(s) { return String(s) }
            }
        }
        return nil
    }
}
