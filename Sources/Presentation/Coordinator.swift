import Input
import Localization

/// Owns the route and tab state and turns events into new state plus effects. Pure: no I/O,
/// no clock of its own (`now` is passed in), so a key script drives it deterministically.
public struct Coordinator: Sendable {
    public private(set) var state: AppState
    public let keyMap: KeyMap
    private let localizer: Localizer

    public init(state: AppState, localizer: Localizer, keyMap: KeyMap = .standard) {
        self.state = state
        self.localizer = localizer
        self.keyMap = keyMap
    }

    /// The contexts whose bindings and hints apply now, innermost first.
    public var contexts: [KeyContext] { Self.contexts(for: state) }

    /// The focus contexts of a state: in Chat the composer has the focus.
    public static func contexts(for state: AppState) -> [KeyContext] {
        state.tab == .chat ? [.textField, .chat] : [.root(of: state.tab)]
    }

    /// Whether a text field has the focus, so letters are typed rather than used as commands.
    var textFieldFocused: Bool { state.tab == .chat }

    /// Handles one event at monotonic time `now` (seconds).
    public mutating func handle(_ event: AppEvent, now: Double) -> [Effect] {
        if let toast = state.toast, toast.expiresAt <= now { state.toast = nil }
        if let armed = state.quitArmedAt, now - armed > 2 { state.quitArmedAt = nil }
        switch event {
        case .tick:
            state.tick &+= 1
            return []
        case .resized(let w, let h):
            state.width = w
            state.height = h
            return []
        case .terminationRequested(let signal):
            state.isQuitting = true
            return [.quit(status: 128 + signal)]
        case .resumed:
            return [.redrawAll]
        case .input(.key(let key)):
            return handle(key: key, now: now)
        case .input(.mouse):
            return []
        case .action(let action):
            return state.isTooSmall ? [] : perform(action, now: now)
        case .input(.paste(let text)):
            if textFieldFocused && !state.isTooSmall && !state.composer.paste(text) {
                state.toast = Toast(text: localizer("chat.pasteTooLong"), isError: true, now: now)
            }
            return []
        }
    }

    private mutating func handle(key: Key, now: Double) -> [Effect] {
        if state.help != nil && !state.isTooSmall, let effects = handleHelp(key: key, now: now) { return effects }
        if textFieldFocused && !state.isTooSmall {
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                state.composer.insert(String(c))
                return []
            }
            // Ctrl+C clears a non-empty field (Ctrl+Y restores it) before it means quit.
            if key == .ctrl("c") && !state.composer.isEmpty {
                state.composer.clear()
                return []
            }
            // Ctrl+D deletes forward, and quits only from an empty composer.
            if key == .ctrl("d") {
                if state.composer.isEmpty { return perform(.quit, now: now) }
                state.composer.deleteForward()
                return []
            }
        }
        guard let action = keyMap.action(for: key, in: contexts) else { return [] }
        // Below the minimum size only Ctrl+C, Ctrl+Z and Ctrl+L are acted on (ux.md §1.1).
        if state.isTooSmall, ![.interrupt, .suspend, .redraw].contains(action) { return [] }
        return perform(action, now: now)
    }

    private mutating func perform(_ action: Action, now: Double) -> [Effect] {
        switch action {
        case .nextTab: state.tab = state.tab.next
        case .previousTab: state.tab = state.tab.previous
        case .selectTab(let tab): state.tab = tab
        case .redraw: return [.redrawAll]
        case .suspend: return [.suspend]
        case .quit:
            state.isQuitting = true
            return [.quit(status: 0)]
        case .interrupt:
            if state.quitArmedAt != nil {
                state.isQuitting = true
                return [.quit(status: 0)]
            }
            state.quitArmedAt = now
            state.toast = Toast(text: localizer("toast.pressCtrlCAgain"), now: now)
        case .edit(let edit):
            state.composer.apply(edit)
        case .send:
            // Sending arrives with the chat route (issue 7); a blank draft never sends.
            break
        case .help:
            state.help = HelpOverlayState(contexts: contexts)
        case .back:
            break  // page stacks, dialogs and message focus arrive with their screens
        }
        return []
    }

    /// Keys while the help overlay is open: it scrolls and closes; global keys that leave the
    /// app (quit, suspend, redraw) still work; everything else is swallowed. Returns nil to let
    /// the normal handling run.
    private mutating func handleHelp(key: Key, now: Double) -> [Effect]? {
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
