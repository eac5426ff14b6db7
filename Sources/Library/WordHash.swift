/// Words compared by a 64-bit hash of their UTF-8 bytes. Swift compares and hashes non-ASCII
/// strings through Unicode normalisation, which made matching a question's forms against a few
/// hundred passages of Arabic cost tens of milliseconds; the library's words are already
/// normalised, so their bytes are all that needs comparing. FNV-1a over a vocabulary of about
/// 60,000 words: a collision is about one in 10^10.
enum WordHash {
    static func of<S: StringProtocol>(_ word: S) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in word.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }

    /// The space-separated words of a normalised text and their hashes, in one pass over its
    /// bytes: `split(separator:)` compares Characters, which for Arabic text cost more than the
    /// rest of scoring a candidate.
    static func words(of text: String) -> (words: [Substring], hashes: [UInt64]) {
        var words: [Substring] = []
        var hashes: [UInt64] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var i = start
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        while i != bytes.endIndex {
            let b = bytes[i]
            if b == UInt8(ascii: " ") {
                if i != start {
                    words.append(text[start..<i])
                    hashes.append(h)
                }
                h = 0xcbf2_9ce4_8422_2325
                start = bytes.index(after: i)
            } else {
                h ^= UInt64(b)
                h = h &* 0x0000_0100_0000_01b3
            }
            i = bytes.index(after: i)
        }
        if i != start {
            words.append(text[start..<i])
            hashes.append(h)
        }
        return (words, hashes)
    }

    static func set<S: Sequence>(_ words: S) -> Set<UInt64> where S.Element: StringProtocol {
        Set(words.map { of($0) })
    }
}
