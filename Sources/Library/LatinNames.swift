/// Names typed in Latin letters ("Talha", "Umm Sulaym", "Aflah, Rabah and Yasar") spelled the
/// ways Arabic may write them, to be looked for in the texts. The glossary names the best-known
/// people; the hadith name hundreds more, and a name the library cannot find is otherwise the
/// part of the question nothing can answer, so the answer abstains over it.
///
/// Every consonant is kept (one Latin letter may stand for two Arabic ones: t for ت or ط, h for
/// ح or ه), a vowel may be written long or not at all, a first vowel may be «ا» or «ع», and a
/// last a or ah may be «ة». Only spellings the texts use are kept (by the caller), and of those
/// the fullest: «رباح», not «ربه» (his Lord), for "Rabah".
enum LatinNames {
    /// The kunya and nasab words, lower-cased, and how the texts write them.
    static let kinship: [String: [String]] = [
        "abu": ["ابو", "ابي", "ابا"], "abi": ["ابي", "ابو"], "aboo": ["ابو"], "umm": ["ام"], "um": ["ام"],
        "ibn": ["ابن", "بن"], "bin": ["بن", "ابن"], "bint": ["بنت"],
    ]

    /// The article before a name, as it is typed ("al-Zubayr", "el-Khattab", "ul-Haqq").
    static let articles: Set<String> = ["al", "el", "ul"]

    /// Names of two Arabic words typed as one: «عبد الله», «عبد الرحمن».
    static let compounds: [String: [String]] = [
        "abdullah": ["عبد", "الله"], "abdallah": ["عبد", "الله"], "abdulla": ["عبد", "الله"],
        "abdulrahman": ["عبد", "الرحمن"], "abdurrahman": ["عبد", "الرحمن"], "abdelrahman": ["عبد", "الرحمن"],
    ]

    /// The most spellings tried for one name.
    static let limit = 400

    /// Normalised Arabic spellings of a one-word Latin name, fullest first (most letters).
    static func spellings(_ latin: String) -> [String] {
        var word = latin.lowercased()
        for suffix in ["'s", "’s"] where word.hasSuffix(suffix) { word.removeLast(2) }
        let letters = Array(word.filter { $0.isLetter || $0 == "'" || $0 == "’" })
        guard letters.count >= 3, letters.allSatisfy({ $0.isASCII || $0 == "’" }) else { return [] }
        var out: [String] = [""]
        var i = 0
        while i < letters.count {
            let c = letters[i]
            let next: Character? = i + 1 < letters.count ? letters[i + 1] : nil
            let first = i == 0
            let last = i == letters.count - 1 || (i == letters.count - 2 && next == "h" && "aeiou".contains(c))
            var options: [String]
            var step = 1
            if let n = next, let digraph = digraphs[String([c, n])] {
                options = digraph
                step = 2
            } else if c == next, !"aeiou".contains(c) {
                // A doubled consonant is written once (shadda).
                options = consonants[c] ?? [""]
                step = 2
            } else if "aeiou".contains(c) {
                if first {
                    options = ["ا", "ع"]
                } else if last, c == "a" || c == "e" {
                    options = ["ه", "ا", "ي", ""]
                    if next == "h" { options += ["اح", "ح"]; step = 2 }
                } else {
                    options = vowels[c] ?? [""]
                }
            } else if c == "'" || c == "’" {
                options = ["ع", "ء", ""]
            } else {
                options = consonants[c] ?? []
            }
            guard !options.isEmpty else { return [] }
            out = out.flatMap { prefix in options.map { prefix + $0 } }
            if out.count > limit { return [] }
            i += step
        }
        var seen = Set<String>()
        return out.filter { $0.count >= 3 && seen.insert($0).inserted }.sorted { $0.count > $1.count }
    }

    static let digraphs: [String: [String]] = [
        "sh": ["ش"], "kh": ["خ"], "th": ["ث", "ت"], "dh": ["ذ", "ض"], "gh": ["غ"], "ch": ["ش"],
        "ph": ["ف"], "aa": ["ا"], "ee": ["ي"], "ii": ["ي"], "oo": ["و"], "ou": ["و"], "uu": ["و"],
        "ay": ["ي", "اي"], "ai": ["ي", "اي"], "aw": ["و", "او"], "au": ["و"],
    ]
    static let consonants: [Character: [String]] = [
        "b": ["ب"], "t": ["ت", "ط"], "j": ["ج"], "h": ["ح", "ه"], "d": ["د", "ض"], "r": ["ر"],
        "z": ["ز", "ظ"], "s": ["س", "ص"], "f": ["ف"], "q": ["ق"], "k": ["ك", "ق"], "l": ["ل"],
        "m": ["م"], "n": ["ن"], "w": ["و"], "y": ["ي"], "g": ["ج", "غ"], "v": ["ف"], "c": ["ك"],
        "p": ["ب"], "x": [],
    ]
    static let vowels: [Character: [String]] = [
        "a": ["", "ا"], "i": ["", "ي"], "e": ["", "ي"], "u": ["", "و"], "o": ["", "و"],
    ]
}
