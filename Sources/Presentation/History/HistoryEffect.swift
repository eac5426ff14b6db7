import Domain

/// Work the History view model asks for; `HistoryEffectRunner` in App performs it. Requests
/// that refresh the list carry a generation, so a late answer to an older request is dropped.
public enum HistoryEffect: Hashable, Sendable {
    /// The first `limit` rows (a reload keeps as many rows as were loaded), and the counts.
    case load(generation: Int, starredOnly: Bool, limit: Int)
    /// The rows after `after` (lazy paging).
    case loadMore(generation: Int, starredOnly: Bool, after: HistoryCursor, limit: Int)
    /// A search as the user types; the text is normalised by the runner (`SearchQuery`).
    case search(generation: Int, text: String, starredOnly: Bool, limit: Int)
    /// Counts every match of a search whose results came before their count.
    case countMatches(generation: Int, text: String, starredOnly: Bool)
    /// The last messages of a conversation for the wide layout's preview pane.
    case loadPreview(conversationId: String, limit: Int)
    /// Deletes a conversation here; with `remote`, a server conversation's deletion is first
    /// recorded as owed to the server (protocol.md §11.4), which the sync runner then sends.
    case delete(conversationId: String, remote: Bool)
    /// Deletes every conversation of the owner here; with `remote`, `DELETE /api/conversations`
    /// is recorded as owed.
    case deleteAll(remote: Bool)
    case setStarred(conversationId: String, starred: Bool)
    /// Writes the conversation as Markdown (ux.md §3.10) to the path the export dialog ended
    /// with; nil writes a new file in the export directory.
    case export(conversationId: String, backendLabel: String, path: String?)
}

/// Results of History work, fed back through the event queue.
public enum HistoryEvent: Hashable, Sendable {
    /// A first page: rows, whether more follow, the count under the current filter and the
    /// count of all the owner's conversations.
    case loaded(generation: Int, entries: [HistoryEntry], hasMore: Bool, total: Int, totalAll: Int)
    case pageLoaded(generation: Int, entries: [HistoryEntry], hasMore: Bool)
    case loadFailed(generation: Int, AppError)
    case searched(generation: Int, results: SearchResults, total: Int)
    case searchFailed(generation: Int, AppError)
    case matchesCounted(generation: Int, text: String, count: Int)
    case previewLoaded(conversationId: String, messages: [Message])
    case deleted(conversationId: String)
    case deleteFailed(conversationId: String, AppError)
    case deletedAll
    case deleteAllFailed(AppError)
    case starred(conversationId: String, starred: Bool)
    case starFailed(conversationId: String, starred: Bool, AppError)
    case exported(path: String)
    case exportFailed(path: String, reason: String)
}
