import Domain

/// The searchable form of a passage: normalised tokens split into matn and isnad, and their
/// light stems (library.md: prefer the matn; strip the repeated basmala from aya 1).
struct PassageText {
    var matn: [String]
    var isnad: [String]
    /// The index of the raw word where the matn starts, so a long hadith can be quoted from there.
    var matnWordIndex: Int

    var stems: [String] { matn.map(LightStemmer.stem) }

    static let basmala = ["بسم", "الله", "الرحمن", "الرحيم"]

    init(_ p: Passage) {
        if p.collection == .quran {
            var tokens = ArabicNormalizer.tokens(p.searchText ?? p.text)
            // Tanzil repeats the basmala at the head of aya 1; 1:1 is the basmala itself, sura 9
            // has none, and 27:30 quotes it mid-aya, so only the head of other first ayat goes.
            if p.aya == 1, p.sura != 1, p.sura != 9, tokens.starts(with: Self.basmala) {
                tokens.removeFirst(Self.basmala.count)
            }
            self.init(matn: tokens, isnad: [], matnWordIndex: 0)
            return
        }
        let words = p.text.split(whereSeparator: \.isWhitespace).map(String.init)
        let normalized = words.map(ArabicNormalizer.normalize)
        let start = Self.matnStart(normalized)
        var isnad: [String] = []
        var matn: [String] = []
        for (i, w) in normalized.enumerated() {
            let toks = ArabicNormalizer.tokens(w)
            if i < start { isnad += toks } else { matn += toks }
        }
        self.init(matn: matn, isnad: isnad, matnWordIndex: start)
    }

    init(matn: [String], isnad: [String], matnWordIndex: Int) {
        self.matn = matn
        self.isnad = isnad
        self.matnWordIndex = matnWordIndex
    }

    static let openers: Set<String> = ["قال", "سمعت", "ان", "عن", "يقول", "فقال"]

    /// The first word of the matn: a quotation mark, or the Prophet named after a verb of
    /// reporting («قال رسول الله», «عن النبي»); 0 when neither is found (all of it is matn).
    static func matnStart(_ words: [String]) -> Int {
        for (i, w) in words.enumerated() {
            if w.contains("\"") || w.contains("«") || w.contains("“") { return i }
            let bare = ArabicNormalizer.tokens(w).first ?? ""
            let prev = i > 0 ? (ArabicNormalizer.tokens(words[i - 1]).last ?? "") : ""
            if bare == "رسول", i + 1 < words.count,
               ArabicNormalizer.tokens(words[i + 1]).first == "الله", openers.contains(prev) {
                return min(i + 2, words.count - 1)
            }
            if bare == "النبي", openers.contains(prev) { return min(i + 1, words.count - 1) }
        }
        return 0
    }
}
