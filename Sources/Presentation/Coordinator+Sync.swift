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
        if let n = SyncNotice.of(event, openConversationId: state.chat.conversation?.id) {
            let text = n.count.map { localizer.plural(n.key, count: $0) } ?? localizer(n.key)
            toast(text, code: n.code, isError: n.isError, now: now)
        }
        switch event {
        case .listSynced: return reloadHistoryAfterSync(now: now)
        case .messagesSynced(let c, let list): state.chat.mergeSynced(c, list)
        case .shareStatus, .shareFailed: handleShareEvent(event, now: now)
        case .listSkipped, .listFailed, .deletionsDeferred, .messagesFailed: break
        }
        return []
    }

    /// New or renamed conversations appear in the list at once when it is on screen; otherwise
    /// History reloads when it is next shown.
    private mutating func reloadHistoryAfterSync(now: Double) -> [Effect] {
        guard state.tab == .history, state.history.phase == .loaded else { return [] }
        return historyWork(.reload(now: nil), now: now)
    }
}
