import Domain

/// The History tab's state and rules (ux.md §4): the list loaded page by page, the selection,
/// the search, the starred filter, optimistic stars and deletions, and the wide layout's
/// preview. Pure: it returns `HistoryEffect`s and learns their results as `HistoryEvent`s.
public struct HistoryViewModel: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        /// Never loaded: the tab has not been shown yet.
        case idle
        /// The first load is on its way (skeleton rows after 150 ms, ux.md §4.7).
        case loading(since: Double)
        case loaded
        /// The first load failed; the error is shown with "r Retry".
        case failed(AppError)
    }

    /// Rows per request; the storage benchmarks measure this page size.
    public static let pageSize = 50
    /// The rows a keystroke's search asks for (`searchPage`), for the screen of the last step.
    var searchPageSize = pageSize
    /// A reload asks for as many rows as are loaded so the user keeps their place, up to this.
    static let reloadCap = 1_000
    /// Messages the preview pane loads: enough to fill a 40-row pane with the usual answers.
    static let previewMessages = 6
    static let doubleClickSeconds = 0.5

    /// The first page of a search as the user types: the rows the list shows and a screen more
    /// (at most `pageSize`). Each result costs its snippet (its message read, normalised and
    /// cut), which was most of a keystroke with fifty; the rest is asked for as the selection
    /// nears the end (`followUp`, which the extra screen keeps from asking at once).
    public static func searchPage(_ geometry: HistoryGeometry) -> Int {
        min(pageSize, 2 * geometry.visibleEntries + 1)
    }

    public internal(set) var phase: Phase = .idle
    /// The rows shown: the history by recency, or the search results by rank.
    public internal(set) var items: [HistoryItem] = []
    /// More history rows follow the loaded ones (list mode).
    public internal(set) var hasMore = false
    /// Conversations under the starred filter, and all the owner's conversations.
    public internal(set) var total = 0
    public internal(set) var totalAll = 0
    public internal(set) var selected = 0
    /// The first visible row as last scrolled; views clamp it for their size.
    public internal(set) var top = 0
    public internal(set) var starredOnly = false
    /// The search field, while open.
    public internal(set) var search: HistorySearch?
    public internal(set) var preview: HistoryPreview?
    /// A toast to show, taken by `step` into its result.
    var notice: HistoryNotice?
    /// Requests that replace the rows are numbered; answers to older ones are dropped.
    var generation = 0
    var loadingMore = false
    var selectLastWhenLoaded = false
    var announceRefresh = false
    var lastClick: Click?

    struct Click: Hashable, Sendable {
        var index: Int
        var at: Double
    }

    /// The words of the search whose results are showing, if any.
    public var shownQuery: SearchQuery? {
        guard let text = search?.resultsFor else { return nil }
        let q = SearchQuery(text)
        return q.isEmpty ? nil : q
    }

    public init() {}

    public var selectedItem: HistoryItem? { items.indices.contains(selected) ? items[selected] : nil }

    /// Search results are shown (rather than the whole history).
    public var showsResults: Bool { search?.resultsFor != nil }

    // MARK: Loading

    /// The tab was shown, or the user asked for a refresh: the rows (or the search) again.
    /// `keepPlace` asks for as many rows as are loaded so the selection survives.
    public mutating func reload(now: Double?, keepPlace: Bool = true) -> [HistoryEffect] {
        generation += 1
        loadingMore = false
        selectLastWhenLoaded = false
        switch phase {
        case .idle, .failed: if let now { phase = .loading(since: now) }
        case .loading, .loaded: break
        }
        let limit = keepPlace ? max(Self.pageSize, min(items.count, Self.reloadCap)) : Self.pageSize
        if let text = search?.field.text, !SearchQuery(text).isEmpty {
            search?.requested = text
            return [.search(generation: generation, text: text, starredOnly: starredOnly, limit: limit)]
        }
        return [.load(generation: generation, starredOnly: starredOnly, limit: limit)]
    }

    /// "r": reload and say so when done.
    public mutating func refresh(now: Double) -> [HistoryEffect] {
        announceRefresh = true
        return reload(now: now)
    }

    /// Applies a result of History work.
    public mutating func handle(_ event: HistoryEvent) -> [HistoryEffect] {
        switch event {
        case .loaded(let g, let entries, let more, let total, let totalAll):
            guard g == generation else { return [] }
            let keep = selectedItem?.id
            items = entries.map { HistoryItem(entry: $0) }
            search?.resultsFor = nil
            hasMore = more
            self.total = total
            self.totalAll = totalAll
            phase = .loaded
            restoreSelection(keep)
            announce()
        case .pageLoaded(let g, let entries, let more):
            guard g == generation else { return [] }
            loadingMore = false
            let known = Set(items.map(\.id))
            items += entries.filter { !known.contains($0.conversation.id) }.map { HistoryItem(entry: $0) }
            hasMore = more
            if selectLastWhenLoaded {
                selectLastWhenLoaded = false
                selected = max(0, items.count - 1)
            }
        case .loadFailed(let g, let e):
            guard g == generation else { return [] }
            loadingMore = false
            announceRefresh = false
            phase = items.isEmpty ? .failed(e) : .loaded
            notice = .failure("history.loadFailed", e)
        case .searchFailed(let g, let e):
            guard g == generation else { return [] }
            loadingMore = false
            announceRefresh = false
            if case .loading = phase { phase = items.isEmpty ? .failed(e) : .loaded }
            notice = .failure("history.searchFailed", e)
        case .searched(let g, let results, let total):
            guard g == generation else { return [] }
            applySearch(results, total: total)
            if let s = search, !s.totalIsExact, let text = s.resultsFor {
                return [.countMatches(generation: g, text: text, starredOnly: starredOnly)]
            }
        case .matchesCounted(let g, let text, let count):
            guard g == generation, search?.resultsFor == text else { return [] }
            search?.totalMatches = count
            search?.totalIsExact = true
        case .previewLoaded(let id, let messages):
            guard preview?.conversationId == id else { return [] }
            let query = search?.resultsFor.map(SearchQuery.init)
            preview?.messages = messages.map { HistoryPreview.PreviewMessage($0, query: query) }
        case .deleted, .deletedAll:
            break
        case .deleteFailed(_, let e):
            notice = .failure("history.deleteFailed", e)
            return reload(now: nil)
        case .deleteAllFailed(let e):
            notice = .failure("history.deleteAllFailed", e)
            return reload(now: nil)
        case .starred(_, let starred):
            notice = HistoryNotice(starred ? "history.starred" : "history.unstarred")
        case .starFailed(let id, let starred, let e):
            setStar(!starred, id: id)
            notice = .failure("history.starFailed", e)
        case .exported(let path):
            notice = HistoryNotice("toast.exported", FilePath.isolated(path))
        case .exportFailed(let path, let reason):
            notice = path.isEmpty ? HistoryNotice("history.exportFailed", isError: true, code: AppError.storage().code)
                : HistoryNotice("toast.exportFailed", FilePath.isolated(path), reason, isError: true)
        }
        return []
    }

    /// Selects the row of `id` again after the rows changed, else stays near the old place.
    mutating func restoreSelection(_ id: String?) {
        if let id, let i = items.firstIndex(where: { $0.id == id }) {
            selected = i
        } else {
            selected = min(selected, max(0, items.count - 1))
        }
    }

    mutating func announce() {
        if announceRefresh {
            announceRefresh = false
            notice = HistoryNotice("history.updated")
        }
    }

    /// Work that follows any change: the next page when the selection nears the end of the
    /// loaded rows, and the preview of the selected conversation in the wide layout.
    public mutating func followUp(geometry: HistoryGeometry) -> [HistoryEffect] {
        var out: [HistoryEffect] = []
        top = geometry.firstVisible(top: top, selected: selected, count: items.count)
        let visible = geometry.visibleEntries
        let nearEnd = max(selected, top + visible) + visible >= items.count
        if !loadingMore, phase == .loaded, nearEnd, let last = items.last {
            if let text = search?.resultsFor, let s = search, items.count < s.totalMatches {
                loadingMore = true
                search?.requested = text
                out.append(.search(generation: generation, text: text, starredOnly: starredOnly,
                                   limit: items.count + Self.pageSize))
            } else if !showsResults, hasMore {
                loadingMore = true
                out.append(.loadMore(generation: generation, starredOnly: starredOnly, after: last.entry.cursor,
                                     limit: Self.pageSize))
            }
        }
        if geometry.isWide, let item = selectedItem {
            if preview?.conversationId != item.id {
                preview = HistoryPreview(conversationId: item.id)
                out.append(.loadPreview(conversationId: item.id, limit: Self.previewMessages))
            }
        } else {
            preview = nil
        }
        return out
    }
}
