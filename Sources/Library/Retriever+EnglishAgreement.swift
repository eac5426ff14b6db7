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
        guard limit > 0, let nearest, !offered.isEmpty, !offered.allSatisfy(\.named),
              let first = hadithTranslation?.value?.english.search(question, limit: 1).first,
              first.key.description == nearest,
              !offered.contains(where: { $0.hit.passage.key == nearest }),
              let p = ranked.first(where: { $0.hit.passage.key == nearest }),
              p.matched.contains(where: { !p.nearInMeaning.contains($0.label) }) else { return }
        let at = min(offered.firstIndex { !$0.named && $0.score < p.score } ?? offered.count, limit - 1)
        offered.insert(p, at: at)
        if offered.count > limit { offered.removeLast(offered.count - limit) }
    }
}
