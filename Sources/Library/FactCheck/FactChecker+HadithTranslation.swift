/// English claims that quote a hadith in a translation's words. Forwarded English hadith are
/// mostly copied from the common English translations, which the library holds for matching
/// (`HadithTranslation`, never shown): a hadith whose English has nearly all of the claim's
/// weight is the hadith quoted. It stays a match by meaning: the Arabic was not compared.
extension FactChecker {
    /// The fewest distinct words a claim needs to be matched to a hadith by its words alone:
    /// a hadith's English is long, and a short claim's few words are in hundreds of them.
    static let hadithClaimWords = 4
    /// How many of the best hadith by words are looked at for the claimed book.
    static let hadithTranslationHits = 5
    /// The share of a claim's words a hadith's English needs when the hadith is also among the
    /// claim's `agreeingNearest` passages by meaning.
    static let agreeingCoverage = 0.5
    static let agreeingNearest = 10
    /// The share of a claim's words the hadith whose English is nearest the claim's meaning
    /// needs: e5-small ranks a paraphrase's hadith first among the English far more often than
    /// among the Arabic ("Bilal calls out while it is still night, so keep eating and drinking
    /// until Ibn Umm Maktum calls" and Bukhari 2656), but a saying in no book is near some hadith
    /// too, and shares a third of its words with it ("the sleep of a fasting person is worship").
    static let nearestEnglishCoverage = 0.4
    /// How near by its English, and with how much of the claim's words, a hadith among the
    /// claim's best by words agrees with it (two ways agreeing on one hadith); the 3 nearest
    /// gained one claim fewer on the development sets.
    static let agreeingEnglishNearest = 5
    static let agreeingEnglishCoverage = 0.35
    /// How far the best hadith by the claim's words must lead the next (1.5 also took an altered
    /// claim for its hadith on the development sets), and the share of the claim's words it needs.
    static let dominantWordsRatio = 2.0
    static let dominantWordsCoverage = 0.45
    /// Where the hadith nearest by its English must stand among the claim's nearest by the
    /// Arabic, and the share of the claim's words its English needs, for the two to agree (on
    /// the development sets 3, 5 and 10, and no words at all, gained the same one claim and
    /// changed no other verdict).
    static let agreeingArabicNearest = 5
    static let agreeingMeaningCoverage = 0.15

    /// The hadith whose English has most of the claim's words, or nil when there is no such
    /// English or the claim has too few words of its own to say by them which hadith it is.
    /// `search`: the claim's search of the English, when the caller shares one between passes.
    func hadithEnglishHits(_ q: Quotation,
                           search: (() -> [TranslationPostings.Hit])? = nil) -> [TranslationPostings.Hit]? {
        guard let english = retriever.hadithTranslation?.value?.english else { return nil }
        let distinct = Set(TranslationPostings.words(q.text).map { EnglishLexicon.lemmas(of: $0).last ?? $0 })
        guard distinct.count >= Self.hadithClaimWords else { return nil }
        return search?() ?? english.search(q.text, limit: Self.hadithTranslationHits)
    }

    /// `agreeing`: a paraphrase leaves more of the translation's words behind, so a hadith whose
    /// English has a good part of the claim's and that is also among the claim's nearest by
    /// meaning will do (two ways agreeing), when nothing else matched; or the hadith whose
    /// English is nearest the claim's meaning, with a fair part of its words.
    /// `found`: `hadithEnglishHits(q)` when the caller has them already (the claim is searched
    /// once for both passes).
    func checkHadithByTranslation(_ q: Quotation, agreeing: Bool = false,
                                  found: [TranslationPostings.Hit]? = nil) -> FactCheckClaim? {
        guard let found = found ?? hadithEnglishHits(q) else { return nil }
        var hits = found.filter { $0.coverage >= Self.translationCoverage }
        // A long English (a story told at length) has most of a short claim's common words by
        // chance: "When Allah wants good for someone, He gives him understanding of the
        // religion" is in 77% of Thumama's story (Bukhari 4372) and 48% of Bukhari 71's saying.
        // By words alone, a hadith must also be among the claim's nearest by its English.
        if !agreeing, let semantic = retriever.semantic {
            let near = Set(semantic.hadithEnglishRank(q.text, k: Self.wordsNearestEnglish, candidates: []).nearest.map(\.key))
            if !near.isEmpty { hits = hits.filter { near.contains($0.key.description) } }
        }
        if agreeing {
            guard let semantic = retriever.semantic else { return nil }
            let near = Set(semantic.nearest(q.text, k: Self.agreeingNearest).map(\.key))
            hits = found.filter { $0.coverage >= Self.agreeingCoverage && near.contains($0.key.description) }
            // The claim's few nearest hadith by their English, found once for the two ways below.
            let nearest = hits.isEmpty
                ? semantic.hadithEnglishRank(q.text, k: Self.agreeingEnglishNearest, candidates: []).nearest : []
            // Or a hadith among the claim's few nearest by its English whose English has a third
            // of the claim's words, the nearest first: a paraphrase of a translation keeps its
            // meaning and few of its words ("Whoever buys foodstuff must not resell it until he has
            // received it in full" and "… should not sell it till he has received it").
            if hits.isEmpty {
                let rank = Dictionary(nearest.enumerated().map { ($1.key, $0) }, uniquingKeysWith: min)
                hits = found.filter { $0.coverage >= Self.agreeingEnglishCoverage && rank[$0.key.description] != nil }
                    .sorted { rank[$0.key.description, default: .max] < rank[$1.key.description, default: .max] }
            }
            // Or the hadith whose English has the claim's words far above any other's and nearly
            // half of them: the claim's rarer words ("stinginess", "nations", "shed … blood") all
            // meet in one hadith, as a saying in no book's words seldom do.
            if hits.isEmpty, found.count >= 2, found[0].score >= Self.dominantWordsRatio * found[1].score,
               found[0].coverage >= Self.dominantWordsCoverage {
                hits = [found[0]]
            }
            // Or the hadith whose English is the claim's nearest by meaning, English with
            // English, when it also has a fair part of the claim's words (`nearestEnglishCoverage`).
            if hits.isEmpty, let english = retriever.hadithTranslation?.value?.english,
               let n = nearest.first, let key = PassageKey(n.key) {
                let c = english.coverage(of: q.text, in: [key])
                if c >= Self.nearestEnglishCoverage {
                    hits = [TranslationPostings.Hit(key: key, score: Double(n.score), coverage: c)]
                }
            }
            // Or the hadith nearest the claim by its English that is also among the claim's
            // nearest by its Arabic, sharing a few of its words: two measures of meaning agreeing
            // on one hadith when the claim keeps none of the translation's words ("Pray some of
            // your prayers in your homes, and don't turn your homes into graveyards": "Offer
            // some of your prayers in your houses and do not make them graves", Bukhari 1187).
            if hits.isEmpty, let english = retriever.hadithTranslation?.value?.english,
               let n = nearest.first, let key = PassageKey(n.key),
               semantic.nearest(q.text, k: Self.agreeingArabicNearest).contains(where: { $0.key == n.key }) {
                let c = english.coverage(of: q.text, in: [key])
                if c >= Self.agreeingMeaningCoverage {
                    hits = [TranslationPostings.Hit(key: key, score: Double(n.score), coverage: c)]
                }
            }
        }
        guard !hits.isEmpty else { return nil }
        let claim = q.attribution
        // The book the claim names, when one of the hadith that have its words is in it; a
        // claim naming only books that have none of them is misattributed.
        let inNamed = hits.first { claim.collections.contains($0.key.collection) }
        guard let best = inNamed ?? hits.first,
              let hit = try? retriever.index.passage(key: best.key.description) else { return nil }
        var wrong: String?
        if claim.speaker == .quran || claim.collections.contains(.quran) || claim.ayah != nil || claim.sura != nil {
            wrong = "quran"
        } else if !claim.collections.isEmpty, inNamed == nil {
            wrong = Self.books(claim)
        }
        let ref = englishReference(hit)
        let others = hits.filter { $0.key != best.key }.prefix(2)
            .compactMap { try? retriever.index.passage(key: $0.key.description) }.map { englishReference($0) }
        return FactCheckClaim(text: q.text, language: "en", verdict: wrong == nil ? .authentic : .misattributed,
                              confidence: min(0.75, 0.45 + 0.3 * best.coverage), attribution: claim, reference: ref,
                              canonical: AnswerComposer.quote(hit).saying, sources: [ref] + others,
                              byMeaning: true, claimedSource: wrong)
    }

    /// The hadith of the book the claim names whose English has all of the claim's words, when
    /// the claim names Bukhari or Muslim; checked as `checkHadithByTranslation` checks.
    func namedBookHadith(_ q: Quotation, search: (() -> [TranslationPostings.Hit])? = nil) -> FactCheckClaim? {
        let books = q.attribution.collections.filter { $0 != .quran }
        guard !books.isEmpty, let english = retriever.hadithTranslation?.value?.english,
              Set(TranslationPostings.words(q.text)).count >= 2 else { return nil }
        let whole = (search?() ?? english.search(q.text, limit: Self.hadithTranslationHits))
            .filter { $0.coverage >= Self.wholeClaimCoverage && books.contains($0.key.collection) }
        return whole.isEmpty ? nil : checkHadithByTranslation(q, found: whole)
    }

    /// How near by its English a hadith matched by words alone must be: among the 50 nearest
    /// of the 12,838 (20 did as well on the development sets).
    static let wordsNearestEnglish = 50

    /// A claim's every word, allowing for rounding.
    static let wholeClaimCoverage = 0.99
}
