/// A light Arabic stemmer (in the spirit of Larkey's Light10) for normalised tokens: it strips
/// the clitic prefixes and common suffixes so الصلاه, بالصلاه and والصلاه meet in one stem.
public enum LightStemmer {
    // Longest first: the first matching prefix wins.
    static let prefixes = ["وال", "بال", "كال", "فال", "لل", "ال"]
    static let suffixes = ["ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي"]

    /// The stem of one normalised token. Tokens that are not Arabic are returned unchanged.
    public static func stem(_ token: String) -> String {
        var chars = Array(token)
        guard chars.count >= 3, chars.allSatisfy(isArabicLetter) else { return token }
        // A leading و (and) comes off only when enough is left to be a word.
        if chars.count >= 4, chars[0] == "و" { chars.removeFirst() }
        for p in prefixes where chars.count - p.count >= 2 && chars.starts(with: p) {
            chars.removeFirst(p.count)
            break
        }
        for s in suffixes where chars.count - s.count >= 2 && chars.reversed().starts(with: s.reversed()) {
            chars.removeLast(s.count)
        }
        return String(chars)
    }

    static func isArabicLetter(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x0621...0x064A).contains(v) || (0x0671...0x06D3).contains(v)
    }
}
