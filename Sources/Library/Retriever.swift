import Domain
import Foundation

/// Finds the passages that answer a question, or decides that none does.
///
/// Candidates come from the index per concept (BM25 over the matn: the chain of narrators never
/// brings a passage in) and, when the embedder is installed, by meaning. Each is then scored by
/// how much of the question its matn covers (concepts weighted by rarity), how well, how close
/// together, and whether it speaks to the question's intent. A passage that covers less than
/// half of what was asked is not offered, and when none is left the answer abstains.
public struct Retriever: Sendable {
    public let index: LibraryIndex
    public var analyzer: QueryAnalyzer
    /// Finds passages by meaning; nil when the model or the vectors are not installed.
    public var semantic: (any SemanticRanking)?
    /// The English translation of the Qur'an, read on first use; nil when not installed.
    public var translation: QuranTranslation.Lazy?
    /// The English translations of the hadith, read on first use; nil when not installed.
    public var hadithTranslation: HadithTranslation.Lazy?
    /// Checks a saying the question quotes in Arabic («ما صحة حديث «حب الوطن من الإيمان»؟»):
    /// the fact-checker's word-for-word comparison, set by whoever has one; nil leaves quoted
    /// sayings to the search like any other words. The verdict is nil when no checker could open.
    public var quotationCheck: (@Sendable (Quotation) -> FactCheckVerdict?)?
    /// How many passages an answer quotes at most.
    public var limit = 5
    /// No collection fills more than this many of the places while others have candidates.
    public var perCollection = 3
    /// Set for a claim matched by meaning (`Scorer.meaningCoversAbsent`).
    public var meaningCoversAbsent = false
    /// Candidates taken per concept.
    var perConcept = 60
    /// For diagnostics only (`LibraryEval --show`): offer every candidate whatever it covers.
    public var offerEverything = false
    /// What a word found through the general dictionary weighs against the glossary's mean.
    static let lexiconWeight = 0.5
    /// What an Arabic word the glossary does not know weighs, at most, against its known topic.
    static let qualifierShare = 0.7
    /// A glossary word in more than this share of the passages is no topic (`weigh`).
    static let topicShare = 0.2

    public init(index: LibraryIndex, analyzer: QueryAnalyzer = QueryAnalyzer(), semantic: (any SemanticRanking)? = nil) {
        self.index = index
        var analyzer = analyzer
        if analyzer.lexicon == nil { analyzer.lexicon = EnglishLexicon.beside(index) }
        self.analyzer = analyzer
        self.semantic = semantic
        translation = QuranTranslation.Lazy(besideIndex: index)
        hadithTranslation = HadithTranslation.Lazy(besideIndex: index)
    }

    /// The passages offered for `question` (compatibility with callers that want hits only).
    public func search(_ question: String) throws -> [SearchHit] {
        try answer(question).passages.map(\.hit)
    }

    /// The full result for `question` asked after `context`, leaving out passages whose keys
    /// are in `excluding` (those an earlier answer to the same question already gave).
    public func answer(_ question: String, context: [String] = [], excluding: Set<String> = []) throws -> LibraryResult {
        var query = analyzer.analyze(question, context: context)
        if let saying = unfoundSaying(in: question) ?? knownUnfoundSaying(in: question) {
            // Passages that share a few of its words would read as the saying's source.
            var result = LibraryResult(query: query, passages: [], notFound: [], moreAvailable: false)
            result.unfoundSaying = saying
            return result
        }
        addKnownText(to: &query, question: question)
        try addNeighbourVerses(to: &query, question: question, context: context)
        return try answer(query, question: Self.meaningQuestion(query, question, context: context), excluding: excluding)
    }

    /// What to search by meaning: a follow-up that leans on the question before it is searched
    /// with that question («والمريض؟» alone is near anything that mentions the sick).
    public static func meaningQuestion(_ query: LibraryQuery, _ question: String, context: [String]) -> String {
        guard query.isFragment, let last = context.last else { return question }
        return last + " " + question
    }

    public func answer(_ query: LibraryQuery, question: String = "", excluding: Set<String> = []) throws -> LibraryResult {
        var named: [RankedPassage] = []
        for ref in query.ayat.prefix(limit) {
            if let hit = try index.aya(sura: ref.sura, aya: ref.aya), !excluding.contains(hit.passage.key) {
                named.append(RankedPassage(hit: hit, score: .infinity, coverage: 1, matched: [], named: true))
            }
        }
        let weighted = try weigh(query.concepts)
        if let saying = Self.namedUnfoundSaying(weighted) {
            var result = LibraryResult(query: query, passages: [], notFound: [], moreAvailable: false)
            result.unfoundSaying = saying
            return result
        }
        var ids = Set<Int>()
        var saturated = Set<Int>()
        for (i, w) in weighted.enumerated() where w.expression != nil {
            let found = try index.candidateIDs(matching: w.expression!, limit: perConcept)
            if found.count >= perConcept {
                saturated.insert(i)
                // A text's own words are what its phrases are: cut off among the passages that
                // have only the topic's words, they are searched alone (5:5's «وطعام الذين
                // أوتوا الكتاب» among seventy passages on slaughter).
                if let phrases = w.concept.phrasesExpression { ids.formUnion(try index.candidateIDs(matching: phrases, limit: perConcept)) }
            }
            ids.formUnion(found)
        }
        // Searching concepts together finds nothing new when each of them brought every
        // passage it has: only a concept cut off at the limit needs it.
        for c in Self.conjunctions(weighted) where c.members.contains(where: saturated.contains) {
            ids.formUnion(try index.candidateIDs(matching: c.expression, limit: perConcept))
        }
        ids.formUnion(try sayingCandidates(query, weighted, saturated: saturated))
        ids.formUnion(try rareRootCandidates(weighted))
        var hits = try resolvePointers(try index.passages(ids: Array(ids), full: false))
        for sura in Set(query.concepts.compactMap(\.withinSura)) { try addAyat(of: sura, to: &hits) }
        // A question naming a well-known text wants that text, not verses sounding like it.
        let namesText = query.concepts.contains { $0.namesText && !$0.fromContext }
        if Self.isEnglish(question), !namesText { try addTranslationCandidates(question, hits: &hits) }
        var meaning: [String: MeaningRank] = [:]
        var englishNearest: (verse: String?, hadith: String?) = (nil, nil)
        if let semantic, !question.isEmpty {
            // One embedding of the question: its nearest passages join the candidates, and every
            // candidate gets its cosine, standardised across the candidates of this question
            // (e5's cosines crowd together; only their order within a question means much).
            let ranked = semantic.rank(query.meaningText(for: question), k: 30, candidates: hits.map(\.passage.key))
            for (key, score) in ranked.cosines { meaning[key] = MeaningRank(rank: nil, score: score) }
            for (rank, n) in ranked.nearest.enumerated() { meaning[n.key] = MeaningRank(rank: rank, score: n.score) }
            Self.standardise(&meaning)
            let known = Set(hits.map(\.passage.key))
            var near: [SearchHit] = []
            for n in ranked.nearest where !known.contains(n.key) {
                if let h = try index.passage(key: n.key) { near.append(h) }
            }
            // A pointer-only telling found by meaning stands for its full telling, which takes
            // its place among the nearest.
            var ids = Set(hits.map(\.id))
            let targets = Dictionary(try index.passages(ids: near.compactMap(\.pointerTo), full: false).map { ($0.id, $0) },
                                     uniquingKeysWith: { a, _ in a })
            for h in near {
                guard let to = h.pointerTo else {
                    if ids.insert(h.id).inserted { hits.append(h) }
                    continue
                }
                guard let t = targets[to], ids.insert(t.id).inserted else { continue }
                if let m = meaning[h.passage.key], meaning[t.passage.key]?.rank == nil { meaning[t.passage.key] = m }
                hits.append(t)
            }
            // Arabic questions too: e5 often puts one nearer a translation's plain English than the
            // classical Arabic it renders («صوم مريم عن الكلام», 19:26's "vowed a fast … not speak").
            englishNearest = try rankByEnglish(semantic, question, hits: &hits, meaning: &meaning, bring: !namesText)
        }
        var scorer = Scorer(concepts: weighted, intent: query.intent, mentionsQuran: query.mentionsQuran,
                            averageLength: index.averageMatnWords)
        if Self.isEnglish(question) { lendTranslations(to: &scorer) }
        scorer.meaningCoversAbsent = meaningCoversAbsent
        var ranked = hits.compactMap { h -> RankedPassage? in
            guard !excluding.contains(h.passage.key) else { return nil }
            return scorer.rank(h, meaningRank: meaning[h.passage.key])
        }
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.hit.id < $1.hit.id }
        try creditNeighbours(&ranked, scorer: scorer, meaning: meaning)
        // Ties go to the lower row id, so the same question always gets the same answer.
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.hit.id < $1.hit.id }
        // A question naming something the texts do not have (a word no passage uses, a name
        // the library cannot search, a topic the glossary knows is absent) is answered only by
        // passages covering most of the rest; otherwise a third of its weight will do, since
        // questions often carry a general word beside their topic ("men … silk").
        // A quotation most of whose words no passage has together is not in the books.
        if named.isEmpty, Self.isEnglish(question), let quote = Self.quotedConcepts(question, weighted),
           let lacking = Self.unfoundQuotation(quote, in: ranked) {
            return LibraryResult(query: query, passages: [], notFound: lacking, moreAvailable: false)
        }
        let hard = weighted.contains { Self.isHard($0.concept) }
        let ownWords = !meaningCoversAbsent && weighted.contains { $0.expression != nil && !$0.concept.fromContext }
        var offered = offerEverything ? ranked : pick(named: wholeQuestionFirst(named, ranked: ranked, weighted: weighted), ranked: ranked,
                                                      minimum: hard ? Scorer.minimumCoverage : Scorer.relaxedCoverage, ownWords: ownWords)
        if offered.isEmpty, !offerEverything, !hard, Self.isLongArabic(question, weighted) {
            // One rare word alone is a quarter of such a question by chance (الزوم in «لزوم»).
            offered = pick(named: named, ranked: ranked, minimum: Scorer.longQuestionCoverage, ownWords: ownWords)
                .filter { $0.matched.filter { !$0.fromContext }.count >= 2 }
        }
        if !offerEverything, Self.asksAbsentTopic(weighted) { offered = offered.filter(\.named) }
        keepNearest(&offered, ranked: ranked, meaning: meaning)
        if !offerEverything { Self.preferNamedSura(&offered, ranked: ranked, limit: limit) }
        if !offerEverything, !hard, !Self.asksAbsentTopic(weighted), Self.isEnglish(question) {
            keepAgreedEnglish(&offered, ranked: ranked, question: question, nearest: englishNearest.hadith)
            keepAgreedEnglishVerse(&offered, ranked: ranked, question: question, nearest: englishNearest.verse)
        }
        if !offerEverything, hard, !Self.asksAbsentTopic(weighted), Self.isEnglish(question) {
            keepAgreedEnglishSaying(&offered, ranked: ranked, question: question, nearest: englishNearest.hadith, weighted: weighted)
        }
        // The display text, for the passages quoted only.
        let texts = Dictionary(try index.passages(ids: offered.map(\.hit.id)).map { ($0.id, $0.passage.text) },
                               uniquingKeysWith: { a, _ in a })
        for i in offered.indices { offered[i].hit.passage.text = texts[offered[i].hit.id] ?? offered[i].hit.passage.text }
        return LibraryResult(query: query, passages: offered,
                             notFound: Self.uncovered(query, weighted: weighted, by: offered),
                             moreAvailable: ranked.count > offered.count)
    }

    /// Searches for passages that have several of the question's concepts at once. Each
    /// concept alone brings its best passages by BM25, where a long passage naming two of them
    /// (2:185: the sick and the traveller in Ramadan) ranks low for both: all of the
    /// question's own concepts together, each pair of them when there are three or four, and
    /// a follow-up's own topic with the earlier one.
    static func conjunctions(_ weighted: [WeightedConcept]) -> [(expression: String, members: [Int])] {
        func and(_ group: [Int]) -> String { group.map { "(\(weighted[$0].expression!))" }.joined(separator: " AND ") }
        let searchable = weighted.indices.filter { weighted[$0].expression != nil }
        let own = searchable.filter { !weighted[$0].concept.fromContext }
        let earlier = searchable.filter { weighted[$0].concept.fromContext }
        var out: [(expression: String, members: [Int])] = []
        if own.count >= 2 { out.append((and(own), own)) }
        if (3...4).contains(own.count) {
            for i in own.indices { for j in own.indices where j > i { out.append((and([own[i], own[j]]), [own[i], own[j]])) } }
        }
        if !own.isEmpty, !earlier.isEmpty {
            let any = earlier.map { "(\(weighted[$0].expression!))" }.joined(separator: " OR ")
            out.append(("(\(and(own))) AND (\(any))", own + earlier))
        }
        return out
    }

    /// Each concept with its weight (inverse document frequency) and search expression. A
    /// concept the library cannot search (an unknown English word) weighs as much as the
    /// searchable ones on average: it still counts against coverage.
    func weigh(_ concepts: [Concept]) throws -> [WeightedConcept] {
        let n = Double(max(index.passageCount, 1))
        var out: [WeightedConcept] = []
        for var c in concepts {
            try spellLatinName(&c)
            guard c.isSearchable else {
                // A word whose every translation the texts lack, and that the Qur'an's English
                // translation never uses either, is something the texts do not speak of.
                if c.untranslated, let t = translation?.value, !t.mentions(c.label) { c.absentFromTexts = true }
                out.append(WeightedConcept(concept: c, weight: 0, expression: nil, documents: 0))
                continue
            }
            var df = try prune(&c)
            if df == 0, c.fromLexicon {
                // The dictionary's word is not in the texts: the English word stays unknown,
                // which says nothing about whether the topic is there, unless the Qur'an's
                // English translation never uses it either ("cars").
                var unknown = Concept(label: c.label, forms: [])
                unknown.absentFromTexts = translation?.value.map { !$0.mentions(c.label) } ?? false
                out.append(WeightedConcept(concept: unknown, weight: 0, expression: nil, documents: 0))
                continue
            }
            if c.sura != nil { df = try narrowToSura(&c, documents: df) }
            if df == 0, let alternate = c.alternate {
                // «وعاشوراء» occurs nowhere; «عاشوراء» does.
                c.forms = alternate
                c.stem = nil
                df = try prune(&c)
            }
            try widenRare(&c, documents: &df)
            if df > 0 { addRootForms(&c) }
            let expr = df == 0 ? nil : c.matnExpression
            c.absentFromTexts = df == 0
            let idf = log(1 + (n - Double(df) + 0.5) / (Double(df) + 0.5))
            out.append(WeightedConcept(concept: c, weight: df == 0 ? 0 : idf, expression: expr, documents: df))
        }
        let known = out.filter { $0.weight > 0 && !$0.concept.fromLexicon }.map(\.weight)
        let mean = known.isEmpty ? 4.0 : known.reduce(0, +) / Double(known.count)
        for i in out.indices where out[i].concept.fromLexicon && out[i].weight > 0 {
            // A general dictionary's sense may not be the question's: it never outweighs the
            // words the glossary knows.
            out[i].weight = min(out[i].weight, mean) * Self.lexiconWeight
        }
        // A word the glossary knows is what the question is about; a rarer word beside it that
        // the glossary does not know is most often a qualifier («علامات الساعة الصغرى»: the
        // hour is the topic, «الصغرى» rare but incidental), so it weighs less than the topic,
        // unless it names the topic's kind in construct («صلاة الاستخارة»).
        let topics = out.filter { $0.weight > 0 && $0.concept.gloss != nil && !$0.concept.fromLexicon && !$0.concept.fromContext
            && !$0.concept.narrative }
        // A word in a large share of the passages («النبي», in half the hadith) is no topic to measure
        // the others against: «كم مرة كان النبي يستغفر في اليوم؟» is about asking forgiveness.
        if let top = topics.filter({ Double($0.documents) < n * Self.topicShare }).map(\.weight).max() {
            for i in out.indices where out[i].weight > 0 && out[i].concept.gloss == nil && !out[i].concept.fromContext
                && !out[i].concept.specifiesTopic {
                out[i].weight = min(out[i].weight, top) * Self.qualifierShare
            }
        }
        let rarest = known.max() ?? 4.0
        let searchableOwn = out.filter { $0.expression != nil && !$0.concept.fromContext }.count
        let unknownOwn = out.filter {
            $0.weight == 0 && $0.concept.absentFromTexts && !$0.concept.fromContext && !$0.concept.isName
        }.count
        for i in out.indices where out[i].weight == 0 {
            // A word the texts never use, or a name the library cannot search, is the most
            // specific part of the question: nothing that lacks it can answer. Another English
            // word the glossary does not know is most often an ordinary one ("giving",
            // "listening"): it counts, but less than the words the library knows.
            let c = out[i].concept
            // In English the same holds beside two topics the glossary knows: "my son always eats
            // with his left hand … or just culture?" is about eating, not culture.
            // An English adverb ("financially", "secretly") says how, beside any topic.
            let adverb = Self.isEnglish(c.label) && !c.isName && c.label.count > 5 && c.label.lowercased().hasSuffix("ly")
            // And one such word beside four the texts have: an everyday word among many is how
            // the story is told ("rest his wooden beams on our side wall … extension"), where a
            // thing the texts lack is most of a short question ("is vaping haram") or several of
            // a long one's words ("a party with a cake and candles").
            let told = Self.isEnglish(c.label) && !c.isName && searchableOwn >= Self.wordsTellingStory && unknownOwn == 1
            let qualifier = Self.isIncidental(c) || Self.isEnglish(c.label) && !c.isName && topics.count >= 2 || adverb
            if c.absentFromTexts, !c.knownAbsent, !topics.isEmpty && qualifier || told || Self.isSpokenVerb(c) {
                out[i].concept.incidental = true
                out[i].weight = mean * 0.4
            } else if c.absentFromTexts || c.knownAbsent || c.isName {
                // A kunya the texts lack ("Abu Hanifa") weighs as its two words did apart.
                out[i].weight = rarest * 1.5 * (c.kinship.isEmpty ? 1 : 2)
            } else {
                out[i].weight = known.isEmpty ? mean : mean * 0.4
            }
        }
        Self.discountNarrative(&out)
        // A well-known text the question names, by meaning or by its key words said together,
        // is what is asked about: it weighs as much as the rest of the question.
        let texts = out.indices.filter { (out[$0].concept.isKnownText || out[$0].concept.saidTogether) && out[$0].expression != nil }
        if let k = texts.max(by: { out[$0].weight < out[$1].weight }) {
            // Said in the asker's words, the text does not stand for a name or a thing the texts
            // lack beside it ("seek knowledge even in China"): those must still be covered.
            let byKey = !out[k].concept.isKnownText
            let rest = out.indices.filter { $0 != k && !out[$0].concept.fromContext && !(byKey && Self.isHard(out[$0].concept)) }
                .map { out[$0].weight }.reduce(0, +)
            out[k].weight = max(out[k].weight, rest)
        }
        return out
    }

    /// Whether an Arabic word the glossary does not know reads as how the question is put
    /// rather than its topic: one word, neither definite nor a name (a modern topic the texts
    /// lack is asked of with the article: «التدخين», «القهوة»).
    static func isIncidental(_ c: Concept) -> Bool {
        guard c.gloss == nil, !c.fromLexicon, !c.isName, !isEnglish(c.label) else { return false }
        let tokens = ArabicNormalizer.tokens(c.label)
        guard tokens.count == 1, let t = tokens.first else { return false }
        return !["ال", "وال", "فال", "بال", "كال", "لل"].contains { t.hasPrefix($0) }
    }

    /// Keeps only the forms of `c` that occur in the texts (a word's generated forms run to
    /// hundreds, few of them real), and returns about how many passages mention it: the sum
    /// over its forms, which counts a passage twice only when it uses two forms.
    func prune(_ c: inout Concept) throws -> Int {
        var df = 0
        var forms = Set<String>(), weak = Set<String>()
        for f in c.forms { if let d = index.documents(containing: f) { forms.insert(f); df += d } }
        // A form that is both is counted once.
        for f in c.weakForms { if let d = index.documents(containing: f) { weak.insert(f); if !forms.contains(f) { df += d } } }
        c.forms = forms
        c.weakForms = weak
        if let stem = c.stem {
            if let d = index.documents(withStem: stem) { df = max(df, d) } else { c.stem = nil }
        }
        if !c.phrases.isEmpty, let expr = c.matnExpression {
            df = max(df, try index.count(matching: expr))
        }
        return min(df, index.passageCount)
    }

    /// A telling that only points to another is replaced by the one it points to.
    func resolvePointers(_ hits: [SearchHit]) throws -> [SearchHit] {
        let targets = Set(hits.compactMap(\.pointerTo))
        guard !targets.isEmpty else { return hits }
        let have = Set(hits.map(\.id))
        var out = hits.filter { $0.pointerTo == nil }
        out += try index.passages(ids: Array(targets.subtracting(have)), full: false)
        return out
    }

    /// Two hadith with the same opening of the matn are one hadith told through two chains.
    static func dedupKey(_ h: SearchHit) -> String {
        let p = h.passage
        if p.collection == .quran { return "q\(p.sura):\(p.aya)" }
        if !h.matnWords.isEmpty { return "h" + h.matnWords.prefix(12).joined(separator: " ") }
        let t = PassageText(p)
        let words = t.matn.isEmpty ? t.isnad : t.matn
        return "h" + words.prefix(12).joined(separator: " ")
    }
}

/// A concept with what the index says of it.
struct WeightedConcept: Sendable {
    var concept: Concept {
        didSet { matcher = ConceptMatcher(concept) }
    }
    /// Inverse document frequency; for a concept the library cannot search, the mean of the rest.
    var weight: Double
    /// The FTS5 expression, nil when nothing in the texts has it.
    var expression: String?
    var documents: Int
    /// The concept's forms as word hashes, for scoring many passages quickly.
    private(set) var matcher: ConceptMatcher

    init(concept: Concept, weight: Double, expression: String?, documents: Int) {
        self.concept = concept
        self.weight = weight
        self.expression = expression
        self.documents = documents
        matcher = ConceptMatcher(concept)
    }
}
