/// English claims that quote the Qur'an in a translation's words. The library's English
/// translation (`QuranTranslation`, used for matching only) is searched word by word; a verse
/// whose translation has nearly all of the claim's weight is the verse quoted, in whatever
/// translation the claim used. It stays a match by meaning: the Arabic was not compared.
extension FactChecker {
    /// The share of the claim's weight a verse (or two consecutive ones) must have…
    static let translationCoverage = 0.75
    /// … or this much, when the verse is also among the claim's nearest by meaning: translations
    /// differ in their words ("adultery" / "fornication"), and two ways agreeing on one verse
    /// is what a paraphrase leaves.
    static let agreedCoverage = 0.35
    /// … or this much of the verse the claim names by its number: the number is the claim's own
    /// word on which verse it means, and a translation's words differ from the claim's
    /// ("give thanks" / "be grateful").
    static let namedCoverage = 0.25
    /// The most verses of a named range read as the claim's (its words, its sources).
    static let rangeVerses = 10
    /// The most distinct words a claim may have and still need all of them in the verse.
    static let shortClaimWords = 4

    func checkByTranslation(_ q: Quotation, keyed: [AyaRef] = []) -> FactCheckClaim? {
        guard let translation = retriever.translation?.value else { return nil }
        let distinct = Set(TranslationPostings.words(q.text).map { EnglishLexicon.lemmas(of: $0).last ?? $0 })
        guard distinct.count >= 2 else { return nil }
        let hits = translation.search(q.text, limit: 8)
        guard let best = hits.first else { return nil }
        // Translations differ in their words ("mercy to all the worlds" / "benevolence to the
        // creatures of the world"), and a claim of two or three words has them in many verses:
        // a verse that both its words and its meaning rank near the top is the one quoted.
        let near = retriever.semantic?.translationRank(q.text, k: 3, candidates: []).nearest.map(\.key) ?? []
        let agreedByWords = hits.enumerated().compactMap { (i, h) -> (key: PassageKey, rank: Int)? in
            guard h.coverage >= Self.agreedCoverage, let m = near.firstIndex(of: h.key.description) else { return nil }
            return (h.key, i + m)
        }.min { $0.rank < $1.rank }
            // … or by words alone, far ahead: not for a short claim, whose few words many
            // verses share (it must have them all, below).
            ?? (distinct.count > Self.shortClaimWords ? Self.clearlyFirst(hits).map { (key: $0, rank: 0) } : nil)
        let claim = q.attribution
        // … or by two measures of meaning agreeing, when the claim keeps few of the translation's
        // words ("never say 'uff' to your parents, nor scold them": "say not even 'fie' to them,
        // nor reprove them", 17:23).
        let agreed = agreedByWords ?? agreedByMeaning(q, near: near, translation).map { (key: $0, rank: 0) }
        let named = claimedVerse(q, claim, hits, translation, near: near)
        let byKey = named == nil ? keyedVerse(q, keyed, translation) : nil
        var verses = [named ?? byKey ?? agreed?.key ?? best.key]
        // A range the claim names and its words fit ("(Quran 20:43-44)") is quoted whole: every
        // verse of it is the claim's source and canonical text, not its first alone.
        if named != nil, let a = claim.ayah, a.through != nil {
            verses = a.ayat(upTo: Self.rangeVerses)
                .map { PassageKey(collection: .quran, sura: a.sura, number: $0) }.filter { translation.texts[$0] != nil }
        }
        if named == nil, byKey == nil, agreed == nil {
            // By words alone only a claim with enough words of its own says which verse it is.
            guard distinct.count >= 3 else { return nil }
            var coverage = best.coverage
            if coverage < Self.translationCoverage {
                // A quotation running over two verses (96:1–2): the pair is searched as one text.
                for h in hits.prefix(4) {
                    let next = PassageKey(collection: .quran, sura: h.key.sura, number: h.key.number + 1)
                    guard translation.texts[next] != nil else { continue }
                    let pair = translation.coverage(of: q.text, in: [h.key, next])
                    guard pair > coverage else { continue }
                    verses = [h.key, next]
                    coverage = pair
                }
            }
            // A short claim ("Whoever knows himself knows his Lord") shares three of its four
            // words with many verses (41:46): by words alone, it must have them all.
            let needed = distinct.count <= Self.shortClaimWords ? 0.99 : Self.translationCoverage
            guard coverage >= needed else { return nil }
        }
        let coverage = translation.coverage(of: q.text, in: verses)
        guard let hit = try? retriever.index.aya(sura: verses[0].sura, aya: verses[0].number) else { return nil }
        let others = verses.dropFirst().compactMap { try? retriever.index.aya(sura: $0.sura, aya: $0.number) }
        // A verse given as the Prophet's words or as a hadith book's is misattributed, and so is
        // one given another sura or aya than the one whose words it has.
        var wrong: String? = claim.speaker == .prophet ? "prophet"
            : (!claim.collections.isEmpty && !claim.collections.contains(.quran)) ? Self.books(claim) : nil
        if wrong == nil, named == nil {
            if let a = claim.ayah { wrong = "quran:\(a)" } else if let s = claim.sura, verses[0].sura != s { wrong = "quran:\(s)" }
        }
        let ref = englishReference(hit)
        let canonical = ([hit] + others).map { AnswerComposer.quote($0).saying }.joined(separator: " ")
        return FactCheckClaim(text: q.text, language: "en", verdict: wrong == nil ? .authentic : .misattributed,
                              confidence: min(0.8, 0.5 + 0.3 * coverage), attribution: claim, reference: ref,
                              canonical: canonical, sources: [ref] + others.map { englishReference($0) },
                              byMeaning: true, claimedSource: wrong)
    }

    /// Of the claim's nearest verses by their translation's meaning (`near`), the one that is
    /// also among its nearest passages by the Arabic's meaning (the least sum of the two ranks),
    /// when its translation has a few of the claim's words: two measures of meaning agreeing on
    /// a verse whose translation words it otherwise, as `checkHadithByTranslation` takes a
    /// hadith (with the same two constants).
    func agreedByMeaning(_ q: Quotation, near: [String], _ translation: QuranTranslation) -> PassageKey? {
        guard !near.isEmpty, let arabic = retriever.semantic?.nearest(q.text, k: Self.agreeingArabicNearest).map(\.key)
        else { return nil }
        let both = near.enumerated().compactMap { i, n in arabic.firstIndex(of: n).map { (key: n, rank: i + $0) } }
            .min { $0.rank < $1.rank }
        guard let key = both.flatMap({ PassageKey($0.key) }),
              translation.coverage(of: q.text, in: [key]) >= Self.agreeingMeaningCoverage else { return nil }
        return key
    }

    /// A verse whose translation scores far above every other by the claim's words, with a
    /// fair share of them, is the verse quoted in another translation's words, though meaning
    /// does not rank it near ("the wasteful are brothers of the devils" / "Those who dissipate
    /// … are the brethren of the devils", 17:27).
    static func clearlyFirst(_ hits: [TranslationPostings.Hit]) -> PassageKey? {
        guard let best = hits.first, best.coverage >= clearCoverage else { return nil }
        let next = hits.dropFirst().first?.score ?? 0
        return best.score >= clearMargin * next ? best.key : nil
    }
    static let clearCoverage = 0.3
    static let clearMargin = 1.5

    /// The verse the claim names ("(2:185)", "in Surah Al-Baqarah") when its translation has a
    /// fair share of the claim's words: translations word a verse differently, and the number
    /// given is the claim's own word on which verse it means ("God does not burden a soul
    /// beyond…" shares as many words with 35:18 as with 2:286).
    func claimedVerse(_ q: Quotation, _ claim: Attribution, _ hits: [TranslationPostings.Hit],
                      _ translation: QuranTranslation, near: [String] = []) -> PassageKey? {
        if let a = claim.ayah {
            // A range named ("20:43-44") is its verses together.
            let keys = a.ayat(upTo: Self.rangeVerses).map { PassageKey(collection: .quran, sura: a.sura, number: $0) }
            guard translation.texts[keys[0]] != nil else { return nil }
            return translation.coverage(of: q.text, in: keys.filter { translation.texts[$0] != nil }) >= Self.namedCoverage ? keys[0] : nil
        }
        guard let sura = claim.sura, let inSura = hits.first(where: { $0.key.sura == sura && $0.coverage >= Self.agreedCoverage })
        else { return nil }
        // A verse of another sura that has clearly more of the claim's words and is its
        // nearest by meaning is the one quoted: "Surah al-Baqarah: Worship Allah … the near
        // neighbour and the distant neighbour" is 4:36, not 2:215 (parents, orphans, the needy).
        let other = hits.first { $0.key.sura != sura && near.first == $0.key.description }
        if let other, other.coverage >= inSura.coverage + Self.otherSuraMargin { return nil }
        return inSura.key
    }

    /// How much more of a claim's words another sura's verse needs to outweigh the sura named.
    static let otherSuraMargin = 0.1

    /// The verse a glossary key names for the claim's words ("does not burden … beyond" for
    /// 2:286) when its translation has a fair share of the claim: the key was written for that
    /// verse, and other verses share its commonest words.
    func keyedVerse(_ q: Quotation, _ keyed: [AyaRef], _ translation: QuranTranslation) -> PassageKey? {
        keyed.lazy.map { PassageKey(collection: .quran, sura: $0.sura, number: $0.aya) }
            .first { translation.texts[$0] != nil && translation.coverage(of: q.text, in: [$0]) >= Self.agreedCoverage }
    }
}
