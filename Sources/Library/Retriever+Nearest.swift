extension Retriever {
    /// The least share of the question's weight the nearest passage's words must cover.
    static let nearestFloor = 0.2
    /// … and, when it has one of the question's words only, the least share of the weakest
    /// offered passage's coverage.
    static let nearestShareOfOffered = 0.35

    /// The passage nearest the question by meaning, when the words found part of it too, is
    /// offered even when the words alone rank it below the others: a paraphrase ("dinner is
    /// served when the iqama is called") leaves words the dictionary renders otherwise, and
    /// two ways pointing at one passage is what it leaves. Only words the glossary knows
    /// count for it (a dictionary's sense may be another one). It never makes an answer of an
    /// abstention: only an answer that offers passages takes it, in its last place.
    func keepNearest(_ offered: inout [RankedPassage], ranked: [RankedPassage], meaning: [String: MeaningRank]) {
        guard !offered.isEmpty, !offered.allSatisfy(\.named), limit > 0 else { return }
        let shown = Set(offered.map { Self.dedupKey($0.hit) })
        let nearest = ranked.first { p in
            guard let m = meaning[p.hit.passage.key], !m.fromTranslation, m.rank == 0 else { return false }
            return p.coverage >= Self.nearestFloor
                && p.matched.contains { !$0.fromLexicon && !p.nearInMeaning.contains($0.label) }
        }
        guard let p = nearest, !shown.contains(Self.dedupKey(p.hit)) else { return }
        // Nor one that has a single word of the question and far less of it than every passage
        // the words chose: the Jibril hadith is e5's nearest to «ما حكم صلاة التراويح؟» for
        // «الصلاة» alone, beside passages on «قيام رمضان» itself.
        let own = p.matched.filter { !$0.fromLexicon && !p.nearInMeaning.contains($0.label) }
        if own.count < 2, let least = offered.map(\.coverage).min(), p.coverage < Self.nearestShareOfOffered * least { return }
        if offered.count >= limit { offered[limit - 1] = p } else { offered.append(p) }
    }
}
