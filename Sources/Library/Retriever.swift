/// Finds the passages that answer a question: named ayat first, then BM25 candidates with a
/// Qur'an bonus when asked for, de-duplicated and balanced across collections.
public struct Retriever: Sendable {
    public let index: LibraryIndex
    public let analyzer: QueryAnalyzer
    /// How many passages an answer quotes.
    public var limit = 5
    /// No collection fills more than this many of the places while others have candidates.
    public var perCollection = 3

    public init(index: LibraryIndex, analyzer: QueryAnalyzer = QueryAnalyzer()) {
        self.index = index
        self.analyzer = analyzer
    }

    public func search(_ question: String) throws -> [SearchHit] {
        try search(analyzer.analyze(question))
    }

    public func search(_ query: LibraryQuery) throws -> [SearchHit] {
        var named: [SearchHit] = []
        for ref in query.ayat.prefix(limit) {
            if let hit = try index.aya(sura: ref.sura, aya: ref.aya) { named.append(hit) }
        }
        var ranked: [SearchHit] = []
        if let expr = query.ftsExpression {
            ranked = try index.candidates(matching: expr, limit: 80)
            // BM25 scores are negative: scaling one up ranks it higher.
            if query.mentionsQuran {
                for i in ranked.indices where ranked[i].passage.collection == .quran { ranked[i].score *= 1.3 }
            }
            ranked.sort { $0.score < $1.score }
            if let phraseExpr = query.phraseExpression {
                // The glossary's phrases are searched first: a passage holding a whole phrase
                // ("من رأى منكم منكرا") is what the term is about, ahead of passages that only
                // share its single words, which short ayat would otherwise win on BM25.
                let phraseHits = try index.candidates(matching: phraseExpr, limit: 40)
                let ids = Set(phraseHits.map(\.id))
                ranked = phraseHits + ranked.filter { !ids.contains($0.id) }
            }
        }
        return pick(named: named, ranked: ranked)
    }

    func pick(named: [SearchHit], ranked: [SearchHit]) -> [SearchHit] {
        var seen = Set<String>()
        var out: [SearchHit] = []
        for h in named where seen.insert(Self.dedupKey(h)).inserted { out.append(h) }
        var deferred: [SearchHit] = []
        var perColl: [LibraryCollection: Int] = [:]
        for h in ranked where out.count < limit {
            guard seen.insert(Self.dedupKey(h)).inserted else { continue }
            if perColl[h.passage.collection, default: 0] >= perCollection {
                deferred.append(h)
                continue
            }
            perColl[h.passage.collection, default: 0] += 1
            out.append(h)
        }
        // Balance only reorders: when the other collections run out, the best remaining fill up.
        for h in deferred where out.count < limit { out.append(h) }
        return out
    }

    /// Two hadith with the same opening of the matn are one hadith told through two chains.
    static func dedupKey(_ h: SearchHit) -> String {
        let p = h.passage
        if p.collection == .quran { return "q\(p.sura):\(p.aya)" }
        let t = PassageText(p)
        let words = t.matn.isEmpty ? t.isnad : t.matn
        return "h" + words.prefix(12).joined(separator: " ")
    }
}
