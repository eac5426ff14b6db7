import Domain
import Input

/// The History route (ux.md §4): its keys, contexts and actions.
extension Coordinator {
    var historyGeometry: HistoryGeometry { HistoryGeometry(width: state.width, height: state.height) }

    /// Keys History handles before the key map: typing and editing in its search field, where
    /// letters are text, not commands (ux.md §7). Nil lets the map decide.
    mutating func handleHistoryKey(_ key: Key, now: Double) -> [Effect]? {
        guard let search = state.history.search, search.focused else { return nil }
        if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
            state.history.search?.field.insert(String(c))
            return historySearchEdited(now: now)
        }
        if keyMap.action(for: key, in: [.historySearch]) == .interrupt, !search.field.isEmpty {
            state.history.search?.field.clear()
            return historySearchEdited(now: now)
        }
        if keyMap.ownAction(for: key, in: .historySearch) != nil { return nil }
        // The composer's editing keys; ← and → move visually, as there.
        guard case .edit(let edit)? = keyMap.ownAction(for: key, in: .textField), ![.newline, .up, .down].contains(edit)
        else { return nil }
        let before = search.field.text
        state.history.search?.field.apply(edit)
        return state.history.search?.field.text == before ? [] : historySearchEdited(now: now)
    }

    /// Text pasted while the search field has the focus goes into it, on one line.
    mutating func pasteIntoHistorySearch(_ text: String, now: Double) -> [Effect]? {
        guard state.tab == .history, state.dialog == nil, state.history.search?.focused == true else { return nil }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        state.history.search?.field.insert(String(line.prefix(1_000)))
        return historySearchEdited(now: now)
    }

    /// History's focus contexts, innermost first.
    static func historyContexts(_ state: AppState) -> [KeyContext] {
        guard let search = state.history.search else { return [.history] }
        if search.focused { return [.historySearch] }
        return [.historyResults, .history]
    }

    mutating func performHistory(_ action: Action, now: Double) -> [Effect] {
        guard let command = HistoryViewModel.Command(action) else { return [] }
        switch state.history.reduce(command, geometry: historyGeometry, now: now, syncs: state.syncsWithAccount) {
        case .ignored:
            return []
        case .effects(let effects):
            return historyEffects(effects, now: now)
        case .open(let id, let anchor):
            return openConversation(id, anchor: anchor, now: now)
        case .confirmDelete(let id, let title):
            state.dialog = DialogState(kind: .deleteConversation(id: id, title: title ?? localizer("chat.newConversation")))
        case .confirmDeleteAll(let count):
            state.dialog = DialogState(kind: .deleteAllConversations(count: count, signedIn: state.syncsWithAccount))
        case .export(let id, let title):
            openExportDialog(.history(conversationId: id), title: title)
            return []
        case .newChat:
            state.tab = .chat
            return performChat(.newChat, now: now)
        case .reloadAndSync(let effects):
            return historyEffects(effects, now: now) + listSync(force: true, announce: true)
        }
        return historyEffects([], now: now)
    }

    mutating func handleHistoryEvent(_ event: HistoryEvent, now: Double) -> [Effect] {
        let effects = historyEffects(state.history.handle(event), now: now)
        switch event {
        case .deleted, .deletedAll: return effects + flushDeletions
        default: return effects
        }
    }

    /// The History tab was shown (or the app started on it): its rows again, since chats may
    /// have changed them.
    mutating func historyEntered(now: Double) -> [Effect] {
        historyEffects(state.history.reload(now: now), now: now) + listSync(force: false)
    }

    /// The terminal changed size: on History, the preview pane may appear, more rows may fit,
    /// and a first load may still be due.
    mutating func historyResized(now: Double) -> [Effect] {
        guard state.tab == .history else { return [] }
        if state.history.phase == .idle { return historyEntered(now: now) }
        return historyEffects([], now: now)
    }

    /// The wheel over the list.
    mutating func handleHistoryMouse(_ m: MouseEvent, now: Double) -> [Effect] {
        switch m.action {
        case .wheelUp: state.history.scroll(rows: -3, geometry: historyGeometry)
        case .wheelDown: state.history.scroll(rows: 3, geometry: historyGeometry)
        default: return []
        }
        return historyEffects([], now: now)
    }

    /// Wraps History's effects, adds the follow-up work (next page, preview) and turns its
    /// notice into a toast.
    mutating func historyEffects(_ effects: [HistoryEffect], now: Double) -> [Effect] {
        var all = effects
        if state.tab == .history { all += state.history.followUp(geometry: historyGeometry) }
        if let n = state.history.notice {
            var text = localizer.string(n.key, arguments: n.args)
            if let code = n.code { text += " (" + localizer("error.codeFormat", code) + ")" }
            state.toast = Toast(text: text, isError: n.isError, now: now)
            state.history.notice = nil
        }
        return all.map(Effect.history)
    }

    mutating func historySearchEdited(now: Double) -> [Effect] {
        historyEffects(state.history.searchEdited(), now: now)
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
            var effects = leaveDeletedConversation(id == state.chat.conversation?.id, now: now)
            effects += historyEffects(state.history.remove(conversationId: id, remote: state.syncsWithAccount), now: now)
            return effects
        case (.deleteAllConversations, .deleteAllConversations):
            var effects = leaveDeletedConversation(state.chat.conversation != nil, now: now)
            effects += historyEffects(state.history.removeAll(remote: state.syncsWithAccount), now: now)
            return effects
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
