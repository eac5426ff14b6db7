/// History's own commands (ux.md §4.2): the list, its search and stars reduce here; what
/// crosses screens (opening a conversation, a confirmation, the export dialog, a new chat, a
/// sync) comes back as an outcome for the coordinator to apply.
extension HistoryViewModel {
    public enum Command: Hashable, Sendable {
        case move(Int)
        case page(Int)
        case edge(last: Bool)
        case open
        case select(Int)
        case search
        case results
        case clearSearch
        case refresh
        case star
        case starredOnly
        case delete
        case deleteAll
        case export
        case newChat

        /// History's command for a key-map action; nil for another action.
        public init?(_ action: Action) {
            switch action {
            case .historyMove(let d): self = .move(d)
            case .historyPage(let n): self = .page(n)
            case .historyEdge(let last): self = .edge(last: last)
            case .historyOpen: self = .open
            case .historySelect(let i): self = .select(i)
            case .historySearch: self = .search
            case .historyResults: self = .results
            case .historyClearSearch: self = .clearSearch
            case .historyRefresh: self = .refresh
            case .historyStar: self = .star
            case .historyStarredOnly: self = .starredOnly
            case .historyDelete: self = .delete
            case .historyDeleteAll: self = .deleteAll
            case .historyExport: self = .export
            case .newChat: self = .newChat
            default: return nil
            }
        }
    }

    public enum Outcome: Hashable, Sendable {
        /// Nothing to act on (no row selected, an empty list).
        case ignored
        /// The list changed; this work is due.
        case effects([HistoryEffect])
        /// Open the conversation in Chat, at the first matching message of a search result.
        case open(conversationId: String, anchorMessageId: String?)
        /// Ask before deleting one conversation, or all of them.
        case confirmDelete(conversationId: String, title: String?)
        case confirmDeleteAll(count: Int)
        /// The export dialog for a conversation.
        case export(conversationId: String, title: String)
        /// As Ctrl+N in Chat, including its question about a draft.
        case newChat
        /// `r` while the account syncs: the saved list again, and the server's list.
        case reloadAndSync([HistoryEffect])
    }

    /// Applies `command`. `syncs` says whether `r` asks the server (signed in on the cloud).
    public mutating func reduce(_ command: Command, geometry g: HistoryGeometry, now: Double, syncs: Bool) -> Outcome {
        switch command {
        case .move(let d): move(by: d, geometry: g)
        case .page(let n): page(by: n, geometry: g)
        case .edge(let last): return .effects(edge(last: last, geometry: g))
        case .open:
            guard let item = selectedItem else { return .ignored }
            return .open(conversationId: item.id, anchorMessageId: item.match?.firstMatchingMessageId)
        case .select(let i):
            if click(i, now: now, geometry: g), let item = selectedItem {
                return .open(conversationId: item.id, anchorMessageId: item.match?.firstMatchingMessageId)
            }
        case .search: openSearch()
        case .results: focusResults()
        case .clearSearch: return .effects(clearSearch())
        case .refresh:
            // Signed in on the cloud, `r` asks the server; the saved list shows meanwhile.
            return syncs ? .reloadAndSync(reload(now: now)) : .effects(refresh(now: now))
        case .star: return .effects(toggleStar())
        case .starredOnly: return .effects(toggleStarredOnly())
        case .delete:
            guard let item = selectedItem else { return .ignored }
            return .confirmDelete(conversationId: item.id, title: item.title)
        case .deleteAll:
            guard totalAll > 0 || !items.isEmpty else { return .ignored }
            return .confirmDeleteAll(count: max(totalAll, items.count))
        case .export:
            guard let item = selectedItem else { return .ignored }
            return .export(conversationId: item.id, title: item.title ?? "")
        case .newChat: return .newChat
        }
        return .effects([])
    }
}
