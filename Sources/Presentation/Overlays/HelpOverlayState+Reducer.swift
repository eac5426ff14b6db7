import Input

/// The help overlay's own keys (ux.md §7, key-map context `helpOverlay`): it scrolls and closes.
/// The coordinator lets the keys that leave the app through and swallows the rest.
extension HelpOverlayState {
    public enum Command: Hashable, Sendable {
        case close
        case scroll(Int)
        /// Whole boxes of lines, keeping one line of the previous box in view.
        case page(Int)
        case top
        case end

        /// The overlay's command for a key-map action; nil for another action.
        public init?(_ action: Action) {
            switch action {
            case .helpClose: self = .close
            case .helpScroll(let n): self = .scroll(n)
            case .helpPage(let n): self = .page(n)
            case .helpTop: self = .top
            case .helpEnd: self = .end
            default: return nil
            }
        }
    }

    /// The overlay after `command`; nil once it is closed. `layout` is the overlay as drawn at
    /// the screen's size (nil: no lower bound is known, so only the top one applies).
    public func reduce(_ command: Command, layout: HelpOverlayLayout? = nil) -> HelpOverlayState? {
        var next = self
        let maxScroll = layout?.maxScroll ?? Int.max
        switch command {
        case .close: return nil
        case .scroll(let n): next.scroll = scroll + n
        case .page(let n): next.scroll = scroll + n * max(1, (layout?.visibleRows ?? 11) - 1)
        case .top: next.scroll = 0
        case .end: next.scroll = maxScroll == Int.max ? scroll : maxScroll
        }
        next.scroll = max(0, min(next.scroll, maxScroll))
        return next
    }
}

extension HelpOverlayState {
    /// A key while help shows over a screen of `screen`'s size: its own keys; of the rest, the
    /// keys that leave the app go on and everything else is swallowed.
    public func key(_ key: Key, keyMap: KeyMap, screen: ScreenLayout) -> (HelpOverlayState?, KeyResult) {
        guard let command = keyMap.ownAction(for: key, in: .helpOverlay).flatMap(Command.init) else {
            return (self, keyMap.leavesApp(key) ? .pass : .taken)
        }
        let layout = HelpOverlayLayout(keyMap: keyMap, focused: contexts, screen: screen)
        return (reduce(command, layout: layout), .taken)
    }
}
