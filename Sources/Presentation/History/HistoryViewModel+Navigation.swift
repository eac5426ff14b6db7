/// Moving through the list: keys, pages, ends, the wheel and clicks (ux.md §4.2).
extension HistoryViewModel {
    /// ↑/↓: `delta` rows.
    public mutating func move(by delta: Int, geometry: HistoryGeometry) {
        guard !items.isEmpty else { return }
        selected = min(items.count - 1, max(0, selected + delta))
        lastClick = nil
        top = geometry.firstVisible(top: top, selected: selected, count: items.count)
    }

    /// PgUp/PgDn: the view and the selection move by a screen.
    public mutating func page(by pages: Int, geometry: HistoryGeometry) {
        guard !items.isEmpty else { return }
        let step = pages * geometry.visibleEntries
        top = min(max(0, items.count - geometry.visibleEntries), max(0, top + step))
        move(by: step, geometry: geometry)
    }

    /// Home/End. The end of a long history may not be loaded yet: End then asks for the rest
    /// and selects the last row when it arrives.
    public mutating func edge(last: Bool, geometry: HistoryGeometry) -> [HistoryEffect] {
        guard !items.isEmpty else { return [] }
        lastClick = nil
        guard last else {
            selected = 0
            top = 0
            return []
        }
        selected = items.count - 1
        top = geometry.firstVisible(top: top, selected: selected, count: items.count)
        guard !loadingMore, let tail = items.last else { return [] }
        if let text = search?.resultsFor, let s = search, items.count < s.totalMatches {
            loadingMore = true
            selectLastWhenLoaded = true
            search?.requested = text
            return [.search(generation: generation, text: text, starredOnly: starredOnly, limit: s.totalMatches)]
        }
        if !showsResults, hasMore {
            loadingMore = true
            selectLastWhenLoaded = true
            return [.loadMore(generation: generation, starredOnly: starredOnly, after: tail.entry.cursor,
                              limit: max(Self.pageSize, total - items.count))]
        }
        return []
    }

    /// The wheel: the view moves by `rows` screen rows; the selection stays on screen.
    public mutating func scroll(rows: Int, geometry: HistoryGeometry) {
        guard !items.isEmpty, rows != 0 else { return }
        let entries = (rows > 0 ? 1 : -1) * max(1, abs(rows) / geometry.rowsPerEntry)
        let visible = geometry.visibleEntries
        top = min(max(0, items.count - visible), max(0, top + entries))
        selected = min(max(selected, top), min(items.count - 1, top + visible - 1))
        lastClick = nil
    }

    /// A click on row `index`: selects it; a second click on it soon after opens it (returns true).
    public mutating func click(_ index: Int, now: Double, geometry: HistoryGeometry) -> Bool {
        guard items.indices.contains(index) else { return false }
        if let c = lastClick, c.index == index, now - c.at <= Self.doubleClickSeconds {
            lastClick = nil
            return true
        }
        selected = index
        lastClick = Click(index: index, at: now)
        if search?.focused == true { focusResults() }
        top = geometry.firstVisible(top: top, selected: selected, count: items.count)
        return false
    }
}
