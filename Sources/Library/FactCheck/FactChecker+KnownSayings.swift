/// Claims of a saying the books do not have (`UnfoundSayings`).
extension FactChecker {
    func unfoundSayingClaim(_ q: Quotation) -> FactCheckClaim {
        FactCheckClaim(text: q.text, language: q.language, verdict: .notFound, confidence: Self.unfoundSayingConfidence,
                       attribution: q.attribution, byMeaning: q.language != "ar")
    }

    /// The glossary's list is curated, not proof: short of an Arabic match's certainty.
    static let unfoundSayingConfidence = 0.8
}

extension Retriever {
    /// An unfound saying said in an Arabic question without quotation marks («هل حديث الجنة
    /// تحت أقدام الأمهات صحيح؟»): passages sharing its words («جنات تجري من تحتها») would
    /// read as its source.
    func knownUnfoundSaying(in question: String) -> String? {
        guard question.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) else { return nil }
        return analyzer.glossary.unfoundSayings.said(in: QuoteWords.tokens(question))
    }

    /// An unfound saying named by its keys as most of an English question ("tie your camel and
    /// trust in Allah - where is that hadith from"): the answer says the books do not have it,
    /// rather than quote the verses on Salih's she-camel. Its English name.
    static func namedUnfoundSaying(_ weighted: [WeightedConcept]) -> String? {
        let own = weighted.filter { !$0.concept.fromContext }
        let total = own.reduce(0) { $0 + $1.weight }
        guard let s = own.first(where: { $0.concept.namesText && $0.concept.knownAbsent }),
              total > 0, s.weight >= Self.unfoundSayingShare * total else { return nil }
        return s.concept.gloss ?? s.concept.label
    }

    /// The share of an English question's weight a named unfound saying must have to be what
    /// it asks about.
    static let unfoundSayingShare = 0.5
}
