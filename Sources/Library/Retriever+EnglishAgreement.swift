extension Retriever {
    /// The hadith an English question's two English signals both put first (the translation's
    /// words by BM25 and its meaning by the embedder) is offered even when the Arabic words
    /// ranked it lower: a question told in the asker's words ("some look up at others the way we
    /// look at distant stars", "pray the janaza at his grave") has words the dictionary renders
    /// otherwise than the hadith says them, and its translation says them. Two independent ways agreeing is what the scorer's coverage
    /// cannot see. Not for a question on something the texts lack (the caller checks), and,
    /// like `keepNearest`, it never makes an answer of an abstention. On the development sets
    /// the two agreed on a right hadith the answer left out nine times, on a wrong one left out
    /// twice (one of them a necktie, which the texts lack).
    func keepAgreedEnglish(_ offered: inout [RankedPassage], ranked: [RankedPassage], question: String, nearest: String?) {
        guard let nearest, let first = hadithTranslation?.value?.english.search(question, limit: 1).first,
              first.key.description == nearest else { return }
        keepAgreed(nearest, in: &offered, ranked: ranked)
    }

    /// The verse both English signals put first (the Qur'an translation's words by BM25 and its
    /// meaning by the embedder), as `keepAgreedEnglish` does for the hadith.
    func keepAgreedEnglishVerse(_ offered: inout [RankedPassage], ranked: [RankedPassage], question: String, nearest: String?) {
        guard let nearest, let first = translation?.value?.search(question, limit: 1).first,
              first.key.description == nearest else { return }
        keepAgreed(nearest, in: &offered, ranked: ranked)
    }

    /// Offers `key`, the passage both signals agreed on, above the first unnamed passage it
    /// outscores: never as an answer made of an abstention, nor when it matched none of the
    /// question's words of its own (only words covered by its meaning).
    func keepAgreed(_ key: String, in offered: inout [RankedPassage], ranked: [RankedPassage]) {
        guard limit > 0, !offered.isEmpty, !offered.allSatisfy(\.named),
              !offered.contains(where: { $0.hit.passage.key == key }),
              let p = ranked.first(where: { $0.hit.passage.key == key }),
              p.matched.contains(where: { !p.nearInMeaning.contains($0.label) }) else { return }
        let at = min(offered.firstIndex { !$0.named && $0.score < p.score } ?? offered.count, limit - 1)
        offered.insert(p, at: at)
        if offered.count > limit { offered.removeLast(offered.count - limit) }
    }
}

extension Retriever {
    /// An English question whose own words the Arabic search could not read — a name the
    /// library cannot search ("al-Mahi and al-Hashir"), a word the dictionary renders as nothing
    /// the texts say ("wooden beams") — is hard, and is answered only by passages covering most
    /// of the rest, or not at all. When both English signals put one hadith first and that
    /// hadith's English says those very words, the translation has read what the Arabic search
    /// could not: it is offered, and the words it says count as covered by its meaning (shown
    /// apart). A word the texts lack (coffee, organs) is in no hadith's English either, and a
    /// topic the glossary knows is absent stays unanswered (the caller checks).
    func keepAgreedEnglishSaying(_ offered: inout [RankedPassage], ranked: [RankedPassage], question: String,
                                 nearest: String?, weighted: [WeightedConcept]) {
        guard limit > 0, let nearest, let key = PassageKey(nearest),
              !offered.contains(where: { $0.hit.passage.key == nearest }),
              let english = hadithTranslation?.value?.english,
              english.search(question, limit: 1).first?.key == key,
              var p = ranked.first(where: { $0.hit.passage.key == nearest }) else { return }
        let said = weighted.map(\.concept).filter(Self.isHard).filter { c in
            let words = TranslationPostings.words(c.label)
            return !words.isEmpty && words.allSatisfy { english.contains($0, in: key) }
        }
        guard !said.isEmpty else { return }
        for c in said where !p.matched.contains(where: { $0.label == c.label }) {
            p.matched.append(c)
            p.nearInMeaning.append(c.label)
        }
        let at = min(offered.firstIndex { !$0.named && $0.score < p.score } ?? offered.count, limit - 1)
        offered.insert(p, at: at)
        if offered.count > limit { offered.removeLast(offered.count - limit) }
    }
}
