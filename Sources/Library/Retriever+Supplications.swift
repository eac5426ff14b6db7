/// "What do I say when I am angry?": the answer is a passage that quotes words to say beside
/// the topic («لو قال أعوذ بالله من الشيطان الرجيم» of a man who was angry). The topic alone
/// («غضب», in two hundred passages) brings its best passages by BM25, where the few that give
/// the words rank no higher than the rest and are cut off; they are searched for together.
extension Retriever {
    /// The FTS5 expression of every surface form of the words a supplication is quoted or
    /// taught with (`QuestionIntent.saying`'s cues).
    static let sayingCuesExpression: String = {
        var forms = Set<String>()
        for cue in QuestionIntent.saying.passageCues {
            forms.insert(cue)
            forms.formUnion(ArabicForms.forms(of: cue))
        }
        return "matn : (" + forms.sorted().map { "\"\($0)\"" }.joined(separator: " OR ") + ")"
    }()

    /// For a question asking what to say, the passages that have a saturated concept of its own
    /// and a supplication's words.
    func sayingCandidates(_ query: LibraryQuery, _ weighted: [WeightedConcept], saturated: Set<Int>) throws -> Set<Int> {
        guard query.intent == .saying else { return [] }
        var ids = Set<Int>()
        for i in saturated where !weighted[i].concept.fromContext {
            guard let e = weighted[i].expression else { continue }
            ids.formUnion(try index.candidateIDs(matching: "(\(e)) AND (\(Self.sayingCuesExpression))", limit: perConcept))
        }
        return ids
    }
}
