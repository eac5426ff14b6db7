/// An English claim matched by meaning is still checked where it can be: a number it states
/// that the passage does not have (in its Arabic or in any English translation the library
/// holds of it) makes the claim altered, not authentic (`ClaimNumbers`).
extension FactChecker {
    /// What an alteration found this way is worth: the match itself is by meaning.
    static let numberConfidence = 0.7
    /// How many hadith by the claim's English words are searched for the number, and the share
    /// of the claim's words one needs to count as a telling of its saying.
    static let numberTellings = 5
    static let numberTellingCoverage = 0.5

    func withNumbersChecked(_ claim: FactCheckClaim) -> FactCheckClaim {
        guard claim.verdict == .authentic, claim.byMeaning, !claim.sources.isEmpty else { return claim }
        var arabic = claim.canonical.map { [$0] } ?? []
        var english: [String] = []
        for s in claim.sources {
            if let hit = try? retriever.index.passage(key: s.key) { arabic.append(hit.matnWords.joined(separator: " ")) }
            guard let key = PassageKey(s.key) else { continue }
            let texts = s.collection == .quran ? retriever.translation?.value?.texts
                : retriever.hadithTranslation?.value?.english.texts
            if let t = texts?[key] { english.append(t) }
        }
        guard ClaimNumbers.missing(from: claim.text, arabic: arabic, english: english) != nil else { return claim }
        // Another telling of the saying may have the number the matched one leaves out ("Allah
        // dislikes three things for you" is Muslim's «ويكره لكم ثلاثا», matched to Bukhari's
        // telling without it): the hadith whose English has most of the claim's words count too.
        for h in retriever.hadithTranslation?.value?.english.search(claim.text, limit: Self.numberTellings) ?? []
        where h.coverage >= Self.numberTellingCoverage {
            if let t = retriever.hadithTranslation?.value?.english.texts[h.key] { english.append(t) }
            if let hit = try? retriever.index.passage(key: h.key.description) {
                arabic.append(hit.matnWords.joined(separator: " "))
            }
        }
        guard let number = ClaimNumbers.missing(from: claim.text, arabic: arabic, english: english) else { return claim }
        var out = claim
        out.verdict = .altered
        out.confidence = min(claim.confidence, Self.numberConfidence)
        out.difference = [WordDifference(kind: .added, quoted: number.word, canonical: nil)]
        return out
    }
}
