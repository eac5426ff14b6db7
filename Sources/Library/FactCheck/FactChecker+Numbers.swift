import Foundation

/// An English claim matched by meaning is still checked where it can be: a number it states
/// that the passage does not have (in its Arabic or in any English translation the library
/// holds of it) makes the claim altered, not authentic (`ClaimNumbers`); so does a word of a
/// closed kind swapped for another ("the earth" for "the moon", `ClaimContrasts`).
extension FactChecker {
    /// What an alteration found this way is worth: the match itself is by meaning.
    static let numberConfidence = 0.7
    /// How many hadith by the claim's English words are searched for the number, and the share
    /// of the claim's words one needs to count as a telling of its saying.
    static let numberTellings = 5
    static let numberTellingCoverage = 0.5

    func withNumbersChecked(_ claim: FactCheckClaim) -> FactCheckClaim {
        guard claim.verdict == .authentic, claim.byMeaning, !claim.sources.isEmpty else { return claim }
        let cited = comparedTexts(claim, tellings: false)
        guard ClaimNumbers.missing(from: claim.text, arabic: cited.arabic, english: cited.english) != nil else { return claim }
        // Another telling of the saying may have the number the matched one leaves out ("Allah
        // dislikes three things for you" is Muslim's «ويكره لكم ثلاثا», matched to Bukhari's
        // telling without it): the hadith whose English has most of the claim's words count too.
        let all = comparedTexts(claim, tellings: true)
        guard let number = ClaimNumbers.missing(from: claim.text, arabic: all.arabic, english: all.english) else { return claim }
        var out = claim
        out.verdict = .altered
        out.confidence = min(claim.confidence, Self.numberConfidence)
        out.difference = [WordDifference(kind: .added, quoted: number.word, canonical: nil)]
        return out
    }

    /// A claim that says one member of a closed kind where its passage's translation says
    /// another is altered; the other tellings of a hadith are asked first, as for numbers.
    func withContrastsChecked(_ claim: FactCheckClaim) -> FactCheckClaim {
        guard claim.verdict == .authentic, claim.byMeaning, let first = claim.sources.first,
              let key = PassageKey(first.key), let hit = try? retriever.index.passage(key: first.key) else { return claim }
        let passage = english(of: key)
        let arabic = hit.matnWords.joined(separator: " ")
        let cited = comparedTexts(claim, tellings: false)
        guard ClaimContrasts.swap(in: claim.text, arabic: cited.arabic, english: cited.english, passage: passage,
                                  passageArabic: arabic) != nil
        else { return claim }
        let all = comparedTexts(claim, tellings: true)
        guard let swap = ClaimContrasts.swap(in: claim.text, arabic: all.arabic, english: all.english, passage: passage,
                                             passageArabic: arabic)
        else { return claim }
        var out = claim
        out.verdict = .altered
        out.confidence = min(claim.confidence, Self.numberConfidence)
        out.difference = [WordDifference(kind: .changed, quoted: swap.quoted, canonical: swap.english)]
        return out
    }

    /// The texts an English claim's numbers and words are compared with: the Arabic and the
    /// translations of the passages it cites and, with `tellings`, of the hadith whose English
    /// has most of the claim's words.
    func comparedTexts(_ claim: FactCheckClaim, tellings: Bool) -> (arabic: [String], english: [String]) {
        var arabic = claim.canonical.map { [$0] } ?? []
        var english: [String] = []
        for s in claim.sources {
            if let hit = try? retriever.index.passage(key: s.key) { arabic.append(hit.matnWords.joined(separator: " ")) }
            if let key = PassageKey(s.key), let t = self.english(of: key) { english.append(t) }
        }
        guard tellings else { return (arabic, english) }
        let cited: [Set<String>] = arabic.map { text in Set(text.split(separator: " ").map(String.init).filter { $0.count >= 3 }) }
        for h in retriever.hadithTranslation?.value?.english.search(claim.text, limit: Self.numberTellings) ?? []
        where h.coverage >= Self.numberTellingCoverage {
            guard let hit = try? retriever.index.passage(key: h.key.description) else { continue }
            // Another telling of a cited hadith says it in much the same Arabic; a hadith whose
            // English merely shares the claim's words ("fasting … a whole year", Bukhari 1979,
            // beside "keeping watch … fasting a month", Muslim 4938) is another saying.
            let words = Set(hit.matnWords.map(String.init).filter { $0.count >= 3 })
            guard cited.isEmpty || cited.contains(where: { Self.sameSaying(words, $0) }) else { continue }
            if let t = retriever.hadithTranslation?.value?.english.texts[h.key] { english.append(t) }
            arabic.append(hit.matnWords.joined(separator: " "))
        }
        return (arabic, english)
    }

    /// The share of the shorter text's words the other has, for two tellings of one saying.
    static let tellingOverlap = 0.4

    static func sameSaying(_ a: Set<String>, _ b: Set<String>) -> Bool {
        guard !a.isEmpty, !b.isEmpty else { return false }
        return Double(a.intersection(b).count) / Double(min(a.count, b.count)) >= tellingOverlap
    }

    /// The translation the library holds of a passage, if any.
    func english(of key: PassageKey) -> String? {
        key.collection == .quran ? retriever.translation?.value?.texts[key] : retriever.hadithTranslation?.value?.english.texts[key]
    }
}
