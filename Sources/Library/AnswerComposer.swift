/// Writes a library answer as Markdown: the framing line, each passage as a block quote under
/// its reference, and a sources section in the server's `- [title] - url` format (§9.5 e).
public enum AnswerComposer {
    /// A composed answer, already cut into the pieces the server streams as `chunk`s.
    public struct Answer: Sendable, Equatable {
        public var chunks: [String]
        public var text: String { chunks.joined() }
    }

    public static func compose(hits: [SearchHit], language l: AnswerLanguage) -> Answer {
        guard !hits.isEmpty else { return Answer(chunks: [AnswerPhrases.nothingFound(l)]) }
        var chunks = [AnswerPhrases.framing(l) + "\n\n"]
        for h in hits {
            chunks.append("#### \(reference(h.passage, l))\n\n> \(quote(h))\n\n")
        }
        var sources = AnswerPhrases.sourcesHeader + "\n"
        for h in hits {
            sources += "- [\(reference(h.passage, l))] - \(link(h.passage))\n"
        }
        chunks.append(sources)
        return Answer(chunks: chunks)
    }

    /// The reference of a passage in `l`, used both as its heading and as its source title.
    public static func reference(_ p: Passage, _ l: AnswerLanguage) -> String {
        switch p.collection {
        case .quran: AnswerPhrases.quran(l, sura: p.sura, aya: p.aya)
        case .bukhari: AnswerPhrases.bukhari(l, number: p.number)
        case .muslim: AnswerPhrases.muslim(l, book: p.book, inBook: p.inBook)
        }
    }

    /// Ayat link to tanzil.net; hadith to their Shamela book (book-level: no page is known).
    public static func link(_ p: Passage) -> String {
        switch p.collection {
        case .quran: "https://tanzil.net/#\(p.sura):\(p.aya)"
        case .bukhari, .muslim: "https://shamela.ws/book/\(p.collection.shamelaBookID ?? 0)"
        }
    }

    static let longHadith = 700
    static let maxQuote = 900

    /// The quoted text on one line. Ayat are quoted whole (Tanzil allows verbatim copies only);
    /// a long hadith starts at its matn, and is cut at a word with an ellipsis.
    static func quote(_ h: SearchHit) -> String {
        let flat = h.passage.text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard h.passage.collection != .quran, flat.count > longHadith else { return flat }
        let words = flat.split(whereSeparator: \.isWhitespace)
        var text = flat
        if h.matnWordIndex > 0, h.matnWordIndex < words.count {
            text = "… " + words[h.matnWordIndex...].joined(separator: " ")
        }
        guard text.count > maxQuote else { return text }
        var cut = String(text.prefix(maxQuote))
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut + " …"
    }
}
