/// Scores one candidate passage against a question's weighted concepts. The matn alone is
/// read: a concept named only in the chain of narrators («حدثني والدي») covers nothing.
struct Scorer: Sendable {
    let concepts: [WeightedConcept]
    let intent: QuestionIntent
    let mentionsQuran: Bool
    let averageLength: Double
    let intentCues: Set<UInt64>
    /// For an English question: the Qur'an's English translation, whose words cover a
    /// concept in a verse whose Arabic did not ("smoking" is looked for in the translation too).
    var translation: QuranTranslation? {
        // Each concept's typed words, split once for every candidate verse.
        didSet { translationWords = concepts.map { Self.englishWords($0.concept) } }
    }
    private var translationWords: [[String]] = []
    /// … and the hadith's English translations, which do the same for a hadith.
    var hadithTranslation: HadithTranslation? {
        didSet { translationWords = concepts.map { Self.englishWords($0.concept) } }
    }
    /// Whether a passage close in meaning covers a word the texts never use even when none of
    /// the question's other words is in it. Not for a question: a topic no passage and no
    /// translation has is named as not found ("vaccines"), however near in meaning the
    /// passages are. A claim matched by meaning says so in its verdict, and a paraphrase's
    /// words ("wrestling") are often such words.
    var meaningCoversAbsent = false

    /// A name or a word the texts never use is in the question: meaning covers none of its
    /// other words either ("seek knowledge even in China" is near passages on knowledge).
    let hasHardConcept: Bool

    init(concepts: [WeightedConcept], intent: QuestionIntent, mentionsQuran: Bool, averageLength: Double) {
        self.concepts = concepts
        hasHardConcept = concepts.contains { Retriever.isHard($0.concept) }
        self.intent = intent
        self.mentionsQuran = mentionsQuran
        self.averageLength = averageLength
        intentCues = intent.cueHashes
    }

    /// A passage must mention more than this weighted share of the question to be offered:
    /// half is not enough ("Imam al-Ghazali" is not answered by passages on any imam).
    static let minimumCoverage = 0.5
    /// The share needed when everything the question names is in the texts: a third. It was
    /// 0.34, which left out passages with a third and a little more ("laugh" and "smile" of
    /// three weighty words, Bukhari 6092; the orchard's endowment) when they were the best.
    static let relaxedCoverage = 1.0 / 3.0
    /// … and by a long Arabic question that no passage answers at `relaxedCoverage`
    /// (`Retriever.isLongArabic`).
    static let longQuestionCoverage = 0.25
    /// A passage this close in meaning covers the words the library cannot search for (an
    /// English word the glossary does not know).
    static let meaningCoverage: Float = 0.86
    /// How many of the question's nearest passages by meaning cover, in part, an Arabic word
    /// they say otherwise, and what such a word counts for.
    static let nearestSaysOtherwise = 3
    static let nearCredit = 0.5
    /// … once the passage's own words cover this share of the question.
    static let nearNeedsWords = 0.25
    /// … and the share words found only through the general dictionary must cover before meaning
    /// covers a word the texts never use beside them.
    static let dictionaryNeedsWords = 0.15
    /// How much a standard deviation of meaning (cosine against the other candidates) is worth.
    static let meaningWeight = 1.0
    /// The bonus for being the question's nearest passage (less for the next ones).
    static let nearestBonus = 0.8
    /// The share of its coverage a passage keeps when only dictionary words brought it.
    static let dictionaryOnlyCredit = 0.5
    /// What a match on the stem alone is worth against a match on a form of the word.
    static let stemCredit = 0.6
    /// … and a match on another word of its root (`ArabicRoot`: a guess, and a root has many
    /// words).
    static let rootCredit = 0.5
    /// What covering all of a follow-up's earlier topic is worth (half the own topic's weight).
    static let contextWeight = 2.0
    /// Speaking to the question's intent anywhere in the passage (a virtue: أجر، الجنة…).
    static let cueBonus = 0.5
    /// … and within `window` words of the topic.
    static let nearCueBonus = 1.0
    /// A verse, when the question asks what the Qur'an says ("which surah …", «في القرآن»): a
    /// hadith on the same words answers another question. At 0.5 a hadith on the topic's
    /// commonest words still led the verse asked for.
    static let quranAskedBonus = 1.5
    /// A hadith matn of a few words («منه الوضوء», «رخص لهن») is a fragment of a telling, not
    /// an answer: it ranks below passages that say something. (A short aya is whole.)
    static let shortPenalty = 1.0
    /// What a concept found only in a verse's translation counts for: the translation is one
    /// reading of the verse, not its words. (A word the library has no Arabic for counts in
    /// full: nothing but the translation could find it.)
    static let translationCredit = 0.8
    /// … and in a hadith's: those translations are long and loose (the narrator, the story
    /// around the saying), so one of their words says less ("climate", in the story of the men
    /// of 'Ukl, is no answer to a question on climate change).
    static let hadithTranslationCredit = 0.5
    /// Two concepts within this many words of each other speak of one thing.
    static let window = 8

    /// What a concept found only in the verses just before or after counts for: a story's
    /// verse often leaves its subject to the verses around it (19:26, Maryam's vow of silence,
    /// names her in 19:16 and 19:27, not in itself).
    static let neighbourCredit = 0.5

    /// `around`: the word hashes of the verses next to a verse, in its sura (empty otherwise);
    /// `aroundVerses`: the same verses' keys, whose translations an English question reads.
    func rank(_ h: SearchHit, meaningRank: MeaningRank?, around: [UInt64] = [],
              aroundVerses: [PassageKey] = []) -> RankedPassage? {
        let words = h.matnWords
        let length = Double(max(words.count, 1))
        // A chain the index left at the head of a hadith's matn names narrators, not topics.
        let chain = h.passage.collection == .quran ? 0 : PassageText.leadingChainEnd(words)
        // Nearness through a verse's translation does not cover words: its English words do.
        let close = meaningRank.map { !$0.fromTranslation && ($0.rank ?? .max) < 10 && $0.score >= Self.meaningCoverage } ?? false
        let english = h.passage.collection == .quran ? translation?.english : hadithTranslation?.english
        let verse = english != nil ? PassageKey(h.passage) : nil
        var total = 0.0, covered = 0.0, strength = 0.0, context = 0.0
        var contextTotal = 0.0, contextCovered = 0.0
        var matched: [Concept] = []
        var positions: [[Int]] = []
        var stems: [UInt64]?
        var byMeaningOnly: [WeightedConcept] = []
        var nearOnly: [WeightedConcept] = []
        var nearInMeaning: [String] = []
        var byRoot: [WeightedConcept] = []
        for (i, w) in concepts.enumerated() {
            if w.concept.fromContext { contextTotal += w.weight } else { total += w.weight }
            if let sura = w.concept.sura, h.passage.collection == .quran, h.passage.sura == sura {
                // A sura's own ayat do not speak of the sura (its virtue, its ruling).
                continue
            }
            if let sura = w.concept.withinSura {
                // The sura named as where to look: its ayat have it, whatever their words.
                if h.passage.collection == .quran, h.passage.sura == sura {
                    covered += w.weight
                    strength += w.weight
                    matched.append(w.concept)
                }
                continue
            }
            if let verse, !w.concept.fromContext, !w.concept.knownAbsent, inTranslation(translationWords[i], verse, english),
               w.expression == nil || w.matcher.positions(in: h.wordHashes).isEmpty {
                // A word with no Arabic the library can search is found by the translation
                // alone, and closeness in meaning would cover it in full: so does the verse's
                // own English ("grains" in 2:261's).
                let credit = h.passage.collection == .quran ? (w.expression == nil ? 1 : Self.translationCredit)
                    : Self.hadithTranslationCredit
                covered += w.weight * credit
                strength += w.weight * credit
                matched.append(w.concept)
                continue
            }
            if let verse, !aroundVerses.isEmpty, !w.concept.fromContext, !w.concept.knownAbsent,
               w.expression == nil || (w.matcher.positions(in: h.wordHashes).isEmpty && w.matcher.positions(in: around).isEmpty),
               aroundVerses.contains(where: { $0 != verse && inTranslation(translationWords[i], $0, english) }) {
                // … or the English of a verse beside it: a scene told over several verses
                // ("couches", "reclining face to face", "youths … pass round", 56:15–18) is
                // described by the question as a whole.
                let credit = (w.expression == nil ? 1 : Self.translationCredit) * Self.neighbourCredit
                covered += w.weight * credit
                strength += w.weight * credit
                matched.append(w.concept)
                continue
            }
            if w.expression == nil {
                // Searchable by no word: only a passage close in meaning covers it.
                // A name the texts never use (al-Ghazali, IVF) is near nothing in them.
                if close, !w.concept.fromContext, !w.concept.knownAbsent, !w.concept.isSearchable,
                   !w.concept.isName || meaningCoversAbsent {
                    if !w.concept.absentFromTexts || meaningCoversAbsent {
                        covered += w.weight
                        matched.append(w.concept)
                        nearInMeaning.append(w.concept.label)
                    } else {
                        byMeaningOnly.append(w)
                    }
                }
                continue
            }
            let exact = w.matcher.positions(in: h.wordHashes).filter { $0 >= chain }
            var partial: [Int] = []
            if exact.isEmpty, w.matcher.stem != nil {
                if stems == nil { stems = h.stemHashes }
                partial = w.matcher.stemPositions(in: stems ?? []).filter { $0 >= chain }
            }
            let pos = exact.isEmpty ? partial : exact
            // Only the stem matched: a likely form of the word, counted at a discount.
            let credit = exact.isEmpty ? Self.stemCredit : 1.0
            // Another word of its root («الوصية» for «يوصي») counts after the others are known.
            if pos.isEmpty, !w.concept.fromContext, w.matcher.hasRootWord(in: h.wordHashes) {
                byRoot.append(w)
                continue
            }
            // An Arabic word the glossary does not know, said otherwise in a passage among the
            // question's nearest by meaning («يرقى» where the hadith says «استرقوا»), counts in part.
            if pos.isEmpty, close, (meaningRank?.rank ?? .max) < Self.nearestSaysOtherwise, !hasHardConcept,
               !w.concept.fromContext, w.concept.gloss == nil, !w.concept.isName, !Retriever.isEnglish(w.concept.label) {
                nearOnly.append(w)
                continue
            }
            guard !pos.isEmpty else {
                if !around.isEmpty, !w.concept.fromContext, !w.matcher.positions(in: around).isEmpty {
                    covered += w.weight * Self.neighbourCredit
                    strength += w.weight * Self.neighbourCredit
                    matched.append(w.concept)
                }
                continue
            }
            let tf = Double(pos.count)
            let saturation = tf * 2.2 / (tf + 1.2 * (0.5 + 0.5 * length / averageLength))
            if w.concept.fromContext {
                context += w.weight * saturation * credit
                contextCovered += w.weight * credit
            } else {
                covered += w.weight * credit
                strength += w.weight * saturation * credit
                matched.append(w.concept)
                positions.append(pos)
            }
        }
        // A word the texts never use is covered by meaning only beside words the passage has:
        // "what happend to Ibrahim when they tried to burn him" is about Ibrahim and the fire,
        // but a question whose topic is such a word ("vaccines") is not answered by whatever
        // lies near it in meaning; its topic is named as not found.
        // So is an Arabic word said otherwise, and only beside a good part of the question: an
        // isnad-only telling near in meaning, or one that has only «الرسول», covers nothing.
        let byWords = covered
        var saidOtherwise = 0.0
        // … and not only words the general dictionary gave, unless they are a fair part of the
        // question ("day", in 2,400 passages, beside "asthma" and "inhaler" is no passage about
        // inhalers; "pathway" beside one such word is).
        let ownWord = matched.contains { !$0.fromLexicon }
        if !positions.isEmpty, ownWord || byWords >= Self.dictionaryNeedsWords * total {
            for w in byMeaningOnly {
                covered += w.weight
                matched.append(w.concept)
                nearInMeaning.append(w.concept.label)
            }
            for w in nearOnly where byWords >= Self.nearNeedsWords * total {
                covered += w.weight * Self.nearCredit
                saidOtherwise += w.weight * Self.nearCredit
                matched.append(w.concept)
                nearInMeaning.append(w.concept.label)
            }
        }
        // Another word of the root says the word in part, beside a good part of the question
        // said in its own words, or beside any of them in the question's nearest passage by
        // meaning (5:106's «الموت» and «الوصية» for «حضرت الوفاة … يوصي … وصيته»: two ways
        // pointing at one passage). It decides whether the passage answers, not how it ranks.
        var rootCovered = 0.0
        let nearest = meaningRank.map { $0.rank == 0 && !$0.fromTranslation } ?? false
        if byWords >= Self.nearNeedsWords * total || nearest && !positions.isEmpty {
            for w in byRoot {
                rootCovered += w.weight * Self.rootCredit
                matched.append(w.concept)
            }
        }
        guard !matched.isEmpty || context > 0 || meaningRank?.rank != nil else { return nil }
        var coverage = total > 0 ? covered / total : 0
        // Words found only through the general dictionary may be another sense ("car" →
        // السيارة, a caravan): a passage they alone bring counts half unless it is also among
        // the question's nearest by meaning.
        let dictionaryOnly = !matched.isEmpty && matched.allSatisfy(\.fromLexicon) && meaningRank?.rank == nil
        if dictionaryOnly { coverage *= Self.dictionaryOnlyCredit }
        var score = 4 * coverage + (strength + 0.3 * context) / max(total, 1)
        if Self.near(positions) { score += 0.6 }
        // A follow-up's earlier topic: a passage that has it too answers the conversation, and
        // the more of it, the better («والمريض؟» after fasting on a journey wants the sick who
        // fast, not every visit to the sick).
        if context > 0 { score += Self.contextWeight * contextCovered / max(contextTotal, 1e-9) }
        if !intentCues.isEmpty {
            // Speaking to what was asked counts, and more when it is said of the topic itself
            // («ما نقصت صدقة من مال», «من تصدق … كان له أجر»), within a few words of it.
            let cues = h.wordHashes.indices.filter { intentCues.contains(h.wordHashes[$0]) }
            if !cues.isEmpty {
                score += Self.cueBonus
                if positions.joined().contains(where: { p in cues.contains { abs($0 - p) <= Self.window } }) {
                    score += Self.nearCueBonus
                }
            }
        }
        if mentionsQuran, h.passage.collection == .quran { score += Self.quranAskedBonus }
        if words.count < 6, h.passage.collection != .quran { score -= Self.shortPenalty }
        if let m = meaningRank {
            // Meaning reorders what the words found: a candidate closer in meaning than the
            // others rises, and the question's nearest passages get a little more.
            score += Self.meaningWeight * m.standing
            if let r = m.rank { score += Self.nearestBonus / (1 + Double(r) / 3) }
        }
        if total > 0 { coverage += rootCovered / total * (dictionaryOnly ? Self.dictionaryOnlyCredit : 1) }
        var ranked = RankedPassage(hit: h, score: score, coverage: coverage, matched: matched,
                                   byMeaning: matched.isEmpty && (meaningRank?.rank ?? .max) < 10)
        ranked.nearInMeaning = nearInMeaning
        ranked.saidOtherwise = total > 0 ? saidOtherwise / total : 0
        ranked.scattered = positions.count >= 2 && !Self.near(positions)
        ranked.span = Self.span(positions)
        ranked.dictionaryOnly = dictionaryOnly
        return ranked
    }

    /// Whether every one of `words` (a concept's, from `englishWords`) is in the verse's
    /// translation, in some form.
    func inTranslation(_ words: [String], _ key: PassageKey, _ english: EnglishTexts?) -> Bool {
        guard let english, !words.isEmpty else { return false }
        return words.allSatisfy { english.contains($0, in: key) }
    }

    /// The words the person typed for `c`, when they are English: what the translation must have.
    static func englishWords(_ c: Concept) -> [String] {
        guard !c.label.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) else { return [] }
        return c.label.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            .filter { $0.count > 2 && !Glossary.keyFunctionWords.contains($0) }
    }

    /// The fewest words that hold one place of every concept in `positions`: a saying's words
    /// stand together, a story's common words lie pages apart. Nil for fewer than two concepts.
    static func span(_ positions: [[Int]]) -> Int? {
        guard positions.count >= 2 else { return nil }
        // Every place, by position, with its concept; a sliding window over them.
        let places = positions.enumerated().flatMap { c, list in Set(list).map { (at: $0, concept: c) } }.sorted { $0.at < $1.at }
        var count = [Int](repeating: 0, count: positions.count)
        var inside = 0, start = 0, best = Int.max
        for place in places {
            count[place.concept] += 1
            if count[place.concept] == 1 { inside += 1 }
            while inside == positions.count {
                best = min(best, place.at - places[start].at + 1)
                count[places[start].concept] -= 1
                if count[places[start].concept] == 0 { inside -= 1 }
                start += 1
            }
        }
        return best == Int.max ? nil : best
    }

    /// Whether two different concepts occur within `window` words of each other.
    static func near(_ positions: [[Int]]) -> Bool {
        guard positions.count >= 2 else { return false }
        for i in 0..<positions.count {
            for j in (i + 1)..<positions.count {
                for a in positions[i] where positions[j].contains(where: { abs($0 - a) <= window }) { return true }
            }
        }
        return false
    }
}
