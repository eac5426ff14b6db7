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

    /// Signed in on the cloud the chat menu also offers the answer mode, whose current value is
    /// read from the server the first time.
    mutating func openChatMenu() -> [Effect] {
        state.menu = .chat(state.chat, shareUnavailableKey: shareUnavailableKey)
        if let voice = voiceMenuItem { state.menu?.items.insert(voice, at: 1) }
        let checks = factCheckMenuItems
        let checksAt = voiceMenuItem == nil ? 1 : 2
        state.menu?.items.insert(contentsOf: checks, at: checksAt)
        guard state.syncsWithAccount, case .signedIn(let id, _, _) = state.account else { return [] }
        let loaded = state.settings.preferencesPhase == .loaded(id)
        let mode = localizer("menu.mode", localizer(Self.modeKey(state.settings.preferences.mode ?? 0)))
        let item = MenuState.Item("", title: loaded ? mode : localizer("menu.mode.unknown"), key: "", action: .modeMenu,
                                  enabled: loaded, reasonKey: "menu.mode.loading")
        let modeIndex = MenuState.modeItemIndex + (voiceMenuItem == nil ? 0 : 1) + checks.count
        state.menu?.items.insert(item, at: modeIndex)
        guard state.settings.preferencesPhase == .idle else { return [] }
        state.settings.preferencesPhase = .loading(id)
        return [.settings(.loadPreferences(backend: state.backend, accountId: id))]
    }

    static func modeKey(_ mode: Int) -> String {
        switch mode {
        case 1: "chat.mode.research"
        case 2: "chat.mode.factCheck"
        default: "chat.mode.auto"
        }
    }

    mutating func openModeMenu() {
        let loc = localizer
        state.menu = .modes(current: state.settings.preferences.mode ?? 0) { loc(Self.modeKey($0)) }
    }
}
