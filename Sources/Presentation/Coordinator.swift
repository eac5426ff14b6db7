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

    /// The context whose bindings and hints apply now.
    public var context: KeyContext { .root(of: state.tab) }

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
        case .input(.paste):
            return []
        }
    }

    private mutating func handle(key: Key, now: Double) -> [Effect] {
        guard let action = keyMap.action(for: key, in: context) else { return [] }
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
        case .help, .back:
            break  // the help overlay and page stacks arrive with their screens
        }
        return []
    }
}
