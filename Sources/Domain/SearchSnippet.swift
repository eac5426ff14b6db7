/// A short excerpt of the original text around a match, cut into plain and matching parts so a
/// view can highlight every match (ux.md §4.4).
public struct SearchSnippet: Hashable, Sendable {
    /// One run of original text; `isMatch` runs are whole words that matched the query.
    public struct Part: Hashable, Sendable {
        public var text: String
        public var isMatch: Bool

        public init(_ text: String, isMatch: Bool) {
            self.text = text
            self.isMatch = isMatch
        }
    }

    public var parts: [Part]
    public var leadingEllipsis: Bool
    public var trailingEllipsis: Bool

    public init(parts: [Part], leadingEllipsis: Bool, trailingEllipsis: Bool) {
        self.parts = parts
        self.leadingEllipsis = leadingEllipsis
        self.trailingEllipsis = trailingEllipsis
    }

    /// The snippet as plain text with `[` `]` around matches (plain mode).
    public var bracketed: String {
        (leadingEllipsis ? "…" : "") + parts.map { $0.isMatch ? "[\($0.text)]" : $0.text }.joined()
            + (trailingEllipsis ? "…" : "")
    }
}
