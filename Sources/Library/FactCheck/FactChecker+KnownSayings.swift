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
        return UnfoundSayings(analyzer.glossary).said(in: QuoteWords.tokens(question))
    }
}
