import Domain

/// The search field at the top of History and the query its results belong to (ux.md §4.4).
public struct HistorySearch: Hashable, Sendable {
    public var field = TextBuffer()
    /// Letters are typed into the field while it has the focus; otherwise the list has it.
    public var focused = true
    /// The text the shown results were searched for; nil while the full list is shown.
    public internal(set) var resultsFor: String?
    /// How many conversations match in all (the list may hold fewer until paged).
    public internal(set) var totalMatches = 0
    /// False while `totalMatches` is only how many were found before the page was full: the
    /// first page comes first, its count after (a one-letter prefix matches most of a history).
    public internal(set) var totalIsExact = true
    /// The text of the search on the wire.
    var requested: String?

    public init() {}

    /// The field's text as a query; empty when it has no searchable word.
    public var query: SearchQuery { SearchQuery(field.text) }
}
