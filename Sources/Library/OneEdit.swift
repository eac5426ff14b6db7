/// The first word one edit from `word` that `accepts` takes: swapped letters first, then a
/// missing letter, an extra one and a wrong one, each left to right, so the choice never
/// depends on the order of the table asked. Shared by the dictionary's spelling correction and
/// the frame words' (`EnglishLexicon.correction`, `QuestionFrame.meantFrameWord`).
enum OneEdit {
    static func first(from word: String, where accepts: (String) -> Bool) -> String? {
        let w = Array(word)
        guard w.count > 1 else { return nil }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for i in 0..<(w.count - 1) where w[i] != w[i + 1] {
            var s = w
            s.swapAt(i, i + 1)
            if accepts(String(s)) { return String(s) }
        }
        for i in 0...w.count {
            for l in letters {
                var s = w
                s.insert(l, at: i)
                if accepts(String(s)) { return String(s) }
            }
        }
        for i in w.indices {
            var s = w
            s.remove(at: i)
            if accepts(String(s)) { return String(s) }
        }
        for i in w.indices {
            for l in letters where l != w[i] {
                var s = w
                s[i] = l
                if accepts(String(s)) { return String(s) }
            }
        }
        return nil
    }
}
