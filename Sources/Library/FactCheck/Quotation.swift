/// A quotation found in a text: its words, language and what it claims about its source.
public struct Quotation: Sendable, Hashable {
    public var text: String
    /// `ar` or `en`.
    public var language: String
    public var attribution: Attribution

    public init(text: String, language: String, attribution: Attribution = Attribution()) {
        self.text = text
        self.language = language
        self.attribution = attribution
    }
}
