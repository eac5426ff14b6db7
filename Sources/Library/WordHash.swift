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

    static func set<S: Sequence>(_ words: S) -> Set<UInt64> where S.Element: StringProtocol {
        Set(words.map { of($0) })
    }
}
