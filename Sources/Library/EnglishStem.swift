/// A light English stem for matching a question's word to the glossary's spelling of it when
/// the two differ only by an inflection ("cheats", "cheated", "cheating" → "cheat"). Only the
/// regular endings go; it is a key for lookup, never shown.
enum EnglishStem {
    /// Words shorter than this are left as they are (too many short words collide).
    static let minimumLength = 5

    /// A Latin or Greek singular keeps its s: "status" is not "statue" ("statues" → "statu"),
    /// nor "basis" "basi".
    static func of(_ word: String) -> String {
        guard word.count >= minimumLength, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return word }
        var w = word
        // "menstruation", "menstruating", "menstruated", "menstruate" meet at "menstru".
        for ending in ["ation", "ating", "ated", "ates", "ate"] where w.hasSuffix(ending) && w.count - ending.count >= 4 {
            return String(w.dropLast(ending.count))
        }
        if w.hasSuffix("ies") {
            w = String(w.dropLast(3)) + "y"
        } else if w.hasSuffix("ing") {
            w = undouble(String(w.dropLast(3)))
        } else if w.hasSuffix("ed") {
            w = undouble(String(w.dropLast(2)))
        } else if w.hasSuffix("es"), !w.hasSuffix("ses") {
            w = String(w.dropLast(2))
        } else if w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us"), !w.hasSuffix("is") {
            w = String(w.dropLast())
        }
        // "make" and "making" meet at "mak".
        if w.hasSuffix("e"), w.count > 3 { w.removeLast() }
        return w.count >= 3 ? w : word
    }

    /// "stopped" → "stop": a doubled final consonant comes from the ending.
    static func undouble(_ w: String) -> String {
        guard let last = w.last, w.count >= 3, w.dropLast().last == last, !"aeiouls".contains(last) else { return w }
        return String(w.dropLast())
    }
}
