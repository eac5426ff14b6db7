import Domain

/// The parts of a verdict a reader sees: the reference, the canonical words and the difference.
extension FactChecker {
    func passage(_ entry: Int) -> SearchHit? {
        (try? index.passage(key: corpus.entries[entry].key)) ?? nil
    }

    /// The ayat a match covers, in order.
    func ayat(_ m: Match) -> [Int] {
        let e = corpus.entries[m.entry]
        guard e.collection == .quran else { return [m.entry] }
        let span = m.alignment.start..<max(m.alignment.end, m.alignment.start + 1)
        return corpus.ayat(sura: e.sura, span: span)
    }

    /// `reference(m).key`, without reading the passage.
    func referenceKey(_ m: Match) -> String {
        corpus.entries[ayat(m).first ?? m.entry].key
    }

    func reference(_ m: Match) -> FactCheckReference {
        let covered = ayat(m)
        let first = covered.first ?? m.entry
        let e = corpus.entries[first]
        let hit = passage(first)
        let p = hit?.passage ?? Passage(collection: e.collection, sura: e.sura, aya: e.aya, text: "", key: e.key)
        var ref = FactCheckReference(collection: e.collection, key: e.key, title: "", titleArabic: "", url: catalog.link(p))
        switch e.collection {
        case .quran:
            ref.sura = e.sura
            ref.aya = e.aya
            let last = corpus.entries[covered.last ?? first].aya
            if last != e.aya { ref.ayaEnd = last }
            let ayat = last != e.aya ? "\(e.aya)–\(last)" : "\(e.aya)"
            ref.title = AnswerPhrases.quran(.en, sura: e.sura, aya: e.aya).replacingOccurrences(of: ":\(e.aya)", with: ":\(ayat)")
            ref.titleArabic = AnswerPhrases.quran(.ar, sura: e.sura, aya: e.aya)
            if last != e.aya { ref.titleArabic += "–\(last)" }
        case .bukhari, .muslim:
            if p.collection == .bukhari { ref.number = p.number }
            if p.book > 0 { ref.book = p.book }
            if p.inBook > 0 { ref.inBook = p.inBook }
            ref.title = AnswerComposer.reference(p, .en, catalog)
            ref.titleArabic = AnswerComposer.reference(p, .ar, catalog)
        }
        return ref
    }

    /// The source's words for the span of a match: the ayat's words from Tanzil's vowelled text,
    /// or the hadith's matn as written.
    func canonical(_ m: Match) -> String {
        let e = corpus.entries[m.entry]
        let text = corpus.texts[e.text]
        let span = m.alignment.start..<m.alignment.end
        guard e.collection == .quran else {
            guard let hit = passage(m.entry),
                  let shown = DisplayWords(hit.passage.text, from: hit.matnWordIndex, expected: e.range.count) else {
                return text.words(span).joined(separator: " ")
            }
            return shown.text(span)
        }
        var parts: [String] = []
        for a in ayat(m) {
            let aya = corpus.entries[a]
            let local = max(span.lowerBound, aya.range.lowerBound)..<min(span.upperBound, aya.range.upperBound)
            guard !local.isEmpty else { continue }
            let offset = local.lowerBound - aya.range.lowerBound
            let piece = offset..<offset + local.count
            let basmala = aya.aya == 1 && aya.sura != 1 && aya.sura != 9 ? 4 : 0
            if let hit = passage(a),
               let shown = DisplayWords(hit.passage.text, expected: aya.range.count + basmala)
                   ?? DisplayWords(hit.passage.text, expected: aya.range.count) {
                let drop = shown.owner.count - aya.range.count
                parts.append(shown.text((piece.lowerBound + drop)..<(piece.upperBound + drop)))
            } else {
                parts.append(text.words(local).joined(separator: " "))
            }
        }
        return parts.joined(separator: " ")
    }

    /// The word-level difference of the quotation from the match, in the source's spelling.
    func difference(_ m: Match, _ quote: [QuoteToken]) -> [WordDifference] {
        let e = corpus.entries[m.entry]
        let text = corpus.texts[e.text]
        func shown(_ p: Int) -> String {
            // Per word, the canonical spelling as the index has it (vowels are for `canonical`).
            text.word(p)
        }
        return m.alignment.steps.map { s in
            switch s {
            case .same(let q, let p, _): WordDifference(kind: .same, quoted: quote[q].word, canonical: shown(p))
            case .changed(let q, let p): WordDifference(kind: .changed, quoted: quote[q].word, canonical: shown(p))
            case .added(let q): WordDifference(kind: .added, quoted: quote[q].word, canonical: nil)
            case .missing(let p): WordDifference(kind: .missing, quoted: nil, canonical: shown(p))
            }
        }
    }
}
