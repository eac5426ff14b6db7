import Domain

/// The words of a quotation as the checker compares them: `ArabicNormalizer`'s tokens (harakat,
/// tatweel and punctuation gone; alef, ى/ي and ة/ه unified) hashed twice — exactly, and by a
/// spelling skeleton that also ignores long alef and hamza seats, so the Uthmani «ٱلْعَٰلَمِينَ»
/// (written without the alef) and «ٱلصَّلَوٰةَ» meet the Tanzil text's «العالمين» and «الصلاة»
/// as the same word, only spelled differently.
enum QuoteWords {
    /// The normalised tokens of `text`, with the Uthmani spellings that differ from the clean
    /// text in more than marks brought back first: wāw with a dagger alef is written alef.
    /// A number is no word of a quotation: within one it is an aya's number («قد أفلح المؤمنون
    /// ﴿١﴾ الذين هم في صلاتهم خاشعون ﴿٢﴾», «(١)»), which the texts do not write.
    static func tokens(_ text: String) -> [String] {
        ArabicNormalizer.tokens(text.replacingOccurrences(of: "\u{0648}\u{0670}", with: "\u{0627}"))
            .filter { !$0.allSatisfy(\.isASCIIDigit) }
    }

    /// The spelling skeleton's hash of a normalised token: alef, hamza and the hamza seats'
    /// hamza removed (ؤ → و, ئ → ي), and the weak last letter of a present-tense verb, which
    /// the jussive drops and copyists often keep («لم تستحي» / «لم تستحِ», «لم يأتي» / «لم يأت»).
    /// And the final ى of a definite noun, which modern spelling often writes as alef: the
    /// Qur'an's «الزنى» is «الزنا» in nearly every message that quotes 17:32.
    static func looseHash<S: StringProtocol>(_ token: S) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var scalars = Substring(token).unicodeScalars[...]
        if scalars.count >= 4, let first = scalars.first, let last = scalars.last,
           [0x064A, 0x062A, 0x0646].contains(first.value), [0x064A, 0x0648].contains(last.value) {
            scalars = scalars.dropLast()
        } else if scalars.count >= 5, scalars.last?.value == 0x064A, scalars.starts(with: "ال".unicodeScalars) {
            scalars = scalars.dropLast()
        }
        for s in scalars {
            let v: UInt32
            switch s.value {
            case 0x0627, 0x0621: continue
            case 0x0624: v = 0x0648
            case 0x0626: v = 0x064A
            default: v = s.value
            }
            // The scalar's UTF-8 bytes, encoded here rather than through a String per scalar.
            func eat(_ b: UInt32) {
                h ^= UInt64(b)
                h = h &* 0x0000_0100_0000_01b3
            }
            switch v {
            case 0..<0x80: eat(v)
            case 0x80..<0x800:
                eat(0xC0 | v >> 6); eat(0x80 | v & 0x3F)
            case 0x800..<0x10000:
                eat(0xE0 | v >> 12); eat(0x80 | v >> 6 & 0x3F); eat(0x80 | v & 0x3F)
            default:
                eat(0xF0 | v >> 18); eat(0x80 | v >> 12 & 0x3F); eat(0x80 | v >> 6 & 0x3F); eat(0x80 | v & 0x3F)
            }
        }
        return h
    }

    /// The token without a leading conjunction (و, ف) when a word of two or more letters is
    /// left: a quotation often starts inside a sentence and drops it.
    static func withoutConjunction<S: StringProtocol>(_ token: S) -> Substring? {
        guard let first = token.first, first == "و" || first == "ف", token.count >= 3 else { return nil }
        return Substring(token.dropFirst())
    }

    /// The word's consonants, the long vowels and hamza left out, hashed: a broken plural and its
    /// singular («مزامير»/«مزمار», «رجال»/«رجل») or two forms of a hollow verb («قال»/«قيل») have
    /// the same. Fewer than three consonants get `short` («من»/«منا» are two words), which
    /// callers make differ between the two sides.
    static func skeleton<S: StringProtocol>(_ word: S, short: UInt64) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var count = 0
        for s in word.unicodeScalars where ![0x0627, 0x0648, 0x064A, 0x0621, 0x0623, 0x0625, 0x0622, 0x0624, 0x0626].contains(s.value) {
            h = (h ^ UInt64(s.value)) &* 0x0000_0100_0000_01b3
            count += 1
        }
        return count >= 3 ? h : short
    }

    /// The first and the last three letters of a word packed into numbers, for telling two
    /// forms of one word apart from two words cheaply («استجيب»/«استجب», «بايه»/«ايه»); a word
    /// of fewer letters gets `short` for both, which callers make differ between the two sides.
    static func affixes<S: StringProtocol>(_ word: S, short: UInt64) -> (head: UInt64, tail: UInt64) {
        let v = word.unicodeScalars.map { UInt64($0.value) }
        guard v.count >= 3 else { return (short, short) }
        let n = v.count
        return (v[0] << 42 | v[1] << 21 | v[2], v[n - 3] << 42 | v[n - 2] << 21 | v[n - 1])
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
