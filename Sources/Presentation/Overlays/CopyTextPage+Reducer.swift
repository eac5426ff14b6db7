/// The Copy text page's rules (ux.md §3.10): scrolling stops at the text's end as last drawn,
/// `w` saves the text, Esc closes the page.
extension CopyTextPage {
    public enum Command: Hashable, Sendable {
        case scroll(Int)
        case page(Int)
        case edge(last: Bool)
        case save
        case close
        case toggleOrder

        /// The page's command for a key-map action; nil for another action.
        public init?(_ action: Action) {
            switch action {
            case .copyTextScroll(let n): self = .scroll(n)
            case .copyTextPage(let n): self = .page(n)
            case .copyTextEdge(let last): self = .edge(last: last)
            case .copyTextSave: self = .save
            case .copyTextClose: self = .close
            case .copyTextToggleOrder: self = .toggleOrder
            default: return nil
            }
        }
    }

    public enum Outcome: Hashable, Sendable {
        case moved
        /// Write this text to a file.
        case save(String)
        case closed
    }

    /// Applies `command`; `metrics` is the page as last drawn (nil before the first frame).
    public mutating func reduce(_ command: Command, metrics: CopyTextMetrics?) -> Outcome {
        let maxTop = metrics?.maxTop ?? 0
        // A page keeps one row of the previous one in view.
        let viewport = max(1, (metrics?.viewportRows ?? 10) - 1)
        switch command {
        case .scroll(let n): top += n
        case .page(let n): top += n * viewport
        case .edge(let last): top = last ? maxTop : 0
        case .save: return .save(text)
        case .close: return .closed
        case .toggleOrder:
            // The rows change with the order: start again at the top.
            visualOrder.toggle()
            top = 0
            return .moved
        }
        top = min(max(0, top), maxTop)
        return .moved
    }
}
