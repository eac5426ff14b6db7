import Input

/// The help overlay's own keys (ux.md §7): it scrolls and closes. The coordinator lets the keys
/// that leave the app through and swallows the rest.
extension HelpOverlayState {
    public enum Command: Hashable, Sendable {
        case close
        case scroll(Int)
        case top
    }

    /// The overlay's command for a key; nil for a key it does not use.
    public static func command(for key: Key) -> Command? {
        switch key {
        case Key(.escape), Key(.function(1)), .char("?"), .char("q"): .close
        case Key(.up), .char("k"): .scroll(-1)
        case Key(.down), .char("j"): .scroll(1)
        case Key(.pageUp): .scroll(-10)
        case Key(.pageDown): .scroll(10)
        case Key(.home), .char("g"): .top
        default: nil
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
