import Input

/// One overlay's line in the router: its bindings join the standard key map.
struct OverlayEntry: Sendable {
    let bindings: [KeyBinding]

    init<O: Overlay>(_ type: O.Type) { bindings = O.bindings }
}

/// The overlays' results applied to the app: each overlay reduces its own keys
/// (`HelpOverlayState`, `DialogState`, `MenuState`, and the `Overlay`s); this routes keys to them
/// and turns what they return into state and effects.
extension Coordinator {
    /// The overlays (`Overlay`), one line each.
    static let overlays: [OverlayEntry] = [
        OverlayEntry(CopyTextPage.self),
    ]

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

    /// Opens an overlay over any screen (an open menu closes).
    mutating func open<O: Overlay>(_ opening: (O, [OverlayOutcome]), now: Double) -> [Effect] {
        open(AnyOverlay(opening.0), opening.1, now: now)
    }

    private mutating func open(_ overlay: AnyOverlay, _ outcomes: [OverlayOutcome], now: Double) -> [Effect] {
        state.menu = nil
        state.overlay = overlay
        return apply(outcomes, now: now)
    }

    var overlayContext: OverlayContext { OverlayContext(app: state, metrics: overlayMetrics, keyMap: keyMap) }

    /// An overlay action: its command to the open overlay, or an overlay to open.
    mutating func performOverlay(_ action: OverlayAction, now: Double) -> [Effect] {
        if let opener = action.payload as? OverlayOpener {
            return opener.open(state).map { open($0.0, $0.1, now: now) } ?? []
        }
        guard var overlay = state.overlay, let outcomes = overlay.reduce(action, overlayContext) else { return [] }
        state.overlay = overlay
        return apply(outcomes, now: now)
    }

    /// The open overlay takes every key: its bindings (and the global ones), then its text
    /// field if it has one; of the rest only those that leave the app work.
    mutating func overlayLayer(_ key: Key, now: Double) -> [Effect]? {
        guard var overlay = state.overlay, state.dialog == nil, !state.isTooSmall else { return nil }
        if let action = keyMap.action(for: key, in: [overlay.context]) { return perform(action, now: now) }
        if let outcomes = overlay.unboundKey(key, overlayContext) {
            state.overlay = overlay
            return apply(outcomes, now: now)
        }
        if leavesApp(key), let action = keyMap.action(for: key, in: [.global]) { return perform(action, now: now) }
        return []
    }

    /// A paste over an overlay goes to its text field, if it has one, and nowhere else.
    mutating func overlayPaste(_ text: String, now: Double) -> [Effect] {
        guard var overlay = state.overlay, let outcomes = overlay.paste(text, overlayContext) else { return [] }
        state.overlay = overlay
        return apply(outcomes, now: now)
    }

    private mutating func apply(_ outcomes: [OverlayOutcome], now: Double) -> [Effect] {
        var effects: [Effect] = []
        for outcome in outcomes {
            switch outcome {
            case .close: state.overlay = nil
            case .effect(let e): effects.append(e)
            case .perform(let action): effects += perform(action, now: now)
            case .toast(let key, let isError): state.toast = Toast(text: localizer(key), isError: isError, now: now)
            }
        }
        return effects
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

extension Coordinator {
    /// A toast of `text`, with " (Error code: …)" when there is a code.
    mutating func toast(_ text: String, code: String? = nil, isError: Bool = false, now: Double) {
        let suffix = code.map { " (" + localizer("error.codeFormat", $0) + ")" } ?? ""
        state.toast = Toast(text: text + suffix, isError: isError, now: now)
    }
}
