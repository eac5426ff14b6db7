import Input

/// The overlays' results applied to the app: each overlay reduces its own keys
/// (`HelpOverlayState`, `CopyTextPage`, `DialogState`, `MenuState`); this routes keys to them
/// and turns what they return into state and effects.
extension Coordinator {
    /// Keys while the help overlay is open: its own, else the keys that leave the app (quit,
    /// suspend, redraw) go on (nil) and everything else is swallowed.
    mutating func handleHelp(key: Key, now: Double) -> [Effect]? {
        guard let help = state.help else { return nil }
        guard let command = keyMap.ownAction(for: key, in: .helpOverlay).flatMap(HelpOverlayState.Command.init) else {
            return leavesApp(key) ? nil : []
        }
        let layout = HelpOverlayLayout(keyMap: keyMap, focused: help.contexts,
                                       screen: ScreenLayout(width: state.width, height: state.height))
        state.help = help.reduce(command, layout: layout)
        return []
    }

    /// Whether a key is one of the few that work over a full overlay: quit, suspend, redraw.
    func leavesApp(_ key: Key) -> Bool {
        guard let action = keyMap.action(for: key, in: [.global]) else { return false }
        return [.quit, .suspend, .redraw, .interrupt].contains(action)
    }

    /// The Copy text page over any screen (ux.md §3.10). The terminal's selection mode is on
    /// while it shows (mouse reporting off so the terminal selects; its own bidi on).
    mutating func openCopyText(_ text: String) -> [Effect] {
        state.menu = nil
        state.copyText = CopyTextPage(text: text)
        return [.setSelectionMode(true)]
    }

    mutating func performCopyText(_ command: CopyTextPage.Command) -> [Effect] {
        guard var page = state.copyText else { return [] }
        switch page.reduce(command, metrics: copyTextMetrics) {
        case .moved:
            state.copyText = page
            return []
        case .save(let text):
            return [.chat(.saveText(text))]
        case .closed:
            state.copyText = nil
            return [.setSelectionMode(false)]
        }
    }

    /// A dialog command; a chosen button closes the dialog and does what it says.
    mutating func performDialog(_ command: DialogState.Command, now: Double) -> [Effect] {
        guard var dialog = state.dialog else { return [] }
        guard let choice = dialog.reduce(command) else {
            state.dialog = dialog
            return []
        }
        state.dialog = nil
        return choose(choice, in: dialog.kind, now: now)
    }
}
