/// Questions and the Qur'an's English translation (`QuranTranslation`): for verses, the
/// question's meaning is measured against the translation, which the embedder does far better
/// than against classical Arabic, for English questions and often for Arabic ones. An English
/// question also looks for its words in the translations.
extension Retriever {
    /// Verses taken by their translation's nearness alone.
    static let translationNearest = 10
    /// Hadith taken by their English's nearness alone: fewer than verses, since a hadith's
    /// English is a long retelling and its nearness less sure (on the development sets, five
    /// gained three questions over ten, twenty lost one).
    static let hadithEnglishNearest = 5

    /// Verses taken by their translation's words (BM25 over the translation).
    static let translationByWords = 10

    /// The verses whose translation has the question's words join the candidates: the scorer
    /// then decides, the translation's words covering what the Arabic did not.
    func addTranslationCandidates(_ question: String, hits: inout [SearchHit]) throws {
        var known = Set(hits.map(\.passage.key))
        for h in translation?.value?.search(question, limit: Self.translationByWords) ?? []
        where known.insert(h.key.description).inserted {
            if let hit = try index.aya(sura: h.key.sura, aya: h.key.number) { hits.append(hit) }
        }
        // The hadith whose English has the question's words, the same way: "the gold locusts
        // falling on Ayyub" is in no word the glossary knows, but in the hadith's translation.
        for h in hadithTranslation?.value?.english.search(question, limit: Self.translationByWords) ?? []
        where known.insert(h.key.description).inserted {
            if let hit = try index.passage(key: h.key.description), hit.pointerTo == nil { hits.append(hit) }
        }
    }

    /// An English question's scorer also looks for its words in the translations.
    func lendTranslations(to scorer: inout Scorer) {
        scorer.translation = translation?.value
        scorer.hadithTranslation = hadithTranslation?.value
    }

    static func isEnglish(_ question: String) -> Bool {
        !question.isEmpty && question.contains(where: \.isLetter)
            && !question.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) })
    }

    /// The verses by their translation, then the hadith by theirs (`HadithEnglishVectors`).
    /// Returns the hadith whose English is nearest the question.
    func rankByEnglish(_ semantic: any SemanticRanking, _ question: String, hits: inout [SearchHit],
                       meaning: inout [String: MeaningRank], bring: Bool) throws -> (verse: String?, hadith: String?) {
        let verse = try rankByTranslation(semantic, question, hits: &hits, meaning: &meaning, bring: bring)
        return (verse, try rankByTranslation(semantic, question, hits: &hits, meaning: &meaning, bring: bring, hadith: true))
    }

    /// The translation's nearest verses join the candidates, and a verse closer in meaning
    /// through its translation than through its Arabic ranks by that (standardised among the
    /// verses). With `hadith`, the same for the hadith through their English, as below.
    /// Returns the nearest passage's key.
    @discardableResult
    func rankByTranslation(_ semantic: any SemanticRanking, _ question: String, hits: inout [SearchHit],
                           meaning: inout [String: MeaningRank], bring: Bool = true, hadith: Bool = false) throws -> String? {
        let verses = hits.filter { ($0.passage.collection == .quran) != hadith }.map(\.passage.key)
        let ranked = hadith ? semantic.hadithEnglishRank(question, k: Self.hadithEnglishNearest, candidates: verses)
            : semantic.translationRank(question, k: Self.translationNearest, candidates: verses)
        guard let first = ranked.nearest.first else { return nil }
        var english: [String: MeaningRank] = [:]
        for (key, score) in ranked.cosines { english[key] = MeaningRank(rank: nil, score: score, fromTranslation: true) }
        for (rank, n) in ranked.nearest.enumerated() {
            english[n.key] = MeaningRank(rank: rank, score: n.score, fromTranslation: true)
        }
        Self.standardise(&english)
        var known = Set(hits.map(\.passage.key))
        for n in ranked.nearest where bring && known.insert(n.key).inserted {
            if let h = try index.passage(key: n.key), h.pointerTo == nil { hits.append(h) }
        }
        for (key, e) in english where known.contains(key) {
            // A hadith's English is a translator's loose retelling, longer than the saying:
            // only the nearest few (`hadithEnglishNearest`) are taken by it ("the sound of your footsteps in Paradise"
            // for «دف نعليك»); the rest keep their Arabic standing, since an English that merely
            // names the question's topic (the singing girls' "tambourines" for a question on
            // instruments) would otherwise outrank the saying about it.
            if hadith, e.rank == nil { continue }
            // Each way of measuring misses verses the other finds (2:183 is nearest through its
            // Arabic, 2:173 through its translation): a verse keeps the better standing and
            // place of the two. Only the Arabic's nearness covers words (`Scorer`).
            guard var m = meaning[key] else {
                meaning[key] = e
                continue
            }
            m.standing = max(m.standing, e.standing)
            if let r = e.rank, r < (m.rank ?? .max) {
                m.fromTranslation = m.rank == nil
                m.rank = r
            }
            meaning[key] = m
        }
        return first.key
    }

    /// Each cosine in standard deviations from the others' mean: e5's cosines crowd together,
    /// and only their order within one question means much.
    static func standardise(_ meaning: inout [String: MeaningRank]) {
        let values = meaning.values.map { Double($0.score) }
        guard values.count > 2 else { return }
        let mean = values.reduce(0, +) / Double(values.count)
        let sd = max(1e-4, (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot())
        for (k, m) in meaning { meaning[k]?.standing = max(-2, min(3, (Double(m.score) - mean) / sd)) }
    }
}
