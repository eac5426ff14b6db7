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
        /// For "two thousand": the multiplier's Arabic forms and the unit ("thousand").
        var compound: (multiplier: [String], unit: String)?

        init(word: String, english: [String], arabic: [String], compound: (multiplier: [String], unit: String)? = nil) {
            self.word = word
            self.english = english
            self.arabic = arabic
            self.compound = compound
        }
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
        // Eleven to nineteen are two words in Arabic, the unit and «عشر»/«عشرة»: the unit is
        // looked for («خمس عشرة» has no «ست», so "sixteen" for Ibn 'Umar's fifteen is altered).
        (["eleven"], ["احد", "احدي"]),
        (["twelve"], ["اثنا", "اثني", "اثنتا", "اثنتي"]),
        (["thirteen"], ["ثلاث", "ثلاثه"]),
        (["fourteen"], ["اربع", "اربعه"]),
        (["fifteen"], ["خمس", "خمسه"]),
        (["sixteen"], ["ست", "سته"]),
        (["seventeen"], ["سبع", "سبعه"]),
        (["eighteen"], ["ثمان", "ثماني", "ثمانيه"]),
        (["nineteen"], ["تسع", "تسعه"]),
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

    /// The numbers `claim` states, each once. "Two thousand" is one number, not "two" and
    /// "thousand": 8:65's two hundred and thousand do not make a claim's two thousand.
    static func numbers(in claim: String) -> [Number] {
        let words = claim.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        var out: [Number] = []
        var used = Set<Int>()
        for (i, w) in words.enumerated().dropLast() where units.keys.contains(words[i + 1]) {
            guard let row = table.first(where: { $0.english.contains(w) }), multipliers.contains(w) else { continue }
            out.append(Number(word: "\(w) \(words[i + 1])", english: [], arabic: [], compound: (row.arabic, words[i + 1])))
            used.formUnion([i, i + 1])
        }
        for row in table {
            guard let word = words.enumerated().first(where: { !used.contains($0.offset) && row.english.contains($0.element) })?
                .element else { continue }
            out.append(Number(word: word, english: row.english, arabic: row.arabic))
        }
        return out
    }

    /// The words that multiply a hundred or a thousand in a claim, and each unit's Arabic
    /// forms: alone (after a multiplier, «ثلاثة آلاف», «سبعين ألفا») and as a dual.
    static let multipliers: Set<String> = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                           "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    static let units: [String: (forms: [String], dual: [String])] = [
        "hundred": (["مائه", "مئه", "ميه", "مايه"], ["مائتين", "مائتان", "مايتين", "ميتين"]),
        "thousand": (["الف", "الفا", "الاف", "الوف"], ["الفين", "الفان"]),
    ]

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
            if let c = n.compound {
                return !saysCompound(n.word, c, arabic: arabicWords.map { Set(withoutClitics(String($0))) }, english: english)
            }
            return !n.english.contains(where: englishWords.contains) && !n.arabic.contains(where: bases.contains)
        }
    }

    /// Whether the texts say a compound number: in English its words together ("two
    /// thousand"); in Arabic the unit's dual for two, or the multiplier and the unit side by
    /// side or in one word («ثلاثمائة»).
    static func saysCompound(_ word: String, _ c: (multiplier: [String], unit: String), arabic: [Set<String>],
                             english: [String]) -> Bool {
        let phrase = " \(word) "
        if english.contains(where: { t in
            (" " + t.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ") + " ")
                .contains(phrase)
        }) { return true }
        guard let unit = units[c.unit] else { return false }
        let two = word.hasPrefix("two ")
        for (i, w) in arabic.enumerated() {
            if two, unit.dual.contains(where: w.contains) { return true }
            if unit.forms.contains(where: { f in c.multiplier.contains { w.contains($0 + f) } }) { return true }
            guard i + 1 < arabic.count else { continue }
            if c.multiplier.contains(where: w.contains), unit.forms.contains(where: arabic[i + 1].contains) { return true }
        }
        return false
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
