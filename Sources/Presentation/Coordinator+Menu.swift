import Domain
import Input

/// Menus of the chat (ux.md §3.10): built from the view model's state, closed by Esc, driven
/// by ↑/↓ and Enter; the items' own keys keep working while a menu is open.
extension Coordinator {
    /// Keys while a menu is open; nil when none is.
    mutating func handleMenuKey(_ key: Key, now: Double) -> [Effect]? {
        guard var menu = state.menu else { return nil }
        switch key {
        case Key(.escape), .ctrl("c"):
            state.menu = nil
        case Key(.up), .char("k"):
            menu.move(-1)
            state.menu = menu
        case Key(.down), .char("j"):
            menu.move(1)
            state.menu = menu
        case Key(.enter):
            state.menu = nil
            guard menu.items.indices.contains(menu.focused) else { return [] }
            let item = menu.items[menu.focused]
            if !item.enabled {
                if let reason = item.reasonKey { state.toast = Toast(text: localizer(reason), now: now) }
                return []
            }
            return perform(item.action, now: now)
        default:
            // A direct key (y, r, 1–9…) closes the menu and acts as it would without it.
            state.menu = nil
            return nil
        }
        return []
    }

    /// The menu of one message: copy, its sources, regenerate or retry, edit, reasoning.
    mutating func openMessageMenu(_ id: String) {
        guard let i = state.chat.index(of: id) else { return }
        let m = state.chat.messages[i]
        var items: [MenuState.Item] = [MenuState.Item("menu.copy", key: "y", action: .copyMessage)]
        if m.role == .assistant {
            let sources = m.sources
            items.append(MenuState.Item("menu.openSource", key: "o", action: .sourcesMenu, enabled: !sources.isEmpty))
            let retryable: Bool
            if case .incomplete = m.state { retryable = true } else { retryable = false }
            items.append(MenuState.Item(m.state == .incomplete(.failed) ? "menu.retry" : "menu.regenerate", key: "r",
                                        action: .retryMessage, enabled: retryable && !state.chat.isStreaming))
            let shown = state.chat.expandedReasoning.contains(id)
            items.append(MenuState.Item(shown ? "menu.hideReasoning" : "menu.showReasoning", key: "t",
                                        action: .toggleMessageReasoning, enabled: m.message.reasoning != nil))
        } else {
            items.append(MenuState.Item("menu.retry", key: "r", action: .retryMessage,
                                        enabled: m.state == .notSent && !state.chat.isStreaming))
            items.append(MenuState.Item("menu.edit", key: "e", action: .editMessage))
        }
        state.menu = MenuState(titleKey: "menu.message.title", items: items)
    }

    /// `o`: the focused answer's sources, each opening its link.
    mutating func openSourcesMenu() {
        guard let m = state.chat.focusedMessage else { return }
        let items = m.sources.enumerated().map { i, s in
            MenuState.Item("", title: s.title, key: i < 9 ? String(i + 1) : "", action: .openSource(i + 1))
        }
        guard !items.isEmpty else { return }
        state.menu = MenuState(titleKey: "menu.sources.title", items: items)
    }

    /// Alt+M or F9: the chat menu. Signed in on the cloud it also offers the answer mode, whose
    /// current value is read from the server the first time.
    mutating func openChatMenu() -> [Effect] {
        let hasAnswer = state.chat.lastAnswer != nil
        let reasoning = state.chat.lastAnswer?.message.reasoning != nil
        let shown = state.chat.lastAnswer.map { state.chat.expandedReasoning.contains($0.id) } ?? false
        let hasIncomplete = state.chat.messages.contains {
            if case .incomplete = $0.state { return true }
            return $0.state == .notSent
        }
        state.menu = MenuState(titleKey: "menu.chat.title", items: [
            MenuState.Item("menu.newChat", key: "Ctrl+N", action: .newChat),
            MenuState.Item("menu.copyLastAnswer", key: "Alt+C", action: .copyAnswer, enabled: hasAnswer),
            MenuState.Item("menu.export", key: "Alt+E", action: .exportChat, enabled: !state.chat.messages.isEmpty),
            // Dim with its reason when sharing does not apply; choosing it says why (ux.md §3.10).
            MenuState.Item("menu.share", key: "", action: .shareChat,
                           enabled: shareUnavailableKey == nil, reasonKey: shareUnavailableKey),
            MenuState.Item("menu.regenerateLast", key: "Ctrl+R", action: .retry,
                           enabled: hasIncomplete && !state.chat.isStreaming),
            MenuState.Item(shown ? "menu.hideReasoning" : "menu.showReasoning", key: "Alt+T",
                           action: .toggleReasoning, enabled: reasoning),
            MenuState.Item("menu.deleteConversation", key: "", action: .deleteChat,
                           enabled: state.chat.conversation != nil && !state.chat.isStreaming),
        ])
        guard state.syncsWithAccount, case .signedIn(let id, _, _) = state.account else { return [] }
        let loaded = state.settings.preferencesPhase == .loaded(id)
        let mode = localizer("menu.mode", localizer(Self.modeKey(state.settings.preferences.mode ?? 0)))
        let item = MenuState.Item("", title: loaded ? mode : localizer("menu.mode.unknown"), key: "", action: .modeMenu,
                                  enabled: loaded, reasonKey: "menu.mode.loading")
        state.menu?.items.insert(item, at: 5)
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

    /// The answer modes, the current one marked.
    mutating func openModeMenu() {
        let current = state.settings.preferences.mode ?? 0
        state.menu = MenuState(titleKey: "menu.mode.title", items: (0...2).map { m in
            MenuState.Item("", title: (m == current ? "✓ " : "  ") + localizer(Self.modeKey(m)), key: "",
                           action: .chooseMode(m))
        })
        state.menu?.focused = current
    }
}
