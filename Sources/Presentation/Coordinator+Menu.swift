import Domain
import Input

/// The chat's menus (ux.md §3.10): `MenuState` builds them and reduces their keys; this opens
/// them and applies what a key results in.
extension Coordinator {
    /// Keys while a menu is open; nil when none is, or when the key goes on to the screen.
    mutating func handleMenuKey(_ key: Key, now: Double) -> [Effect]? {
        guard var menu = state.menu else { return nil }
        let outcome = menu.reduce(MenuState.Command(keyMap.ownAction(for: key, in: .menuKeys)))
        state.menu = outcome == .open ? menu : nil
        switch outcome {
        case .open, .closed:
            return []
        case .perform(let action):
            return perform(action, now: now)
        case .refused(let reason):
            if let reason { state.toast = Toast(text: localizer(reason), now: now) }
            return []
        case .passOn:
            return nil
        }
    }

    mutating func openMessageMenu(_ id: String) {
        guard let i = state.chat.index(of: id) else { return }
        state.menu = .message(state.chat.messages[i], in: state.chat)
        if let item = marksMenuItem(state.chat.messages[i]) { state.menu?.items.insert(item, at: 0) }
    }

    mutating func openSourcesMenu() {
        guard let m = state.chat.focusedMessage, let menu = MenuState.sources(of: m) else { return }
        state.menu = menu
    }

    /// The chat menu; signed in on the cloud its answer mode is read from the server the first
    /// time it shows.
    mutating func openChatMenu() -> [Effect] {
        state.menu = .chat(over: state, voiceItem: voiceMenuItem, localizer: localizer)
        // Checking quotations after voice input (before the answer mode, which moves down).
        let checks = factCheckMenuItems
        let checksAt = voiceMenuItem == nil ? 1 : 2
        state.menu?.items.insert(contentsOf: checks, at: checksAt)
        guard state.syncsWithAccount, case .signedIn(let id, _, _) = state.account else { return [] }
        return state.settings.loadPreferencesOnce(accountId: id, backend: state.backend).map { [.settings($0)] } ?? []
    }

    mutating func openModeMenu() {
        let loc = localizer
        state.menu = .modes(current: state.settings.preferences.mode ?? 0) { loc(MenuState.modeKey($0)) }
    }
}
