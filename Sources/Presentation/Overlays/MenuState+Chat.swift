import Domain
import Localization

/// The chat's menus (ux.md §3.10), built from the chat as it stands: each item is dim when it
/// does not apply, with its direct key beside it.
extension MenuState {
    /// The menu of one message: copy, its sources, regenerate or retry, edit, reasoning.
    public static func message(_ m: ChatMessage, in chat: ChatViewModel) -> MenuState {
        var items: [Item] = [Item("menu.copy", key: "y", action: .copyMessage)]
        if m.role == .assistant {
            items.append(Item("menu.openSource", key: "o", action: .sourcesMenu, enabled: !m.sources.isEmpty))
            let retryable: Bool
            if case .incomplete = m.state { retryable = true } else { retryable = false }
            items.append(Item(m.state == .incomplete(.failed) ? "menu.retry" : "menu.regenerate", key: "r",
                              action: .retryMessage, enabled: retryable && !chat.isStreaming))
            let shown = chat.expandedReasoning.contains(m.id)
            items.append(Item(shown ? "menu.hideReasoning" : "menu.showReasoning", key: "t",
                              action: .toggleMessageReasoning, enabled: m.message.reasoning != nil))
        } else {
            items.append(Item("menu.retry", key: "r", action: .retryMessage,
                              enabled: m.state == .notSent && !chat.isStreaming))
            items.append(Item("menu.edit", key: "e", action: .editMessage))
        }
        return MenuState(titleKey: "menu.message.title", items: items)
    }

    /// `o`: an answer's sources, each opening its link; nil when it has none.
    public static func sources(of m: ChatMessage) -> MenuState? {
        let items = m.sources.enumerated().map { i, s in
            Item("", title: s.title, key: i < 9 ? String(i + 1) : "", action: .openSource(i + 1))
        }
        return items.isEmpty ? nil : MenuState(titleKey: "menu.sources.title", items: items)
    }

    /// Alt+M or F9: the chat menu; `shareUnavailableKey` says why sharing does not apply.
    public static func chat(_ chat: ChatViewModel, shareUnavailableKey: String?) -> MenuState {
        let hasAnswer = chat.lastAnswer != nil
        let reasoning = chat.lastAnswer?.message.reasoning != nil
        let shown = chat.lastAnswer.map { chat.expandedReasoning.contains($0.id) } ?? false
        let hasIncomplete = chat.messages.contains {
            if case .incomplete = $0.state { return true }
            return $0.state == .notSent
        }
        return MenuState(titleKey: "menu.chat.title", items: [
            Item("menu.newChat", key: "Ctrl+N", action: .newChat),
            Item("menu.copyLastAnswer", key: "Alt+C", action: .copyAnswer, enabled: hasAnswer),
            Item("menu.export", key: "Alt+E", action: .exportChat, enabled: !chat.messages.isEmpty),
            // Dim with its reason when sharing does not apply; choosing it says why (ux.md §3.10).
            Item("menu.share", key: "", action: .shareChat, enabled: shareUnavailableKey == nil,
                 reasonKey: shareUnavailableKey),
            Item("menu.regenerateLast", key: "Ctrl+R", action: .retry, enabled: hasIncomplete && !chat.isStreaming),
            Item(shown ? "menu.hideReasoning" : "menu.showReasoning", key: "Alt+T", action: .toggleReasoning,
                 enabled: reasoning),
            Item("menu.deleteConversation", key: "", action: .deleteChat,
                 enabled: chat.conversation != nil && !chat.isStreaming),
        ])
    }

    /// Where the answer-mode item goes in the chat menu (after Regenerate).
    static let modeItemIndex = 5

    /// The chat menu over the app as it stands: voice input's item second when it is offered,
    /// and, signed in on the cloud, the answer mode (dim until the preferences are read).
    public static func chat(over app: AppState, voiceItem: Item?, localizer: Localizer) -> MenuState {
        var menu = chat(app.chat, shareUnavailableKey: ShareSummary.unavailableKey(app))
        if let voiceItem { menu.items.insert(voiceItem, at: 1) }
        guard app.syncsWithAccount, case .signedIn(let id, _, _) = app.account else { return menu }
        let loaded = app.settings.preferencesPhase == .loaded(id)
        let mode = localizer("menu.mode", localizer(modeKey(app.settings.preferences.mode ?? 0)))
        let item = Item("", title: loaded ? mode : localizer("menu.mode.unknown"), key: "", action: .modeMenu,
                        enabled: loaded, reasonKey: "menu.mode.loading")
        menu.items.insert(item, at: modeItemIndex + (voiceItem == nil ? 0 : 1))
        return menu
    }

    /// The string key of an answer mode's name.
    public static func modeKey(_ mode: Int) -> String {
        switch mode {
        case 1: "chat.mode.research"
        case 2: "chat.mode.factCheck"
        default: "chat.mode.auto"
        }
    }

    /// The answer modes, the current one marked and focused; `label` names a mode.
    public static func modes(current: Int, label: (Int) -> String) -> MenuState {
        var menu = MenuState(titleKey: "menu.mode.title", items: (0...2).map { m in
            Item("", title: (m == current ? "✓ " : "  ") + label(m), key: "", action: .chooseMode(m))
        })
        menu.focused = current
        return menu
    }
}
