import Domain
import Localization

/// When conversations sync with the signed-in cloud account (protocol.md §11, ux.md §4.6), and
/// what their results change on screen. Guests and the other backends never sync
/// (`syncsWithAccount` is the one rule).
extension AppState {
    /// List sync, throttled unless `force` (launch, sign-in, opening History; `r` forces).
    public func listSync(force: Bool, announce: Bool = false) -> [Effect] {
        syncsWithAccount ? [.sync(.list(force: force, announce: announce))] : []
    }

    /// A conversation was opened in Chat: its messages sync when it lives on the server too.
    public func messageSync(for c: Conversation) -> [Effect] {
        guard syncsWithAccount, !c.isLocalOnly, !c.pendingRemoteCreate, case .account = owner else { return [] }
        return [.sync(.messages(conversationId: c.id, force: false))]
    }

    /// Deletions owed to the server go out (after a delete, when the server answers again).
    public var flushDeletions: [Effect] { syncsWithAccount ? [.sync(.flushDeletions)] : [] }

    /// A sync result: its notice, then what it changes on screen. New or renamed conversations
    /// appear in History at once when it is on screen; otherwise History reloads when next shown.
    public func syncOutcomes(_ event: SyncEvent, _ localizer: Localizer) -> [AppOutcome] {
        var out: [AppOutcome] = []
        if let n = SyncNotice.of(event, openConversationId: chat.conversation?.id) {
            let text = n.count.map { localizer.plural(n.key, count: $0) } ?? localizer(n.key)
            out.append(.toast(text, code: n.code, isError: n.isError))
        }
        switch event {
        case .listSynced:
            if tab == .history, history.phase == .loaded { out.append(.history(.reload(now: nil))) }
        case .messagesSynced(let c, let list): out.append(.chat(.mergeSynced(c, list)))
        case .shareStatus, .shareFailed: out += DialogState.shareEvent(event, dialog: dialog, localizer)
        case .listSkipped, .listFailed, .deletionsDeferred, .messagesFailed: break
        }
        return out
    }
}
