/// Item 6: every Arabic quotation of an answer checked once the answer is complete. English
/// claims are left out here: they go through the retriever and the embedder (tens of
/// milliseconds each), which would break the 50 ms an answer's marks may add.
extension FactChecker {
    /// Paragraph by paragraph: an answer quoting several passages with straight quotes would
    /// otherwise pair the closing quote of one with the opening quote of the next.
    public func checkArabicQuotations(in text: String) -> [FactCheckClaim] {
        text.components(separatedBy: "\n\n").flatMap { paragraph in
            QuotationExtractor.quotations(in: paragraph, wholeText: false).filter { $0.language == "ar" }.map(checkArabic)
        }
    }
}
