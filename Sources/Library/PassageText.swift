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
        // NFKC is the costly step of normalisation, so it runs twice per hadith (isnad, matn)
        // rather than once per word; finding the matn only needs a cheap fold of each word.
        let words = p.text.split(whereSeparator: \.isWhitespace)
        let start = Self.matnStart(words.map { Self.fold($0) })
        let isnad = ArabicNormalizer.tokens(words[..<start].joined(separator: " "))
        let matn = ArabicNormalizer.tokens(words[start...].joined(separator: " "))
        self.init(matn: matn, isnad: isnad, matnWordIndex: start)
    }

    init(matn: [String], isnad: [String], matnWordIndex: Int) {
        self.matn = matn
        self.isnad = isnad
        self.matnWordIndex = matnWordIndex
    }

    static let openers: Set<String> = ["قال", "سمعت", "ان", "عن", "يقول", "فقال", "وقال", "انه", "سال", "لقي", "اتي"]
    /// Verbs that hand a chain on to the next narrator; the matn follows the last one's name.
    static let chainVerbs: Set<String> = ["حدثنا", "حدثني", "اخبرنا", "اخبرني", "انبانا", "عن", "سمعت", "سمع"]
    /// Verbs that introduce a companion's own words once the chain has ended.
    static let sayings: Set<String> = ["قال", "قالت", "يقول", "تقول", "انه", "انها", "ان"]

    /// The first word of the matn: a quotation mark, or the Prophet named after a verb of
    /// reporting («قال رسول الله», «عن النبي»), or else the words after the last link of the
    /// chain («عن عائشة قالت …»); 0 when none is found (all of it is matn). `words` are folded
    /// with `fold`.
    static func matnStart(_ words: [String]) -> Int {
        func bare(_ i: Int) -> String {
            guard words.indices.contains(i) else { return "" }
            return bareWord(words[i])
        }
        func afterEulogy(_ i: Int) -> Int {
            // «صلى الله عليه وسلم» after the Prophet's name belongs to the chain's sentence.
            var j = i
            if bare(j) == "صلي", bare(j + 1) == "الله", bare(j + 2) == "عليه", bare(j + 3) == "وسلم" { j += 4 }
            return min(j, words.count - 1)
        }
        var marked: Int?
        for (i, w) in words.enumerated() {
            if w.contains("\"") || w.contains("«") || w.contains("“") { marked = i; break }
            let word = bare(i)
            if word == "رسول", bare(i + 1) == "الله", openers.contains(bare(i - 1)) {
                marked = afterEulogy(i + 2)
                break
            }
            if word == "النبي", openers.contains(bare(i - 1)) { marked = afterEulogy(i + 1); break }
        }
        // The chain ends at the verb after its last link's name («عن عائشة قالت …»). When that
        // comes first, the matn is a companion's report of what happened, and the story (the
        // two girls singing, the man who asked) belongs to it, not to the chain.
        let head = min(words.count, 60)
        let links = (0..<head).filter { chainVerbs.contains(bare($0)) }
        var chainEnd = links.last.flatMap { saying(after: $0, in: words, relink: false) }
        if chainEnd == nil, marked == nil {
            // The last «عن» of the first lines was the matn's own («نهى عن …»): the chain is the
            // run of links from the start, each a name's length from the next, and it ends at
            // the saying after one of them.
            let run = chainRun((0..<head).filter { isLink(bare($0)) }, in: words)
            for last in run.reversed() where last != links.last {
                if let end = saying(after: last, in: words, relink: true) { chainEnd = end; break }
            }
        }
        let start: Int
        switch (marked, chainEnd) {
        case let (m?, c?): start = min(m, c)
        case let (m?, nil): start = m
        case let (nil, c?): start = c
        case (nil, nil): start = 0
        }
        // A second, short chain after the saying (a corroboration: «وقال مرجى بن رجاء حدثني
        // عبيد الله … عن النبي ﷺ ويأكلهن وترا», Bukhari 953) was read as the only one, and the
        // saying before it («لا يغدو يوم الفطر حتى يأكل تمرات») as its chain: when the matn so
        // found is a few words at the end, it starts after the first chain instead.
        // Only a sentence's end after the first saying tells a second chain from the first one
        // running on («حدثه أنه سمع أبا هريرة أنه سمع رسول الله ﷺ يقول …», Bukhari 238), and a
        // saying does not open with a link («قال أحمد حدثنا عنبسة …», Bukhari 4676).
        if start > 0, words.count - start <= Self.tailWords, let first = firstChainEnd(words, head: head),
           first < start, (first..<start).contains(where: { $0 - first >= Self.sayingWords - 1 && words[$0].contains(".") }),
           !(first..<min(first + Self.sayingWords, start)).contains(where: { i in
               let w = bareWord(words[i])
               return w != "عن" && isLink(w)
           }) {
            return first
        }
        return start
    }

    /// The most words a matn may have at a text's end and still be read as a second chain's
    /// addition, and the fewest the saying before it must have.
    static let tailWords = 8
    static let sayingWords = 6

    /// Where the saying after the chain that runs from the text's start begins, if one does.
    static func firstChainEnd(_ words: [String], head: Int) -> Int? {
        let run = chainRun((0..<head).filter { isLink(bareWord(words[$0])) }, in: words)
        for last in run.reversed() {
            if let end = saying(after: last, in: words, relink: true) { return end }
        }
        return nil
    }

    /// The word after the saying verb that follows the link at `last`, within a name's length
    /// (the companion's blessing and bare punctuation aside); nil when none comes. With
    /// `relink`, a saying verb followed by another link («قال حدثنا») is still the chain.
    static func saying(after last: Int, in words: [String], relink: Bool) -> Int? {
        var budget = 7
        var i = last + 1
        while i < words.count, budget > 0 {
            let w = bareWord(words[i])
            if sayings.contains(w) {
                if relink, i + 1 < words.count, isRelink(bareWord(words[i + 1])) {
                    return saying(after: i + 1, in: words, relink: true)
                }
                return min(i + 1, words.count - 1)
            }
            if !w.isEmpty, !blessing.contains(w) { budget -= 1 }
            i += 1
        }
        return nil
    }

    /// The links (`chainVerbs` positions) that run on from the start of the text, each at
    /// most a name's length after the one before.
    static func chainRun(_ links: [Int], in words: [String]) -> [Int] {
        func counted(_ r: Range<Int>) -> Int {
            r.reduce(0) { n, i in
                let w = bareWord(words[i])
                return w.isEmpty || blessing.contains(w) ? n : n + 1
            }
        }
        var run: [Int] = []
        for i in links {
            if let previous = run.last {
                if counted((previous + 1)..<i) > 7 { break }
            } else if counted(0..<i) > 3 {
                break
            }
            run.append(i)
        }
        return run
    }

    /// A link that continues the chain after a saying verb («قال حدثنا», «قال وحدثني»).
    static func isRelink(_ w: String) -> Bool {
        w != "عن" && w != "وعن" && isLink(w)
    }

    /// A verb that hands the chain on, with a conjunction («وحدثنا» after «ح») or the pronoun of
    /// a retelling («حدثناه», «وحدثنيه»).
    static func isLink(_ w: String) -> Bool {
        var link = w.hasPrefix("و") && w.count > 3 ? String(w.dropFirst()) : w
        if chainVerbs.contains(link) { return true }
        for suffix in ["ه", "يه"] where link.hasSuffix(suffix) {
            link.removeLast(suffix.count)
            if chainVerbs.contains(link) { return true }
        }
        return false
    }

    static func bareWord(_ w: String) -> String { String(w.filter { $0.isLetter }) }

    /// The blessing said after a companion's name.
    static let blessing: Set<String> = ["رضي", "رضى", "الله", "عنه", "عنها", "عنهما", "عنهم"]

    /// Words that, in a short text, point to another telling instead of giving the saying
    /// («بمثله», «نحوه», «بهذا الإسناد», «فذكر الحديث»).
    static let pointerWords: Set<String> = ["بمثله", "بمثل", "مثله", "نحوه", "بنحوه", "بمعناه", "بمعني",
                                            "بنحو", "وساق", "فذكر", "بقصته", "بهذا"]

    /// Words that point to another telling only with what they point to after them: «فذكر
    /// الحديث» does, «فذكر لها ذلك» ("he told her of it") tells the story, as in Bukhari 3195,
    /// whose saying («من ظلم قيد شبر…») was read as a pointer and answered with the one before.
    static let narrativePointers: Set<String> = ["فذكر", "وساق"]
    static let pointedAt = ["الحديث", "حديث", "احاديث", "نحو", "بنحو", "مثل", "بمثل", "القصه", "بقصته", "معناه", "معني", "بمعني"]

    /// Whether the passage is only a chain or a pointer to the telling before it: a short matn
    /// that names another telling rather than quoting one.
    var isPointer: Bool {
        guard !isnad.isEmpty, matn.count <= 14 else { return false }
        let words = isnad + matn
        return words.indices.contains { i in
            guard Self.pointerWords.contains(words[i]) else { return false }
            guard Self.narrativePointers.contains(words[i]) else { return true }
            return i + 1 < words.count && Self.pointedAt.contains { words[i + 1].hasPrefix($0) }
        }
    }

    /// A cheap fold for spotting the matn markers: harakat and tatweel removed, alef and ya
    /// variants unified. (The index itself uses the full `ArabicNormalizer`.)
    static func fold(_ word: Substring) -> String {
        var out = String.UnicodeScalarView()
        for s in word.unicodeScalars {
            switch s.value {
            case 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06ED, 0x0640, 0x200E, 0x200F:
                continue
            case 0x0622, 0x0623, 0x0625, 0x0671: out.append("\u{0627}")
            case 0x0649: out.append("\u{064A}")
            default: out.append(s)
            }
        }
        return String(out)
    }
}
