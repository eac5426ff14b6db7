import Domain
import Input

/// The History tab in the router (ux.md §4): inputs go to `HistoryViewModel.step`; what its
/// steps ask across screens (open a conversation in Chat, a confirmation, the export dialog)
/// is applied here.
extension Coordinator {
    /// Runs a History input and applies its step; nil for a search-field key it does not take.
    mutating func history(_ input: HistoryViewModel.Input, now: Double) -> [Effect]? {
        let context = HistoryViewModel.Context(geometry: HistoryGeometry(width: state.width, height: state.height),
                                               now: now, syncs: state.syncsWithAccount,
                                               onScreen: state.tab == .history, keyMap: keyMap)
        guard let step = state.history.step(input, context) else { return nil }
        if let n = step.notice { toast(localizer.string(n.key, arguments: n.args), code: n.code, isError: n.isError, now: now) }
        let effects = step.effects.map(Effect.history)
        switch step.outcome {
        case .ignored, .effects:
            return effects
        case .open(let id, let anchor):
            return openConversation(id, anchor: anchor, now: now)
        case .confirmDelete(let id, let title):
            state.dialog = DialogState(kind: .deleteConversation(id: id, title: title ?? localizer("chat.newConversation")))
        case .confirmDeleteAll(let count):
            state.dialog = DialogState(kind: .deleteAllConversations(count: count, signedIn: state.syncsWithAccount))
        case .export(let id, let title):
            openExportDialog(.history(conversationId: id), title: title)
        case .newChat:
            state.tab = .chat
            return performChat(.newChat, now: now)
        case .reloadAndSync:
            return effects + listSync(force: true, announce: true)
        }
        return effects
    }

    /// A History input that always has a result.
    mutating func historyWork(_ input: HistoryViewModel.Input, now: Double) -> [Effect] {
        history(input, now: now) ?? []
    }

    mutating func performHistory(_ action: Action, now: Double) -> [Effect] {
        guard let command = HistoryViewModel.Command(action) else { return [] }
        return historyWork(.command(command), now: now)
    }

    /// The History tab was shown (or the app started on it): its rows again, since chats may
    /// have changed them.
    mutating func historyEntered(now: Double) -> [Effect] {
        historyWork(.reload(now: now), now: now) + listSync(force: false)
    }

    /// The terminal changed size: on History, the preview pane may appear, more rows may fit,
    /// and a first load may still be due.
    mutating func historyResized(now: Double) -> [Effect] {
        guard state.tab == .history else { return [] }
        if state.history.phase == .idle { return historyEntered(now: now) }
        return historyWork(.refresh, now: now)
    }

    /// Opens a conversation in Chat (ux.md §4.2), scrolled to its end or, for a search result,
    /// to the first matching message. An answer being written elsewhere is stopped first, after
    /// asking.
    mutating func openConversation(_ id: String, anchor: String?, now: Double) -> [Effect] {
        let query = anchor == nil ? nil : state.history.shownQuery
        if state.chat.conversation?.id == id {
            state.tab = .chat
            if let anchor { state.chat.scroll = .anchored(messageId: anchor, row: 0) } else { state.chat.scrollToBottom() }
            state.chat.highlight = query
            state.chat.focusComposer()
            return []
        }
        if state.chat.isStreaming {
            state.dialog = DialogState(kind: .stopToOpenConversation(id: id, anchorMessageId: anchor))
            return []
        }
        state.tab = .chat
        state.chat.beginLoading(at: now)
        state.history.openAnchor = anchor.map { HistoryViewModel.Anchor(conversationId: id, messageId: $0, query: query) }
        return [.chat(.loadConversation(id: id))]
    }

    /// Chat loaded a conversation opened from a search result: scroll to the match.
    mutating func historyConversationLoaded(_ id: String) {
        guard let a = state.history.openAnchor else { return }
        state.history.openAnchor = nil
        if a.conversationId == id {
            state.chat.scroll = .anchored(messageId: a.messageId, row: 0)
            state.chat.highlight = a.query
        }
    }

    /// A History dialog's button; nil for the dialogs of other screens.
    mutating func chooseHistory(_ choice: DialogState.Choice, in kind: DialogState.Kind, now: Double) -> [Effect]? {
        switch (choice, kind) {
        case (.deleteConversation, .deleteConversation(let id, _)):
            let effects = leaveDeletedConversation(id == state.chat.conversation?.id, now: now)
            return effects + historyWork(.remove(conversationId: id, remote: state.syncsWithAccount), now: now)
        case (.deleteAllConversations, .deleteAllConversations):
            let effects = leaveDeletedConversation(state.chat.conversation != nil, now: now)
            return effects + historyWork(.removeAll(remote: state.syncsWithAccount), now: now)
        case (.stopAndContinue, .stopToOpenConversation(let id, let anchor)):
            let stopped = chat(now) { $0.stop($1) }
            return stopped + openConversation(id, anchor: anchor, now: now)
        default:
            return nil
        }
    }

    /// The conversation open in Chat is being deleted: Chat shows a new one. An answer being
    /// written into it is stopped first, so its last writes land before the deletion.
    private mutating func leaveDeletedConversation(_ isOpen: Bool, now: Double) -> [Effect] {
        guard isOpen else { return [] }
        let stopped = state.chat.isStreaming ? chat(now) { $0.stop($1) } : []
        state.chat.newChat(keepDraft: false)
        return stopped
    }
}
