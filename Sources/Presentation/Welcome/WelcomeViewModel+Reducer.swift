/// Welcome's own keys (ux.md §2.3): the focus goes round its two buttons and the text scrolls,
/// stopping at its end as last drawn.
extension WelcomeViewModel {
    public enum Command: Hashable, Sendable {
        case moveFocus(Int)
        case scroll(Int)
        /// Pages keep one row of the previous page in view.
        case page(Int)

        /// Welcome's command for a key-map action; nil for another action.
        public init?(_ action: Action) {
            switch action {
            case .welcomeMoveFocus(let d): self = .moveFocus(d)
            case .welcomeScroll(let rows): self = .scroll(rows)
            case .welcomePage(let pages): self = .page(pages)
            default: return nil
            }
        }
    }

    /// Applies `command`; `metrics` is the welcome text as last drawn (nil before a frame).
    public mutating func reduce(_ command: Command, metrics: WelcomeTextMetrics?) {
        switch command {
        case .moveFocus(let d):
            let all = WelcomeButton.allCases
            let i = all.firstIndex(of: focus) ?? 0
            focus = all[(i + d + all.count) % all.count]
        case .scroll(let rows):
            scroll(by: rows, metrics: metrics)
        case .page(let pages):
            scroll(by: pages * max(1, (metrics?.visibleRows ?? 10) - 1), metrics: metrics)
        }
    }

    private mutating func scroll(by rows: Int, metrics: WelcomeTextMetrics?) {
        let limit = metrics?.maxScroll ?? Int.max
        scroll = max(0, min(limit, scroll + rows))
    }
}
