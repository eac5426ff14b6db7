import Domain

/// Writes a library answer as Markdown. Each passage comes first as it is (the saying before
/// its chain of narrators), under its reference, with a line saying where it is from and which
/// words of the question it mentions; what the question asked that no passage covers is named;
/// the framing note and a sources section in the server's `- [title] - url` format close it.
/// An answer that abstains says so and offers no passage.
public enum AnswerComposer {
    /// A composed answer, already cut into the pieces the server streams as `chunk`s.
    public struct Answer: Sendable, Equatable {
        public var chunks: [String]
        public var text: String { chunks.joined() }
    }

    public static func compose(_ r: LibraryResult, language l: AnswerLanguage,
                               catalog: HadithCatalog = .bundled, regenerated: Bool = false) -> Answer {
        let missing = MissingTerms(r.notFound)
        guard !r.abstained else {
            if regenerated { return Answer(chunks: [AnswerPhrases.noOthers(l)]) }
            // Other words would not find a saying the books do not have.
            if let saying = r.unfoundSaying { return Answer(chunks: [AnswerPhrases.sayingNotFound(l, saying)]) }
            var text = AnswerPhrases.nothingFound(l)
            for line in missing.lines(l, abstained: true) { text += " " + line }
            return Answer(chunks: [text + "\n\n" + AnswerPhrases.suggestion(l)])
        }
        var chunks: [String] = []
        var head: [String] = []
        if regenerated { head.append(AnswerPhrases.regeneratedNote(l)) }
        head += missing.lines(l, abstained: false)
        if !head.isEmpty { chunks.append(head.joined(separator: " ") + "\n\n") }
        for p in r.passages {
            chunks.append(block(p, l, catalog))
        }
        chunks.append("*" + AnswerPhrases.framing(l) + "*\n\n")
        var sources = AnswerPhrases.sourcesHeader + "\n"
        for p in r.passages {
            sources += "- [\(reference(p.hit.passage, l, catalog))] - \(catalog.link(p.hit.passage))\n"
        }
        chunks.append(sources)
        return Answer(chunks: chunks)
    }

    /// One passage: heading, the saying as a block quote, the detail line, and the chain.
    static func block(_ p: RankedPassage, _ l: AnswerLanguage, _ catalog: HadithCatalog) -> String {
        let passage = p.hit.passage
        let q = quote(p.hit)
        var out = "#### \(reference(passage, l, catalog))\n\n> \(q.saying)\n\n"
        var details = [detail(passage, l, catalog)].filter { !$0.isEmpty }
        let words = matchedWords(p, l)
        if !words.isEmpty {
            details.append(AnswerPhrases.matched(l) + ": " + words.joined(separator: l == .ar ? "، " : ", "))
        } else if p.byMeaning {
            details.append(AnswerPhrases.byMeaning(l))
        }
        // Words the passage does not have but is near in meaning to: said as such, so a reader
        // does not look for them in it.
        if !p.nearInMeaning.isEmpty {
            details.append(AnswerPhrases.nearInMeaning(l) + ": " + p.nearInMeaning.joined(separator: l == .ar ? "، " : ", "))
        }
        if !details.isEmpty { out += "*" + details.joined(separator: " · ") + "*\n\n" }
        if let chain = q.chain { out += "*\(AnswerPhrases.chain(l)):* \(chain)\n\n" }
        return out
    }

    /// The reference of a passage in `l`, used both as its heading and as its source title.
    public static func reference(_ p: Passage, _ l: AnswerLanguage, _ catalog: HadithCatalog = .bundled) -> String {
        switch p.collection {
        case .quran: AnswerPhrases.quran(l, sura: p.sura, aya: p.aya)
        case .bukhari: AnswerPhrases.bukhari(l, number: p.number)
        case .muslim:
            HadithCatalog.hasInBookReference(p)
                ? AnswerPhrases.muslim(l, book: p.book, inBook: p.inBook)
                : AnswerPhrases.muslimUnplaced(l, book: catalog.book(of: p))
        }
    }

    /// Where the passage is from, for a reader who cannot read the Arabic: the collection, the
    /// book's title and, for Muslim, the in-book reference as well as the standard number.
    static func detail(_ p: Passage, _ l: AnswerLanguage, _ catalog: HadithCatalog) -> String {
        var parts: [String] = []
        switch p.collection {
        case .quran:
            break
        case .bukhari, .muslim:
            if let title = catalog.book(of: p), let name = l == .ar ? (title.ar ?? title.en) : (title.en ?? title.ar) {
                parts.append(p.collection == .bukhari && l == .en && p.book > 0 ? "Book \(p.book): \(name)" : name)
            }
        }
        return parts.joined(separator: " · ")
    }

    /// The words of the passage that matched, as the passage writes them (without harakat),
    /// each with its English gloss for English readers.
    static func matchedWords(_ p: RankedPassage, _ l: AnswerLanguage) -> [String] {
        var out: [String] = []
        let raw = p.hit.passage.text.split(whereSeparator: { $0.isWhitespace })
        func bare(_ w: Substring) -> String {
            String(String.UnicodeScalarView(w.unicodeScalars.filter {
                !ArabicNormalizer.isMark($0) && ($0.properties.isAlphabetic || $0.properties.numericType != nil)
            }))
        }
        for c in p.matched where !p.nearInMeaning.contains(c.label) {
            // What this passage has of the concept: a form, else the phrase or stem it matched
            // (a concept's first phrase is not necessarily the one this passage says).
            var found: [String]?
            if let exact = p.hit.matnWords.first(where: { c.forms.contains(String($0)) || c.weakForms.contains(String($0)) }) {
                found = [String(exact)]
            } else {
                let words = p.hit.matnWords
                let matcher = ConceptMatcher(c)
                if let at = matcher.positions(in: p.hit.wordHashes).first {
                    let length = matcher.phrases.first { ph in
                        at + ph.count <= words.count && (0..<ph.count).allSatisfy { WordHash.of(words[at + $0]) == ph[$0] }
                    }?.count ?? 1
                    found = words[at..<min(words.count, at + length)].map(String.init)
                } else if let at = matcher.stemPositions(in: p.hit.stemHashes).first
                            ?? matcher.rootPositions(in: p.hit.wordHashes).first, at < words.count {
                    // The stem, or another word of the root («شهداء» for «شهود»).
                    found = [String(words[at])]
                }
            }
            var word = found?.joined(separator: " ") ?? c.label
            if let found, let start = raw.indices.first(where: { i in
                i + found.count <= raw.count && (0..<found.count).allSatisfy { ArabicNormalizer.tokens(String(raw[i + $0])) == [found[$0]] }
            }) {
                word = raw[start..<(start + found.count)].map(bare).joined(separator: " ")
            }
            // A gloss that tells a story the glossary names ayat for ("Saba": Sulayman, the hoopoe
            // and the Queen of Sheba) is said of those ayat only, not of 34:15 on Saba's gardens.
            let told = c.namedAyat.isEmpty || p.hit.passage.collection == .quran
                && c.namedAyat.contains(AyaRef(sura: p.hit.passage.sura, aya: p.hit.passage.aya))
            if l == .en, told, let gloss = c.gloss, gloss.lowercased() != word.lowercased() { word += " (\(gloss))" }
            if !out.contains(word) { out.append(word) }
        }
        return out
    }

    /// Ayat link to tanzil.net; hadith to the hadith itself where its number is known.
    public static func link(_ p: Passage, _ catalog: HadithCatalog = .bundled) -> String {
        catalog.link(p)
    }

    static let maxQuote = 900
    static let maxChain = 220

    /// The quoted saying on one line, and for a hadith its chain of narrators. Ayat are quoted
    /// whole (Tanzil allows verbatim copies only) without the basmala Tanzil puts before aya 1;
    /// a hadith's saying is cut at a word with an ellipsis when long.
    static func quote(_ h: SearchHit) -> (saying: String, chain: String?) {
        let flat = h.passage.text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let words = flat.split(whereSeparator: \.isWhitespace)
        if h.passage.collection == .quran {
            let p = h.passage
            if p.aya == 1, p.sura != 1, p.sura != 9, words.count > 4,
               ArabicNormalizer.tokens(words.prefix(4).joined(separator: " ")) == PassageText.basmala {
                return (words.dropFirst(4).joined(separator: " "), nil)
            }
            return (flat, nil)
        }
        var saying = flat
        var chain: String?
        // A chain the index's split left in the matn is found as the scorer finds it.
        let start = h.matnWordIndex > 0 ? h.matnWordIndex : leadingChainWords(words)
        if start > 0, start < words.count {
            saying = words[start...].joined(separator: " ")
            chain = cut(words[..<start].joined(separator: " "), at: maxChain)
        }
        return (cut(saying, at: maxQuote), chain)
    }

    /// How many of the raw `words` a chain at their head takes (`PassageText.leadingChainEnd`
    /// over their normalised tokens), or 0.
    static func leadingChainWords(_ words: [Substring]) -> Int {
        var tokens: [Substring] = []
        var owner: [Int] = []
        for (i, w) in words.prefix(80).enumerated() {
            for t in ArabicNormalizer.tokens(String(w)) {
                tokens.append(Substring(t))
                owner.append(i)
            }
        }
        let end = PassageText.leadingChainEnd(tokens)
        return end > 0 && end < tokens.count ? owner[end] : 0
    }

    static func cut(_ text: String, at limit: Int) -> String {
        guard text.count > limit else { return text }
        var cut = String(text.prefix(limit))
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut + " …"
    }
}
