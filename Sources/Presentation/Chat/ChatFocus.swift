/// Where the keyboard acts inside Chat (ux.md §3.4, §3.10).
public enum ChatFocus: Hashable, Sendable {
    /// The composer (the default).
    case composer
    /// A selected message, for its actions.
    case message(id: String)
    /// A suggested question of the empty state, by index.
    case suggestion(Int)
}

/// The transcript's scroll position (ux.md §3.7).
public enum ChatScroll: Hashable, Sendable {
    /// Pinned to the bottom: new text stays in view.
    case following
    /// The row `row` of message `messageId` is the top row of the view; new text does not move it
    /// and a resize keeps that message in place.
    case anchored(messageId: String, row: Int)
}

/// The geometry of the transcript as last drawn, reported by the view so scrolling can move by
/// pages and rows without the view model laying anything out.
public struct TranscriptMetrics: Hashable, Sendable {
    /// Message ids with the row where each begins, in order.
    public var tops: [(id: String, top: Int)]
    public var totalRows: Int
    public var viewportRows: Int

    public init(tops: [(id: String, top: Int)], totalRows: Int, viewportRows: Int) {
        self.tops = tops
        self.totalRows = totalRows
        self.viewportRows = viewportRows
    }

    public static func == (a: TranscriptMetrics, b: TranscriptMetrics) -> Bool {
        a.totalRows == b.totalRows && a.viewportRows == b.viewportRows
            && a.tops.map(\.id) == b.tops.map(\.id) && a.tops.map(\.top) == b.tops.map(\.top)
    }

    public func hash(into h: inout Hasher) {
        h.combine(totalRows)
        h.combine(viewportRows)
        h.combine(tops.count)
    }

    /// The highest top row that still fills the view.
    public var maxTop: Int { max(0, totalRows - viewportRows) }

    /// The absolute top row of a scroll position.
    public func top(of scroll: ChatScroll) -> Int {
        switch scroll {
        case .following: return maxTop
        case .anchored(let id, let row):
            guard let t = tops.first(where: { $0.id == id })?.top else { return maxTop }
            return min(maxTop, max(0, t + row))
        }
    }

    /// The scroll position whose top row is `row` (following at the bottom).
    public func scroll(atTop row: Int) -> ChatScroll {
        let r = min(maxTop, max(0, row))
        if r >= maxTop { return .following }
        // The last message beginning at or above the row.
        var lo = 0, hi = tops.count - 1, found = -1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if tops[mid].top <= r { found = mid; lo = mid + 1 } else { hi = mid - 1 }
        }
        guard found >= 0 else { return .anchored(messageId: tops.first?.id ?? "", row: r) }
        return .anchored(messageId: tops[found].id, row: r - tops[found].top)
    }
}
