import Domain

/// When conversations sync with the signed-in cloud account (protocol.md §11, ux.md §4.6), and
/// what their results change on screen. Guests and the other backends never sync.
extension Coordinator {
    /// List sync, throttled unless `force` (launch, sign-in, opening History; `r` forces).
    func listSync(force: Bool, announce: Bool = false) -> [Effect] {
        state.syncsWithAccount ? [.sync(.list(force: force, announce: announce))] : []
    }

    /// A conversation was opened in Chat: its messages sync when it lives on the server too.
    func messageSync(for c: Conversation) -> [Effect] {
        guard state.syncsWithAccount, !c.isLocalOnly, !c.pendingRemoteCreate, case .account = state.owner else { return [] }
        return [.sync(.messages(conversationId: c.id, force: false))]
    }

    /// Deletions owed to the server go out (after a delete, when the server answers again).
    var flushDeletions: [Effect] { state.syncsWithAccount ? [.sync(.flushDeletions)] : [] }

    mutating func handleSyncEvent(_ event: SyncEvent, now: Double) -> [Effect] {
        switch event {
        case .listSynced(let inserted, let announce):
            if announce {
                let text = inserted > 0 ? localizer.plural("history.synced", count: inserted) : localizer("history.updated")
                state.toast = Toast(text: text, now: now)
            }
            return reloadHistoryAfterSync(now: now)
        case .listSkipped(let announce):
            if announce { state.toast = Toast(text: localizer("history.updated"), now: now) }
            return []
        case .listFailed(let error, let offline, let announce):
            if announce {
                let text = offline ? localizer("history.offline")
                    : localizer("history.syncFailed") + " (" + localizer("error.codeFormat", error.code) + ")"
                state.toast = Toast(text: text, isError: !offline, now: now)
            }
            return []
        case .messagesSynced(let c, let list):
            state.chat.mergeSynced(c, list)
            return []
        case .deletionsDeferred(let all):
            state.toast = Toast(text: localizer(all ? "history.remoteDeleteAllDeferred" : "history.remoteDeleteDeferred"),
                                now: now)
            return []
        case .messagesFailed(let id, let error):
            // The saved messages stay on screen; say so, with the code (E-CHAT-SYNC).
            guard state.chat.conversation?.id == id else { return [] }
            let e = AppError(code: "E-CHAT-SYNC", messageKey: "chat.warning.showingSavedMessages", detail: error.code)
            state.toast = Toast(text: localizer(e.messageKey) + " (" + localizer("error.codeFormat", e.code) + ")", now: now)
            return []
        case .shareStatus, .shareFailed:
            handleShareEvent(event, now: now)
            return []
        }
    }

    /// New or renamed conversations appear in the list at once when it is on screen; otherwise
    /// History reloads when it is next shown.
    private mutating func reloadHistoryAfterSync(now: Double) -> [Effect] {
        guard state.tab == .history, state.history.phase == .loaded else { return [] }
        return historyEffects(state.history.reload(now: nil), now: now)
    }
}
