/// Changes to conversations from the list: stars, the starred filter and deletions. Each shows
/// at once; the store's answer only matters when it fails (ux.md §4.3, §4.5).
extension HistoryViewModel {
    /// "s": stars or unstars the selected conversation.
    public mutating func toggleStar() -> [HistoryEffect] {
        guard let item = selectedItem else { return [] }
        let starred = !item.conversation.isStarred
        setStar(starred, id: item.id)
        return [.setStarred(conversationId: item.id, starred: starred)]
    }

    mutating func setStar(_ starred: Bool, id: String) {
        guard let i = items.firstIndex(where: { $0.id == id }), items[i].conversation.isStarred != starred else { return }
        items[i].entry.conversation.isStarred = starred
        // Under the starred filter the row stays until the next load (so a slip of the key can
        // be undone), but the count follows.
        if starredOnly { total = max(0, total + (starred ? 1 : -1)) }
    }

    /// "*": only starred conversations, or all again; it combines with the search.
    public mutating func toggleStarredOnly() -> [HistoryEffect] {
        starredOnly.toggle()
        lastClick = nil
        return reload(now: nil, keepPlace: false)
    }

    /// The confirmed deletion of one conversation: the row goes and the next one is selected.
    /// `remote`: signed in on the cloud, so the server copy is deleted too (protocol.md §11.4).
    public mutating func remove(conversationId id: String, remote: Bool = false) -> [HistoryEffect] {
        if let i = items.firstIndex(where: { $0.id == id }) {
            items.remove(at: i)
            if i < selected { selected -= 1 }
            selected = min(selected, max(0, items.count - 1))
            total = max(0, total - 1)
            if showsResults, let matches = search?.totalMatches { search?.totalMatches = max(0, matches - 1) }
        }
        totalAll = max(0, totalAll - 1)
        if preview?.conversationId == id { preview = nil }
        lastClick = nil
        return [.delete(conversationId: id, remote: remote)]
    }

    /// The confirmed deletion of every conversation of the owner (filters ignored).
    public mutating func removeAll(remote: Bool = false) -> [HistoryEffect] {
        generation += 1
        items = []
        hasMore = false
        loadingMore = false
        total = 0
        totalAll = 0
        selected = 0
        top = 0
        search = nil
        preview = nil
        lastClick = nil
        phase = .loaded
        return [.deleteAll(remote: remote)]
    }
}
