import Domain

/// The search field (ux.md §4.4): results as the user types, Esc clears then closes.
extension HistoryViewModel {
    /// "/" or Ctrl+F: the field opens (or takes the focus back) with its text.
    public mutating func openSearch() {
        if search == nil { search = HistorySearch() }
        search?.focused = true
        lastClick = nil
    }

    /// ↓ or Enter in the field: the focus goes to the results; an empty field closes.
    public mutating func focusResults() {
        guard let s = search else { return }
        if s.field.isBlank && s.resultsFor == nil {
            search = nil
        } else {
            search?.focused = false
        }
    }

    /// Runs the field's text: a search, or the full list again when it has no word left.
    public mutating func searchEdited() -> [HistoryEffect] {
        guard let s = search else { return [] }
        generation += 1
        loadingMore = false
        selectLastWhenLoaded = false
        let text = s.field.text
        if SearchQuery(text).isEmpty {
            search?.requested = nil
            return s.resultsFor == nil ? [] : [.load(generation: generation, starredOnly: starredOnly, limit: Self.pageSize)]
        }
        search?.requested = text
        return [.search(generation: generation, text: text, starredOnly: starredOnly, limit: searchPageSize)]
    }

    /// Esc: clears the text (the field keeps the focus), then closes the field.
    public mutating func clearSearch() -> [HistoryEffect] {
        guard var s = search else { return [] }
        if !s.field.isEmpty {
            s.field.clear()
            s.focused = true
            search = s
            return searchEdited()
        }
        search = nil
        guard s.resultsFor != nil else { return [] }
        generation += 1
        return [.load(generation: generation, starredOnly: starredOnly, limit: Self.pageSize)]
    }

    /// Results arrived for the text on the wire. The same query again (a refresh, a longer
    /// page) keeps the selection; a new query starts at the best match.
    mutating func applySearch(_ results: SearchResults, total: Int) {
        guard var s = search, let text = s.requested else { return }
        loadingMore = false
        let keep = s.resultsFor == text ? selectedItem?.id : nil
        // The pane marks the matches of the query it was loaded for.
        if s.resultsFor != text { preview = nil }
        let query = SearchQuery(text)
        items = results.results.map { Self.item(for: $0, query: query) }
        // A longer page of the same query keeps the count already made.
        if results.totalIsExact || s.resultsFor != text || !s.totalIsExact {
            s.totalMatches = results.totalMatches
            s.totalIsExact = results.totalIsExact
        }
        s.resultsFor = text
        search = s
        hasMore = false
        self.total = total
        phase = .loaded
        if selectLastWhenLoaded {
            selectLastWhenLoaded = false
            selected = max(0, items.count - 1)
        } else if let keep {
            restoreSelection(keep)
        } else {
            selected = 0
            top = 0
        }
        announce()
    }

    /// A result as a row, with the matching words of its title marked.
    static func item(for r: SearchResult, query: SearchQuery) -> HistoryItem {
        var item = HistoryItem(entry: r.entry)
        let titleParts = item.title.flatMap {
            SearchSnippet.make(text: $0, query: query, wordsBefore: .max / 2, maxWords: .max / 2)?.parts
        }
        item.match = HistoryMatch(titleParts: titleParts, snippet: r.snippet.map(HistorySnippetText.plain),
                                  firstMatchingMessageId: r.firstMatchingMessageId)
        return item
    }
}
