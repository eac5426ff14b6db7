import Domain

/// The numbers an English claim states ("seventy times", "for forty days", "the first ten
/// nights") and whether a passage states them too. An English claim is matched by meaning, so
/// its words cannot be compared with the Arabic; a number can: it is said in both languages
/// alike, and a number the text does not have is the commonest alteration that keeps a
/// saying's meaning close enough to be matched ("He multiplies it seventy times over", 2:245
/// says "many times over").
enum ClaimNumbers {
    /// A number as the claim says it and the forms it takes in the texts.
    struct Number: Sendable {
        var word: String
        var english: [String]
        /// Normalised Arabic forms (`ArabicNormalizer`), without a clitic.
        var arabic: [String]
    }

    /// "One" is left out: it is how English says "a" ("one of you", "one another"), and
    /// "second" is also a measure of time. Digits are too: in a claim they are most often its
    /// reference ("Quran 9:103", "(Al-Baqarah 45)").
    static let table: [(english: [String], arabic: [String])] = [
        (["two"], ["اثنان", "اثنين", "اثنتين", "اثنتان", "ثنتين", "ثنتان", "مرتين", "ركعتين", "يومين", "ليلتين", "شهرين"]),
        (["three", "thrice"], ["ثلاث", "ثلاثه", "ثلاثا", "ثلثا"]),
        (["four"], ["اربع", "اربعه", "اربعا"]),
        (["five"], ["خمس", "خمسه", "خمسا"]),
        (["six"], ["ست", "سته", "ستا"]),
        (["seven"], ["سبع", "سبعه", "سبعا"]),
        (["eight"], ["ثمان", "ثمانيه", "ثماني", "ثمانيا"]),
        (["nine"], ["تسع", "تسعه", "تسعا"]),
        (["ten"], ["عشر", "عشره", "عشرا"]),
        (["twenty"], ["عشرين", "عشرون"]),
        (["thirty"], ["ثلاثين", "ثلاثون"]),
        (["forty"], ["اربعين", "اربعون"]),
        (["fifty"], ["خمسين", "خمسون"]),
        (["sixty"], ["ستين", "ستون"]),
        (["seventy"], ["سبعين", "سبعون"]),
        (["eighty"], ["ثمانين", "ثمانون"]),
        (["ninety"], ["تسعين", "تسعون"]),
        (["hundred"], ["مائه", "مئه", "ميه", "مائتين", "مايه"]),
        (["thousand"], ["الف", "الفا", "الاف", "الفين", "الوف"]),
        (["first"], ["اول", "الاول", "الاولي", "اولي", "اولا", "اوله", "الاوائل"]),
        (["last"], ["اخر", "الاخر", "الاخره", "اخره", "الاواخر", "اواخر", "الاخير", "الاخيره", "اخير"]),
    ]

    /// The numbers `claim` states, each once.
    static func numbers(in claim: String) -> [Number] {
        let words = claim.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        var out: [Number] = []
        for row in table {
            guard let word = words.first(where: { row.english.contains($0) }) else { continue }
            out.append(Number(word: word, english: row.english, arabic: row.arabic))
        }
        return out
    }

    /// The claim's first number that neither the Arabic words nor any of the English texts
    /// (translations of the same passage, which may be empty) has.
    static func missing(from claim: String, arabic: [String], english: [String]) -> Number? {
        let numbers = numbers(in: claim)
        guard !numbers.isEmpty else { return nil }
        let arabicWords = arabic.flatMap { ArabicNormalizer.normalize($0).split(whereSeparator: { !$0.isLetter }) }
        let englishWords = Set(english.flatMap { $0.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
            .map(String.init))
        let bases = Set(arabicWords.map(String.init).flatMap(withoutClitics))
        return numbers.first { n in
            !n.english.contains(where: englishWords.contains) && !n.arabic.contains(where: bases.contains)
        }
    }

    /// The word and what it is without a conjunction or preposition and the article:
    /// «والعشر» is «عشر».
    static func withoutClitics(_ word: String) -> [String] {
        var out = [word]
        var w = Substring(word)
        if w.count > 3, let f = w.first, "وفبلك".contains(f) {
            w = w.dropFirst()
            out.append(String(w))
        }
        for article in ["ال", "لل"] where w.count > article.count + 1 && w.hasPrefix(article) {
            out.append(String(w.dropFirst(article.count)))
        }
        return out
    }
}
