/// A verse read with the verses around it: the Qur'an tells a story over many verses and names
/// its subject in few of them, so a concept missing from a verse counts, at a discount, when a
/// verse just before or after it in the same sura has it.
extension Retriever {
    /// How many of the best-ranked verses are read with their neighbours.
    static let neighbourCandidates = 40
    /// Verses before a verse that count as its context (a story's subject is named before).
    static let versesBefore = 3
    /// … and after it.
    static let versesAfter = 1

    /// Re-scores the best verses that miss part of the question with the words of the verses
    /// around them (row ids of the Qur'an run in sura and aya order).
    func creditNeighbours(_ ranked: inout [RankedPassage], scorer: Scorer, meaning: [String: MeaningRank]) throws {
        let chosen = ranked.indices.filter { ranked[$0].hit.passage.collection == .quran && ranked[$0].coverage < 1 }
            .prefix(Self.neighbourCandidates)
        guard !chosen.isEmpty else { return }
        var wanted = Set<Int>()
        for i in chosen {
            let id = ranked[i].hit.id
            for d in -Self.versesBefore...Self.versesAfter where d != 0 && id + d > 0 { wanted.insert(id + d) }
        }
        let rows = Dictionary(try index.passages(ids: Array(wanted), full: false).map { ($0.id, $0) },
                              uniquingKeysWith: { a, _ in a })
        for i in chosen {
            let h = ranked[i].hit
            var around: [UInt64] = []
            var verses: [PassageKey] = []
            for d in -Self.versesBefore...Self.versesAfter where d != 0 {
                guard let n = rows[h.id + d], n.passage.collection == .quran, n.passage.sura == h.passage.sura else { continue }
                around += n.wordHashes
                // Not for a claim (`meaningCoversAbsent`): it quotes one text, and its words
                // in the next verse's English made sayings no verse says "authentic".
                if !meaningCoversAbsent, let key = PassageKey(n.passage) { verses.append(key) }
            }
            guard !around.isEmpty,
                  let again = scorer.rank(h, meaningRank: meaning[h.passage.key], around: around, aroundVerses: verses),
                  again.coverage > ranked[i].coverage else { continue }
            ranked[i] = again
        }
    }
}
