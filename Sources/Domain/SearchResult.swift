/// One conversation matching a history search (ux.md §4.4).
public struct SearchResult: Hashable, Sendable {
    public var entry: HistoryEntry
    /// True when the title matched every word.
    public var titleMatched: Bool
    /// The first matching message in the order messages were stored (display order, except that
    /// a resent question keeps its place); nil when only the title matched. Answers still
    /// streaming are not searched.
    public var firstMatchingMessageId: String?
    /// Text around the first match of that message, from the original text.
    public var snippet: SearchSnippet?

    public init(entry: HistoryEntry, titleMatched: Bool, firstMatchingMessageId: String?, snippet: SearchSnippet?) {
        self.entry = entry
        self.titleMatched = titleMatched
        self.firstMatchingMessageId = firstMatchingMessageId
        self.snippet = snippet
    }
}

/// Matching conversations in rank order and how many matched in all.
public struct SearchResults: Hashable, Sendable {
    public var results: [SearchResult]
    /// How many conversations match in all; when `totalIsExact` is false, how many were found
    /// before the page was full (at least this many match; `ConversationRepository.countMatches`
    /// tells the rest).
    public var totalMatches: Int
    public var totalIsExact: Bool

    public init(results: [SearchResult], totalMatches: Int, totalIsExact: Bool = true) {
        self.results = results
        self.totalMatches = totalMatches
        self.totalIsExact = totalIsExact
    }
}
