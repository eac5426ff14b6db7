/// The help overlay's own keys (ux.md §7, key-map context `helpOverlay`): it scrolls and closes.
/// The coordinator lets the keys that leave the app through and swallows the rest.
extension HelpOverlayState {
    public enum Command: Hashable, Sendable {
        case close
        case scroll(Int)
        case top

        /// The overlay's command for a key-map action; nil for another action.
        public init?(_ action: Action) {
            switch action {
            case .helpClose: self = .close
            case .helpScroll(let n): self = .scroll(n)
            case .helpTop: self = .top
            default: return nil
            }
        }
    }

    /// The overlay after `command`; nil once it is closed. Scrolling down is not bounded here:
    /// the view clamps it to the text it lays out.
    public func reduce(_ command: Command) -> HelpOverlayState? {
        var next = self
        switch command {
        case .close: return nil
        case .scroll(let n): next.scroll = max(0, scroll + n)
        case .top: next.scroll = 0
        }
        return next
    }
}
