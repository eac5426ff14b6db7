import Foundation

/// Arabic normalisation for search, shared by the history index and the offline library so a
/// query matches however the text was vowelled or spelled (library.md, "Arabic normalisation").
/// Latin letters are case-folded so English search is case-insensitive too.
public enum ArabicNormalizer {
    /// The normalised form of `text`: NFKC, marks and tatweel removed, letter variants unified,
    /// Arabic-Indic and Persian digits made ASCII, Latin lower-cased.
    public static func normalize(_ text: String) -> String {
        let nfkc = text.precomposedStringWithCompatibilityMapping
        var out = String.UnicodeScalarView()
        for s in nfkc.unicodeScalars {
            if isRemoved(s) { continue }
            out.append(mapped(s))
        }
        return String(out).lowercased()
    }

    /// Tokens of the normalised text: runs of letters and digits (Arabic or other scripts).
    public static func tokens(_ text: String) -> [String] {
        normalize(text).split { ch in
            !(ch.isLetter || ch.isNumber)
        }.map(String.init)
    }

    /// Whether normalisation removes `s` (a haraka, Qur'anic mark, tatweel or bidi control).
    public static func isMark(_ s: Unicode.Scalar) -> Bool { isRemoved(s) }

    static func isRemoved(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E8,
             0x06EA...0x06ED, 0x08D3...0x08FF, 0x0640:
            return true
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069, 0x200B...0x200D, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// The letter `s` is unified to (alef forms to alef, ى to ي, ة to ه, Eastern digits to
    /// ASCII); other scalars unchanged.
    public static func mapped(_ s: Unicode.Scalar) -> Unicode.Scalar {
        switch s.value {
        case 0x0622, 0x0623, 0x0625, 0x0671, 0x0672, 0x0673: return "\u{0627}"
        case 0x0649, 0x06CC: return "\u{064A}"
        case 0x0629: return "\u{0647}"
        case 0x06A9: return "\u{0643}"
        case 0x0660...0x0669: return Unicode.Scalar(s.value - 0x0660 + 0x30) ?? s
        case 0x06F0...0x06F9: return Unicode.Scalar(s.value - 0x06F0 + 0x30) ?? s
        default: return s
        }
    }
}
