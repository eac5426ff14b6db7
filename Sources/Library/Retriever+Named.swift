extension Retriever {
    /// How many passages that have all of the question's topics go before the ayat the glossary
    /// names for one of them.
    static let wholeQuestionPlaces = 2

    /// The ayat the glossary names for the question's topics, after the passages that answer
    /// all of it. An aya the glossary names for one topic answers that topic: "what happened to
    /// the people of Saba and their two gardens" had 27:20–44 for Saba (the queen's story) and
    /// 18:32–42 for two gardens (the parable in al-Kahf) fill every place, and 34:15, which
    /// names both, none. An aya the asker cited, or one named for every topic, keeps its place.
    func wholeQuestionFirst(_ named: [RankedPassage], ranked: [RankedPassage], weighted: [WeightedConcept]) -> [RankedPassage] {
        let own = weighted.filter { !$0.concept.fromContext && $0.weight > 0 && !$0.concept.incidental }.map(\.concept)
        guard own.count >= 2, !named.isEmpty else { return named }
        let labels = Set(own.map(\.label))
        for n in named {
            let ref = AyaRef(sura: n.hit.passage.sura, aya: n.hit.passage.aya)
            let namers = own.filter { $0.namedAyat.contains(ref) }
            // Cited by the asker, or the whole question's.
            if namers.isEmpty || namers.count == own.count { return named }
        }
        let shown = Set(named.map(\.hit.passage.key))
        let whole = ranked.filter { p in
            !shown.contains(p.hit.passage.key) && p.coverage >= Scorer.minimumCoverage
                && labels.isSubset(of: Set(p.matched.filter { !p.nearInMeaning.contains($0.label) }.map(\.label)))
        }
        return Array((Array(whole.prefix(Self.wholeQuestionPlaces)) + named).prefix(limit))
    }
}
