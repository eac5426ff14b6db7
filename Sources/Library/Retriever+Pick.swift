import Domain

extension Retriever {
    /// The passages offered, best first: the ayat the question names, then those that answer
    /// (`minimum` of the question covered, half when their words lie apart or only the
    /// dictionary's sense found them), none much weaker than the best, no collection taking
    /// more than its share while others have answers.
    /// `ownWords`: each passage must have one of the question's words itself (below).
    func pick(named: [RankedPassage], ranked: [RankedPassage], minimum: Double = Scorer.minimumCoverage,
              ownWords: Bool = true) -> [RankedPassage] {
        var seen = Set<String>()
        var out: [RankedPassage] = []
        for h in named where seen.insert(Self.dedupKey(h.hit)).inserted { out.append(h) }
        // Words found apart, or only in the dictionary's sense, answer only as most of the question.
        // And a passage must say at least one of the question's words itself: one that only
        // the embedder finds near ("comparing", "seed", "grows", "grains" in 67:3, a verse on
        // the seven heavens) has nothing of the question to show. Not when the question has no
        // word the library can search (meaning is all there is), nor for a claim matched by
        // meaning, whose verdict says so.
        func answers(_ h: RankedPassage) -> Bool {
            h.isAnswer(above: h.scattered || h.dictionaryOnly ? max(minimum, Scorer.minimumCoverage) : minimum)
                && (!ownWords || h.matched.contains { !h.nearInMeaning.contains($0.label) })
        }
        guard let best = ranked.first(where: answers) else { return out }
        // Weak passages do not pad an answer: each must cover most of what the best one covers.
        let floor = max(minimum, best.coverage - best.saidOtherwise - 0.34)
        var deferred: [RankedPassage] = []
        var perColl: [LibraryCollection: Int] = [:]
        for h in ranked where out.count < limit && answers(h) && h.coverage >= floor {
            guard seen.insert(Self.dedupKey(h.hit)).inserted else { continue }
            if perColl[h.hit.passage.collection, default: 0] >= perCollection {
                deferred.append(h)
                continue
            }
            perColl[h.hit.passage.collection, default: 0] += 1
            out.append(h)
        }
        // Balance only reorders: when the other collections run out, the best remaining fill up.
        for h in deferred where out.count < limit { out.append(h) }
        return out
    }

    /// How many words of its own that the texts have make an Arabic question long.
    static let longQuestionWords = 6

    /// Whether an Arabic question has `longQuestionWords` or more words of its own that the
    /// texts have. Asked as people talk («البنت البكر لما يتقدملها عريس وتسكت، هل سكوتها يعتبر
    /// موافقة؟»), its topic is two or three of them and the rest is the situation, often in
    /// dialect words the texts use once or never (عريس, in one passage, weighs the most): the
    /// passage that answers covers a quarter of such a question, so when none covers a third,
    /// a quarter will do, and the words nothing covers are still named as not found. Not in
    /// English, whose words the texts lack count for less already (`weigh`); measured on the
    /// development sets, English questions gained nothing from it.
    static func isLongArabic(_ question: String, _ weighted: [WeightedConcept]) -> Bool {
        !question.isEmpty && !isEnglish(question)
            && weighted.filter { !$0.concept.fromContext && $0.expression != nil }.count >= longQuestionWords
    }

    /// The question's own concepts that no offered passage covers.
    /// Words naming a kind of act or time whose construct names which one (`uncovered`).
    static let kindWords: Set<String> = ["صلاه", "صيام", "صوم", "دعاء", "سوره", "غزوه", "يوم", "ليله", "شهر"]

    static func uncovered(_ query: LibraryQuery, weighted: [WeightedConcept], by offered: [RankedPassage]) -> [Concept] {
        let covered = Set(offered.flatMap { $0.matched.map(\.label) })
        let namedOnly = !offered.isEmpty && offered.allSatisfy(\.named)
        // An aya the concept's own glossary entry names answers it («ayub»: 21:83).
        let named = Set(offered.filter(\.named).map { AyaRef(sura: $0.hit.passage.sura, aya: $0.hit.passage.aya) })
        // A kind's name before what it is of («صلاة الاستخارة», «صيام عاشوراء») is covered with
        // it: the istikhara hadith says «فليركع ركعتين», not «صلاة», and is still the prayer asked
        // about.
        let concepts = query.concepts
        let heads = Set(concepts.indices.dropLast().filter { i in
            concepts[i + 1].specifiesTopic && covered.contains(concepts[i + 1].label)
                && kindWords.contains(ArabicForms.base(ArabicNormalizer.normalize(concepts[i].label)))
        }.map { concepts[$0].label })
        return query.required.filter { c in
            !covered.contains(c.label) && !heads.contains(c.label) && !(namedOnly && c.isSearchable)
                && !c.namedAyat.contains(where: named.contains)
        }.map { c in
            weighted.first { $0.concept.label == c.label }?.concept ?? c
        }
    }
}
