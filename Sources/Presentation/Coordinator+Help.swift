import Input

extension Coordinator {
    /// Keys while the help overlay is open: it scrolls and closes; global keys that leave the
    /// app (quit, suspend, redraw) still work; everything else is swallowed. Returns nil to let
    /// the normal handling run.
    mutating func handleHelp(key: Key, now: Double) -> [Effect]? {
        let scroll = state.help?.scroll ?? 0
        switch key {
        case Key(.escape), Key(.function(1)), .char("?"), .char("q"):
            state.help = nil
        case Key(.up), .char("k"): state.help?.scroll = max(0, scroll - 1)
        case Key(.down), .char("j"): state.help?.scroll = scroll + 1
        case Key(.pageUp): state.help?.scroll = max(0, scroll - 10)
        case Key(.pageDown): state.help?.scroll = scroll + 10
        case Key(.home), .char("g"): state.help?.scroll = 0
        default:
            if let action = keyMap.action(for: key, in: [.global]),
               [.quit, .suspend, .redraw, .interrupt].contains(action) {
                return nil
            }
        }
        return []
    }
}
