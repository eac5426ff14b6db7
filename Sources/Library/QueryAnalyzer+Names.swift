import Domain

/// Names in an Arabic question. A kunya («أبو حنيفة», «أبي بكر») or a name with its father's
/// («أحمد بن حنبل», «ابن عباس») is one person, looked for as the whole name in its case forms;
/// its words alone are other things (بكر a young camel, حنيفة a tribe, حنبل nothing at all).
extension QueryAnalyzer {
    struct NameSpan {
        var words: Range<Int>
        var concept: Concept
    }

    /// The case forms of a kunya's first word, with and without «و». The father's kunya also takes
    /// the other proclitics («لأبي طلحة», «بأبي بكر»; in dialect «لأبو ذر», where «أبو» keeps one
    /// form): typed with one, it is still the name, and the texts say it with each.
    static let kunyaForms: [String: [String]] = {
        let father = ["ابو", "ابي", "ابا"]
        let proclitics = ["", "و", "ل", "ب", "ف", "ول", "وب", "فل"]
        let forms = proclitics.flatMap { p in father.map { p + $0 } }
        var out: [String: [String]] = [:]
        for f in forms { out[f] = forms }
        out["ام"] = ["ام", "وام"]
        return out
    }()

    /// «هل … أم …» asks which of two: that «أم» is "or", neither a mother's kunya nor a word
    /// of the topic.
    /// So is one before a word no name is («مع الإمام أم بعده؟»: or after him).
    static func isOr(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        guard ["ام", "وام"].contains(words[i].token) else { return false }
        if words[..<i].contains(where: { $0.token == "هل" || $0.token == "وهل" }) { return true }
        guard i + 1 < words.count else { return false }
        let next = words[i + 1].token
        let bare = ["هما", "هم", "ها", "ه", "ك", "ي"].first { next.hasSuffix($0) && next.count - $0.count >= 2 }
            .map { String(next.dropLast($0.count)) } ?? next
        return notNames.contains(next) || notNames.contains(bare)
    }

    /// "al-" when the name at `i` was typed after the article ("al-Mahi"): only then is it
    /// looked for as the texts write it with «ال» (`Retriever.spellLatinName`); "Karim" alone is
    /// not «الكريم».
    static func withArticle(_ i: Int, _ latin: [String]) -> String {
        i > 0 && ["al", "el", "ar", "as", "ash", "at", "ad", "az", "an", "adh", "ath"].contains(latin[i - 1]) ? "al-" : ""
    }

    /// Words after «أم» that make it "or": prepositions, adverbs of time and place, particles.
    static let notNames: Set<String> = ["بعد", "قبل", "عند", "مع", "في", "علي", "الي", "من", "عن", "لا", "لم", "لن", "ليس",
                                        "هو", "هي", "انه", "انها", "ان", "كان", "كانت", "يجب", "يجوز", "تجوز", "غير", "بدون",
                                        "اثناء", "خلال", "فوق", "تحت", "امام", "خلف", "وراء", "بين", "حتي", "ماذا", "متي"]

    /// Gulf «أبي أطلق» is "I want to divorce", not a kunya: «ابي» before a verb of the first
    /// person (its «ا»), unless the word is one of the names a kunya has with that letter.
    static func wantsTo(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        guard words[i].token == "ابي", words.indices.contains(i + 1) else { return false }
        let next = words[i + 1].token
        return next.count >= 3 && next.hasPrefix("ا") && !next.hasPrefix("ال") && !kunyaNamesWithAlif.contains(next)
    }

    /// Names after «أبي» that begin with «ا» as a first-person verb does (Abu Ayyub, Abu Umama).
    static let kunyaNamesWithAlif: Set<String> = ["ايوب", "اسحاق", "امامه", "اسيد", "اوفي", "ادريس", "اسامه",
                                                  "انس", "احمد", "اسماء", "اويس", "ابراهيم", "اسماعيل", "اميه"]

    static func nameSpans(_ words: [(token: String, typed: String, taMarbuta: Bool)]) -> [NameSpan] {
        func isNameWord(_ i: Int) -> Bool {
            guard words.indices.contains(i) else { return false }
            let t = words[i].token
            return t.count >= 2 && !stopwords.contains(t) && kunyaForms[t] == nil && t != "بن" && t != "ابن"
                && QuestionFrame.arabic[t] == nil && !QuestionFrame.arabicFiller.contains(t)
        }
        var out: [NameSpan] = []
        var i = 0
        while i < words.count {
            let t = words[i].token
            var span: Range<Int>?
            var phrases: [[String]] = []
            if let forms = kunyaForms[t], !isOr(i, words), isNameWord(i + 1), !wantsTo(i, words) {
                span = i..<(i + 2)
                phrases = forms.map { [$0, words[i + 1].token] }
            } else if t == "بن" || t == "ابن", isNameWord(i + 1) {
                let next = words[i + 1].token
                if isNameWord(i - 1), !(out.last?.words.contains(i - 1) ?? false) {
                    let before = words[i - 1].token
                    span = (i - 1)..<(i + 2)
                    phrases = [[before, "بن", next], [before, "ابن", next]]
                } else {
                    span = i..<(i + 2)
                    phrases = [["ابن", next], ["بن", next]]
                }
            }
            guard let s = span else { i += 1; continue }
            let label = s.map { words[$0].typed }.joined(separator: " ")
            var c = Concept(label: label, forms: [], phrases: phrases)
            c.isName = true
            c.arabicText = label
            out.append(NameSpan(words: s, concept: c))
            i = s.upperBound
        }
        return out
    }

    /// The question's Arabic words: normalised token, the word as typed, and whether it was
    /// written with ة (which normalisation folds into ه).
    static func arabicWords(_ question: String) -> [(token: String, typed: String, taMarbuta: Bool)] {
        var out: [(token: String, typed: String, taMarbuta: Bool)] = []
        for raw in question.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0.unicodeScalars.allSatisfy { ArabicNormalizer.isMark($0) }) }) {
            let word = String(raw)
            for t in ArabicNormalizer.tokens(word) where isArabic(t) {
                let letters = word.unicodeScalars.filter { !ArabicNormalizer.isMark($0) }
                out.append((t, word, letters.last == "\u{0629}"))
            }
        }
        return out
    }

}

extension QueryAnalyzer {
    /// "Abu Talha", "Umm Sulaym" at `i`: one person, looked for as the texts write the name.
    static func kunya(at i: Int, _ latin: [String], _ typed: [String: String], used: Set<Int>) -> (concept: Concept, words: Int)? {
        guard let kin = LatinNames.kinship[latin[i]], i + 1 < latin.count, !used.contains(i + 1) else { return nil }
        // "ibn al-Zubayr", "Abu al-Qasim": the article is the name's («ابن الزبير»), not a
        // name of its own.
        if LatinNames.articles.contains(latin[i + 1]), i + 2 < latin.count, !used.contains(i + 2) {
            let name = typed[latin[i + 2]] ?? latin[i + 2]
            let label = (typed[latin[i]] ?? latin[i]) + " " + (typed[latin[i + 1]] ?? latin[i + 1]) + "-" + name
            return (latinName("al-" + name, kin, label: label), 2)
        }
        let name = typed[latin[i + 1]] ?? latin[i + 1]
        return (latinName(name, kin, label: (typed[latin[i]] ?? latin[i]) + " " + name), 1)
    }

    /// The question's words a key matched, as typed and each once: a key word the question
    /// says twice ("… standing? … standing.") is one.
    static func keyLabel(_ words: Set<Int>, _ latin: [String], _ typed: [String: String]) -> String {
        var seen = Set<String>()
        return words.sorted().map { typed[latin[$0]] ?? latin[$0] }.filter { seen.insert($0.lowercased()).inserted }
            .joined(separator: " ")
    }

    /// A person named in Latin letters after a kunya or nasab word: a name, spelled against the
    /// texts when the question is searched (`Retriever.spellLatinName`).
    static func latinName(_ name: String, _ kinship: [String], label: String) -> Concept {
        var c = Concept(label: label, forms: [])
        c.isName = true
        c.latinName = name
        c.kinship = kinship
        return c
    }

    /// The Latin letters to spell against the texts for the unknown word at `i`, or nil: a
    /// name standing alone (the dictionary does not translate it), or a lowercase word the
    /// dictionary does not know at all, of five letters or more, which in a question on these
    /// texts is most often an Arabic term typed in Latin letters ("talbina", "qaza").
    static func latinSpelling(_ i: Int, _ latin: [String], _ typed: [String: String], capital: Bool,
                              lexicon: EnglishLexicon?) -> String? {
        let w = latin[i]
        let label = typed[w] ?? w
        if capital {
            guard standsAlone(i, latin, typed), lexicon?.arabic(for: w).isEmpty ?? true else { return nil }
            return withArticle(i, latin) + label
        }
        guard let lexicon, w.count >= transliteratedLetters, !lexicon.knows(w), w.allSatisfy(\.isLetter) else { return nil }
        return withArticle(i, latin) + w
    }

    /// The fewest letters of a lowercase word read as an Arabic term typed in Latin letters.
    static let transliteratedLetters = 5

    /// Whether the capitalised word at `i` is a name of one word: the words beside it (past an
    /// article, "al-", or a kunya word) are not capitalised too.
    static func standsAlone(_ i: Int, _ latin: [String], _ typed: [String: String]) -> Bool {
        let joiners: Set<String> = ["al", "ar", "as", "at", "ash", "ad", "az", "an", "el", "ibn", "bin", "bint", "abu", "umm"]
        // A capital on a question or function word is the next sentence's ("… al-Hashir. Where
        // did he …"), not a name's.
        func capitalised(_ j: Int) -> Bool {
            j > 0 && j < latin.count && (typed[latin[j]]?.first?.isUppercase ?? false)
                && !Glossary.keyFunctionWords.contains(latin[j]) && QuestionFrame.english[latin[j]] == nil
                && !QuestionFrame.englishFiller.contains(latin[j])
        }
        var before = i - 1
        while before > 0, joiners.contains(latin[before]) { before -= 1 }
        var after = i + 1
        // "Zayd ibn Haritha": a name followed by its father's is a name of one word (the
        // nasab is read on its own, `kinship`); unspelled, "Zayd" read as a word the texts lack.
        if after < latin.count, ["ibn", "bin", "bint"].contains(latin[after]), !(before < i - 1 && capitalised(before)) {
            return true
        }
        while after < latin.count, joiners.contains(latin[after]) { after += 1 }
        return !(before < i - 1 || after > i + 1) || !(capitalised(before) || capitalised(after))
    }
}

extension QueryAnalyzer {
    /// The "al-" part after a kunya ("Abu Musa al-Ashari", "Abu Said al-Khudri"): the man's
    /// tribe or town, said to tell him apart, not a topic. LatinNames cannot spell every such
    /// word in Arabic, and an unspellable name reads as one the texts lack, so the question
    /// abstained. Only after a kunya: after a bare name or a title it is the name itself
    /// ("Harun al-Rashid", "Imam al-Ghazali"), whom the texts do lack.
    static func isNisba(_ i: Int, _ latin: [String], _ typed: [String: String]) -> Bool {
        guard i >= 3, ["al", "el"].contains(latin[i - 1]), ["abu", "umm", "um", "ibn", "abi"].contains(latin[i - 3]),
              typed[latin[i]]?.first?.isUppercase ?? false else { return false }
        return typed[latin[i - 2]]?.first?.isUppercase ?? false
    }
}
