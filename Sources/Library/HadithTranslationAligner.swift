import Domain

/// Pairs the index's hadith with the translation packages' hadith by their Arabic: the
/// packages number the hadith their own way (7,277 in Bukhari against the index's 7,563), so a
/// number says nothing, but a telling's words are its own.
///
/// Each text is cut into runs of five normalised words. A run found in at most `commonRuns`
/// package hadith is distinctive (chains of narrators and formulas are shared by hundreds);
/// an index hadith takes the package hadith that has most of its distinctive runs, when that
/// is at least `minimumRuns` and at least half of the shorter text's runs (a package may hold
/// a telling the index splits in two, or the other way round). What stays unpaired (about 14%:
/// short sayings told alike in many places, pointer-only tellings) simply has no translation.
enum HadithTranslationAligner {
    static let runLength = 5
    static let commonRuns = 4
    static let minimumRuns = 3
    static let minimumShare = 0.5

    struct Source: Sendable {
        var arabic: String
        var english: String
    }

    /// The English of each hadith in `ours` that one of `sources` tells, by key.
    static func align(ours: [(key: PassageKey, arabic: String)], sources: [Source]) -> [PassageKey: String] {
        let runs = sources.map { runHashes($0.arabic) }
        var seen: [Int: Int] = [:]
        for r in runs { for h in r { seen[h, default: 0] += 1 } }
        var holders: [Int: [Int]] = [:]
        for (i, r) in runs.enumerated() {
            for h in r where seen[h, default: 0] <= commonRuns { holders[h, default: []].append(i) }
        }
        var out: [PassageKey: String] = [:]
        for (key, arabic) in ours {
            let mine = runHashes(arabic)
            guard !mine.isEmpty else { continue }
            var votes: [Int: Int] = [:]
            for h in mine { for i in holders[h] ?? [] { votes[i, default: 0] += 1 } }
            // The most shared runs; of equal counts the earlier package hadith, so a rebuild
            // pairs the same way.
            guard let best = votes.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
                  best.value >= minimumRuns,
                  Double(best.value) >= minimumShare * Double(min(mine.count, runs[best.key].count)) else { continue }
            let english = sources[best.key].english
            if !english.isEmpty { out[key] = english }
        }
        return out
    }

    /// The distinct five-word runs of a text's normalised words, hashed.
    static func runHashes(_ arabic: String) -> Set<Int> {
        let words = ArabicNormalizer.tokens(arabic)
        guard words.count >= runLength else { return [] }
        var out = Set<Int>()
        for i in 0...(words.count - runLength) {
            var h = Hasher()
            for w in words[i..<(i + runLength)] { h.combine(w) }
            out.insert(h.finalize())
        }
        return out
    }
}
