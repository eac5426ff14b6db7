import Domain

/// What a question says outright: a saying it quotes, or a well-known text it paraphrases.
extension Retriever {
    /// The Arabic saying the question quotes between quotation marks, when the fact-checker finds it nowhere in the
    /// three books (every quotation of the question not found). English quotations are left to
    /// the search: they can only be matched by meaning, and a miss there proves nothing.
    func unfoundSaying(in question: String) -> String? {
        guard let quotationCheck else { return nil }
        let quotes = QuotationExtractor.delimitedQuotations(in: question).filter { $0.language == "ar" }
        guard !quotes.isEmpty, quotes.allSatisfy({ quotationCheck($0) == .notFound }) else { return nil }
        return quotes[0].text
    }

    /// An English question that paraphrases a well-known text the glossary's keys did not
    /// catch: the text's phrases rank its passages up, as an Arabic key's do, and are never
    /// named as missing (the asker did not say them).
    public func addKnownText(to query: inout LibraryQuery, question: String) {
        guard let semantic, !question.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }),
              analyzer.glossary.keyed(in: question).isEmpty,
              let e = semantic.knownText(question) else { return }
        var c = QueryAnalyzer.concept(from: e, label: e.terms[0])
        guard !query.concepts.contains(where: { $0.forms == c.forms && $0.phrases == c.phrases }) else { return }
        c.isKnownText = true
        c.namesText = true
        query.concepts.append(c)
    }
}
