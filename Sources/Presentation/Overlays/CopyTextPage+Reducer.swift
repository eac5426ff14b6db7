import Input

/// The Copy text page's rules (ux.md §3.10): scrolling stops at the text's end as last drawn,
/// `w` saves the text, Esc closes the page. An `Overlay`: its keys are its own bindings.
extension CopyTextPage: Overlay {
    public enum Command: Hashable, Sendable {
        case scroll(Int)
        case page(Int)
        case edge(last: Bool)
        case save
        case close
        /// Logical order (for copying) or visual order (for reading).
        case toggleOrder
    }

    public static let context = KeyContext.copyText

    public static let bindings: [KeyBinding] = [
        binding([.char("w")], .save, help: "help.saveToFile", hint: 1),
        binding([.char("v")], .toggleOrder, help: "help.textOrder", hint: 5),
        binding([Key(.up), .char("k")], .scroll(-1), help: "help.scroll", hint: 2, label: "↑↓"),
        binding([Key(.down), .char("j")], .scroll(1), help: "help.scroll"),
        binding([Key(.pageUp)], .page(-1), help: "help.page", hint: 3, label: "PgUp/PgDn"),
        binding([Key(.pageDown), .char(" ")], .page(1), help: "help.page"),
        binding([Key(.home), .char("g")], .edge(last: false), help: "help.top"),
        binding([Key(.end), .char("G")], .edge(last: true), help: "help.end"),
        binding([Key(.escape), .char("q")], .close, help: "help.close", hint: 4),
    ]

    /// The page for `text`. The terminal's selection mode is on while it shows (mouse
    /// reporting off so the terminal selects; its own bidi on).
    public static func opening(_ text: String) -> (CopyTextPage, [OverlayOutcome]) {
        (CopyTextPage(text: text), [.effect(.setSelectionMode(true))])
    }

    public mutating func reduce(_ command: Command, _ context: OverlayContext) -> [OverlayOutcome] {
        switch reduce(command, metrics: context.metrics?.value(as: CopyTextMetrics.self)) {
        case .moved: []
        case .save(let text): [.effect(.chat(.saveText(text)))]
        case .closed: [.close, .effect(.setSelectionMode(false))]
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
