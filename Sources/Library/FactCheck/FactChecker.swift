import Domain
import Foundation

/// Checks quotations of the Qur'an and of Sahih al-Bukhari and Sahih Muslim against the
/// installed library, deterministically. Arabic quotations are compared word by word with every
/// candidate passage (`WordAlignment`); English ones can only be matched by meaning, through the
/// library's retrieval (`Retriever` with its `SemanticRanking`), and say so.
public final class FactChecker: Sendable {
    let corpus: QuotationCorpus
    let index: LibraryIndex
    let retriever: Retriever
    let catalog: HadithCatalog

    /// Reads every passage's words from `index` (about half a second); `semantic` is what the
    /// library's answers use, nil when the model is not installed (English claims are then
    /// matched by their words through the glossary only).
    /// `analyzer`: the question analyser English claims are read with (a test's dictionary).
    public init(index: LibraryIndex, semantic: (any SemanticRanking)? = nil, catalog: HadithCatalog = .bundled,
                analyzer: QueryAnalyzer = QueryAnalyzer()) throws {
        self.index = index
        self.corpus = QuotationCorpus(rows: try index.quotationRows())
        self.retriever = Retriever(index: index, analyzer: analyzer, semantic: semantic)
        self.catalog = catalog
    }

    /// Every quotation in `text`, checked.
    public func check(_ text: String) -> FactCheckReport {
        FactCheckReport(claims: QuotationExtractor.quotations(in: text).map(check))
    }

    public func check(_ q: Quotation) -> FactCheckClaim {
        q.language == "ar"
            ? withoutBasmala(q, withoutLeadIn(q, withoutTrailingComment(q, checkArabic(q))))
            : withoutEnglishLeadIn(q, checkEnglish(q))
    }

    // MARK: Arabic

    /// The best place of the quotation in one passage.
    struct Match {
        var entry: Int
        var alignment: WordAlignment
        /// The share of the quotation's weight found in place, with omissions counted against it.
        var similarity: Double
        var collection: LibraryCollection
    }

    static let maxWords = 160

    func checkArabic(_ q: Quotation) -> FactCheckClaim {
        let quote = tokens(q.text)
        let matches = match(quote)
        guard let best = matches.first, isClose(best, quote) else {
            return FactCheckClaim(text: q.text, language: "ar", verdict: .notFound,
                                  confidence: notFoundConfidence(matches.first), attribution: q.attribution)
        }
        let exact = matches.filter { $0.alignment.edits == 0 }
        // «صوموا تصحوا» is not an altered «صوموا لرؤيته».
        if exact.isEmpty, retriever.analyzer.glossary.unfoundSayings.said(in: quote.map(\.word)) != nil { return unfoundSayingClaim(q) }
        if exact.isEmpty {
            let best = pairClauseEnd(best)
            let ref = reference(best)
            return FactCheckClaim(text: q.text, language: "ar", verdict: .altered,
                                  confidence: min(0.97, 0.55 + 0.45 * best.similarity), attribution: q.attribution,
                                  reference: ref, canonical: canonical(best), difference: difference(best, quote),
                                  sources: [ref])
        }
        // Authentic words; now the source it claims.
        let (right, claimed) = attributed(exact, q.attribution, near: matches, quote: quote)
        let chosen = right ?? exact[0]
        // Each reference reads its passage from the index: the key (the first aya covered, or
        // the passage) tells the duplicates apart without it, and only six are read.
        var sources: [FactCheckReference] = []
        for m in ([chosen] + exact) where sources.count < 6 && !sources.contains(where: { $0.key == referenceKey(m) }) {
            sources.append(reference(m))
        }
        // The book the claim names, when it has the hadith in other words only, is listed after.
        for c in q.attribution.collections where right != nil && !sources.contains(where: { $0.collection == c }) {
            if let near = matches.first(where: { $0.collection == c && $0.similarity >= 0.8 }), sources.count < 6 {
                sources.append(reference(near))
            }
        }
        let variants = chosen.alignment.steps.contains { if case .same(_, _, false) = $0 { true } else { false } }
        let confidence = authenticConfidence(quote.count, variants: variants)
        return FactCheckClaim(text: q.text, language: "ar", verdict: right == nil ? .misattributed : .authentic,
                              confidence: right == nil ? confidence * 0.95 : confidence, attribution: q.attribution,
                              reference: sources[0], canonical: canonical(chosen), sources: sources,
                              claimedSource: right == nil ? claimed : nil)
    }

    func tokens(_ text: String) -> [QuoteToken] {
        let n = Double(max(corpus.entries.count, 1))
        return QuoteWords.tokens(text).prefix(Self.maxWords).map { w in
            let loose = QuoteWords.looseHash(w)
            let df = Double(corpus.documents(loose))
            let affixes = QuoteWords.affixes(w, short: 1)
            return QuoteToken(word: w, exact: WordHash.of(w), loose: loose, stem: LightStemmer.stemHash(Substring(w)),
                              head: affixes.head, tail: affixes.tail, skeleton: QuoteWords.skeleton(w, short: 1),
                              weight: Self.weight(n: n, documents: df))
        }
    }

    /// Every candidate's best alignment, best first (least cost per word, then the most weight
    /// found, then the Qur'an, Bukhari, Muslim, then index order).
    func match(_ quote: [QuoteToken]) -> [Match] {
        guard !quote.isEmpty else { return [] }
        var seen = Set<String>()
        var out: [Match] = []
        for e in corpus.candidates(for: quote) {
            let entry = corpus.entries[e]
            let text = corpus.texts[entry.text]
            var a = WordAlignment.align(quote, in: text, range: corpus.window(for: e, length: quote.count + 2))
            a = entry.collection == .quran ? pairEdges(a, sura: entry.sura)
                : Self.withNameAdded(Self.withNameLeftOut(Self.pairMovedEnd(Self.pairMatnEnd(a, words: text.count), quote: quote, text: text),
                                                          quote: quote, text: text), quote: quote, text: text)
            // Two Qur'an candidates in one sura can find the same place.
            let place = "\(entry.text):\(a.start):\(a.end)"
            guard seen.insert(place).inserted else { continue }
            let owner = entry.collection == .quran
                ? corpus.ayat(sura: entry.sura, span: a.start..<max(a.end, a.start + 1)).first ?? e : e
            out.append(Match(entry: owner, alignment: a, similarity: similarity(a, quote, text), collection: entry.collection))
        }
        let order: [LibraryCollection: Int] = [.quran: 0, .bukhari: 1, .muslim: 2]
        return out.sorted { x, y in
            let cx = x.alignment.cost / Float(quote.count), cy = y.alignment.cost / Float(quote.count)
            if cx != cy { return cx < cy }
            if x.similarity != y.similarity { return x.similarity > y.similarity }
            if x.collection != y.collection { return order[x.collection]! < order[y.collection]! }
            return corpus.entries[x.entry].id < corpus.entries[y.entry].id
        }
    }

    /// How much a word says: its inverse document frequency, from 0.3 for the commonest words
    /// up to that of a word in 50 passages. Rarer words count no more: a word the texts never
    /// use is as likely a change as a sign of another text.
    static func weight(n: Double, documents df: Double) -> Double {
        min(log(n / 51), max(0.3, log(n / (df + 1))))
    }

    /// At a hadith's very end, the quotation's last words, as many as the text has left after
    /// the last word they share, are those words changed («وإذا عاهد غدر» for «وإذا اؤتمن خان»,
    /// the matn's end), not words added: the canonical text runs to the saying's end.
    static func pairMatnEnd(_ a: WordAlignment, words: Int) -> WordAlignment {
        let left = words - a.end
        guard (1...3).contains(left), a.end > a.start else { return a }
        let trailing = a.steps.reversed().prefix { if case .added = $0 { true } else { false } }.count
        guard trailing == left else { return a }
        var a = a
        let first = a.steps.count - trailing
        for i in 0..<trailing {
            if case .added(let q) = a.steps[first + i] { a.steps[first + i] = .changed(q: q, p: a.end + i) }
        }
        a.end += trailing
        return a
    }

    /// The hadith's next words (up to three) that the quotation has elsewhere, added, are
    /// moved, not missing («ولكن ليقل نفسي لقست» for «ليقل لقست نفسي»): the canonical text
    /// runs on over them and the difference shows them moved.
    static func pairMovedEnd(_ a: WordAlignment, quote: [QuoteToken], text: QuotationCorpus.Text) -> WordAlignment {
        guard a.end > a.start else { return a }
        var added: [UInt64] = a.steps.compactMap { if case .added(let q) = $0 { quote[q].loose } else { nil } }
        var a = a
        var moved = 0
        while moved < 3, a.end < text.count, let i = added.firstIndex(of: text.loose(a.end)) {
            added.remove(at: i)
            moved += 1
            a.steps.append(.missing(p: a.end))
            a.end += 1
        }
        return a
    }

    /// In an aya, a word at the quotation's edge that is no form of the aya's word there is the
    /// aya's word changed («ولا نعاس» for «ولا نوم»), not a word added; at an aya's end it is
    /// added. (A hadith's matn runs on into the narrator's words, so there it stays added.)
    /// Two or more words added at an edge are an addition («يفسح الله لكم في رزقكم»): the aya's
    /// next word is not one of them changed, unless they are as many as the aya has left.
    func pairEdges(_ a: WordAlignment, sura: Int) -> WordAlignment {
        var a = a
        let ayat = corpus.ayat(sura: sura, span: a.start..<max(a.end, a.start + 1)).map { corpus.entries[$0].range }
        func isAdded(_ s: WordAlignment.Step?) -> Bool { if case .added? = s { true } else { false } }
        if case .added(let q)? = a.steps.last, !isAdded(a.steps.dropLast().last), let last = ayat.last,
           a.end > a.start, a.end < last.upperBound {
            a.steps[a.steps.count - 1] = .changed(q: q, p: a.end)
            a.end += 1
        }
        // As many words added at the end as the aya has left after the last shared one are its
        // ending changed: «فنعم أجر العاملين» for 13:24's «فنعم عقبى الدار», an ending taken
        // from a like aya (3:136), the commonest way verses are misquoted.
        let trailing = a.steps.reversed().prefix(while: isAdded).count
        if (2...3).contains(trailing), trailing < a.steps.count, let last = ayat.last, a.end > a.start,
           last.upperBound - a.end == trailing {
            for i in (a.steps.count - trailing)..<a.steps.count {
                if case .added(let q) = a.steps[i] { a.steps[i] = .changed(q: q, p: a.end) }
                a.end += 1
            }
        }
        if case .added(let q)? = a.steps.first, !isAdded(a.steps.dropFirst().first), let first = ayat.first,
           a.end > a.start, a.start > first.lowerBound {
            a.steps[0] = .changed(q: q, p: a.start - 1)
            a.start -= 1
        }
        return a
    }

    func similarity(_ a: WordAlignment, _ quote: [QuoteToken], _ text: QuotationCorpus.Text) -> Double {
        var found = 0.0, total = 0.0
        let n = Double(max(corpus.entries.count, 1))
        for s in a.steps {
            switch s {
            case .same(let q, _, _): found += quote[q].weight; total += quote[q].weight
            case .changed(let q, let p):
                // Another form of the word counts half.
                if WordAlignment.pairCost(quote[q], first: q == 0, text.info(p)) <= WordAlignment.nearCost {
                    found += quote[q].weight / 2
                }
                total += quote[q].weight
            case .added(let q): total += quote[q].weight
            case .missing(let p):
                total += Self.weight(n: n, documents: Double(corpus.documents(text.loose(p))))
            }
        }
        return total > 0 ? found / total : 0
    }

    /// Close enough to be a telling of this passage, however changed: most of the quotation's
    /// weight in place and at least three of its words (two and a form of a third in a short
    /// one), or a run of four words or more carrying much of its weight (words added to a
    /// whole saying).
    func isClose(_ m: Match, _ quote: [QuoteToken]) -> Bool {
        let a = m.alignment
        if a.edits == 0 { return true }
        if m.similarity >= 0.62 && (a.matched >= 3 || (a.matched >= 2 && a.near >= 1 && quote.count <= 4)) { return true }
        return a.longestRun >= 4 && m.similarity >= 0.45
    }

    /// The exact match that satisfies the claim (nil when none does: a misattribution), and the
    /// source wrongly claimed.
    func attributed(_ exact: [Match], _ claim: Attribution, near all: [Match], quote: [QuoteToken] = []) -> (Match?, String?) {
        let inQuran = exact.filter { $0.collection == .quran }
        let inHadith = exact.filter { $0.collection != .quran }
        switch claim.speaker {
        case .quran?:
            if let ayah = claim.ayah, !inQuran.isEmpty {
                let named = inQuran.first { m in
                    let e = corpus.entries[m.entry]
                    return corpus.ayat(sura: e.sura, span: m.alignment.start..<m.alignment.end)
                        .contains { ayah.contains(sura: corpus.entries[$0].sura, aya: corpus.entries[$0].aya) }
                }
                return named.map { ($0, nil) } ?? (nil, "quran:\(ayah)")
            }
            // A sura named without its aya: the words must be in that sura.
            if let sura = claim.sura, !inQuran.isEmpty {
                return inQuran.first { corpus.entries[$0.entry].sura == sura }.map { ($0, nil) } ?? (nil, "quran:\(sura)")
            }
            return inQuran.first.map { ($0, nil) } ?? (nil, "quran")
        case .divine?:
            if let m = inQuran.first { return (m, nil) }
            if let m = inHadith.first(where: isQudsi) { return (m, nil) }
            return (nil, "quran")
        case .prophet?:
            // A verse presented as the Prophet's words: the Qur'an is its source even when a
            // hadith also recites it.
            if let q = inQuran.first, inHadith.isEmpty || claim.collections.isEmpty && quoteIsWholeVerse(q) {
                return (nil, claim.collections.isEmpty ? "prophet" : Self.books(claim))
            }
            return books(inHadith, claim, near: all, quote: quote)
        case nil:
            if !claim.collections.isEmpty { return books(inHadith, claim, near: all, quote: quote) }
            return (exact.first, nil)
        }
    }

    /// A verse quoted as hadith counts as misattributed when it is a stretch of an aya of some
    /// length, not a phrase a hadith shares with it.
    func quoteIsWholeVerse(_ m: Match) -> Bool { m.alignment.matched >= 5 }

    /// The claim's books: every named book must hold the words (or a telling close to them, or
    /// one with all of them in another order: «متفق عليه» says both books have the hadith, and
    /// Muslim 4525 has «بشروا ولا تنفروا ويسروا ولا تعسروا» where Bukhari 69 has the halves
    /// the other way round).
    func books(_ inHadith: [Match], _ claim: Attribution, near all: [Match], quote: [QuoteToken] = []) -> (Match?, String?) {
        guard let first = inHadith.first else { return (nil, claim.collections.isEmpty ? "prophet" : Self.books(claim)) }
        if claim.collections.isEmpty { return (first, nil) }
        let missing = claim.collections.filter { c in
            !inHadith.contains { $0.collection == c }
                && !all.contains { $0.collection == c && ($0.similarity >= 0.8 || hasEveryWord(quote, $0)) }
        }
        if !missing.isEmpty { return (nil, missing.map(\.rawValue).sorted().joined(separator: "+")) }
        // The telling in the book the claim names leads, even when its words are in another order;
        // not one whose words differ: «لا يقيم الرجل الرجل من مجلسه» is Bukhari 6269's words, and
        // Muslim 5684 says «من مقعده». The claim's text is shown as in Bukhari, Muslim listed after.
        let named = inHadith.first { claim.collections.contains($0.collection) }
            ?? all.first { claim.collections.contains($0.collection) && hasEveryWord(quote, $0) }
        return (named ?? first, nil)
    }

    /// Whether the passage of `m` has every word of the quotation (by light stem: «وبشروا» is
    /// «بشروا»), in any order.
    func hasEveryWord(_ quote: [QuoteToken], _ m: Match) -> Bool {
        guard quote.count >= 4 else { return false }
        let entry = corpus.entries[m.entry]
        let text = corpus.texts[entry.text]
        let words = Set(entry.range.map { text.info($0).form.stem })
        return quote.allSatisfy { words.contains($0.stem) }
    }

    /// The books a claim names, as `claimedSource` writes them (`bukhari+muslim`).
    static func books(_ claim: Attribution) -> String {
        claim.collections.map(\.rawValue).sorted().joined(separator: "+")
    }

    /// A hadith in which the Prophet reports God's words.
    func isQudsi(_ m: Match) -> Bool {
        let text = corpus.texts[corpus.entries[m.entry].text]
        let t = text.words(0..<min(60, text.count)).joined(separator: " ")
        return ["قال الله", "يقول الله", "قال ربكم", "يقول ربكم", "ان الله قال", "ان الله يقول"].contains { t.contains($0) }
    }

    func authenticConfidence(_ words: Int, variants: Bool) -> Double {
        let base = words >= 8 ? 0.98 : words >= 5 ? 0.93 : 0.8
        return variants ? base - 0.03 : base
    }

    /// Sure that nothing matches when nothing came close; less so when something half did.
    func notFoundConfidence(_ best: Match?) -> Double {
        guard let best else { return 0.9 }
        return max(0.5, min(0.9, 0.95 - best.similarity * 0.6))
    }
}
