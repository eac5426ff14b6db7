import Domain
import Foundation

/// The text embedded for each passage. It is fixed, because the committed passage vectors were
/// computed from it: changing it means regenerating `vectors.bin` (scripts/gen-library-vectors).
///
/// - Qur'an: the aya's `simple-clean` text, without the Tanzil basmala at the head of aya 1
///   (except suras 1 and 9), as `PassageText` does for search.
/// - Hadith: the raw text from the matn's first word (`EmbeddingMatnStart` on the folded
///   words; the whole text when that is 0), harakat removed. The isnad is a list of names that
///   would dominate the vector while saying nothing about the meaning a question asks for.
///   The engine then keeps the first `Embedder.passageTokenLimit` tokens.
///
/// Passages whose text says nothing (`carriesMeaning` false) get no vector: 52 of them, such as
/// Muslim's «"‏ ‏.‏» where the matn marker falls at the very end, «بمثله»-only remainders and
/// the letters «حم». A vector of almost nothing lies near every question: the empty one was in
/// the top five for half of 30 test questions. They stay reachable by keyword search.
enum EmbeddingText {
    /// At least this many letters besides the eulogy «صلى الله عليه وسلم».
    static let minimumLetters = 3

    static func carriesMeaning(_ text: String) -> Bool {
        text.replacingOccurrences(of: "صلى الله عليه وسلم", with: "").unicodeScalars
            .lazy.filter { CharacterSet.letters.contains($0) }.prefix(minimumLetters).count == minimumLetters
    }

    static func text(for p: Passage) -> String {
        let words = (p.collection == .quran ? (p.searchText ?? p.text) : p.text)
            .split(whereSeparator: \.isWhitespace)
        if p.collection == .quran {
            if p.aya == 1, p.sura != 1, p.sura != 9, words.count >= PassageText.basmala.count,
               ArabicNormalizer.tokens(words.prefix(PassageText.basmala.count).joined(separator: " "))
                == PassageText.basmala {
                return words.dropFirst(PassageText.basmala.count).joined(separator: " ")
            }
            return words.joined(separator: " ")
        }
        let start = EmbeddingMatnStart.of(words.map { PassageText.fold($0) })
        return withoutHarakat(words[start...].joined(separator: " "))
    }

    /// The text without Arabic vowel and Qur'anic marks, superscript alef and tatweel; letters
    /// are kept as written (the model knows hamza forms and ta marbuta apart).
    static func withoutHarakat(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            switch s.value {
            case 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06ED, 0x0640: continue
            default: out.append(s)
            }
        }
        return String(out)
    }
}
