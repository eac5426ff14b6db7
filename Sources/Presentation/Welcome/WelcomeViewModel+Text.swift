/// Welcome's own keys (ux.md §2.3): the focus goes round its two buttons and the text scrolls,
/// stopping at its end as last drawn.
extension WelcomeViewModel {
    /// Moves the focus by `d` buttons (wrapping).
    mutating func moveFocus(_ d: Int) {
        let all = WelcomeButton.allCases
        let i = all.firstIndex(of: focus) ?? 0
        focus = all[(i + d + all.count) % all.count]
    }

    /// Scrolls by rows, or by pages that keep one row of the previous page in view;
    /// `metrics` is the welcome text as last drawn (nil before a frame).
    mutating func scroll(rows: Int = 0, pages: Int = 0, metrics: WelcomeTextMetrics?) {
        scroll(by: rows + pages * max(1, (metrics?.visibleRows ?? 10) - 1), metrics: metrics)
    }

    private mutating func scroll(by rows: Int, metrics: WelcomeTextMetrics?) {
        let limit = metrics?.maxScroll ?? Int.max
        scroll = max(0, min(limit, scroll + rows))
    }
}
