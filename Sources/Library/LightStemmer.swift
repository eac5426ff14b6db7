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

extension LightStemmer {
    static let prefixScalars: [[UInt32]] = prefixes.map { $0.unicodeScalars.map(\.value) }
    static let suffixScalars: [[UInt32]] = suffixes.map { $0.unicodeScalars.map(\.value) }
    static let waw: UInt32 = 0x0648

    /// `WordHash.of(stem(word))`, computed on the word's scalars without building strings: the
    /// scorer stems every word of a few hundred candidate passages, and Swift's `Character`
    /// and `String` work made that the slowest part of a query. The index's words are
    /// normalised (no marks), so a scalar is a character here.
    static func stemHash(_ word: Substring) -> UInt64 {
        var s = word.unicodeScalars.map(\.value)
        guard s.count >= 3, s.allSatisfy({ (0x0621...0x064A).contains($0) || (0x0671...0x06D3).contains($0) }) else {
            return WordHash.of(word)
        }
        if s.count >= 4, s[0] == waw { s.removeFirst() }
        for p in prefixScalars where s.count - p.count >= 2 && s.starts(with: p) {
            s.removeFirst(p.count)
            break
        }
        for x in suffixScalars where s.count - x.count >= 2 && s.reversed().starts(with: x.reversed()) {
            s.removeLast(x.count)
        }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func eat(_ b: UInt8) {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        for v in s {
            // Arabic letters are two bytes in UTF-8.
            eat(UInt8(0xC0 | (v >> 6)))
            eat(UInt8(0x80 | (v & 0x3F)))
        }
        return h
    }
}
