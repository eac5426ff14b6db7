/// What a sync result says on the status line (ux.md §4.6, protocol.md §11): the text's key,
/// a count for plural texts, the error code to add, and whether it is an error. Sync results
/// not asked for by the user (`announce` false) say nothing, except what concerns the screen.
public struct SyncNotice: Hashable, Sendable {
    public var key: String
    public var count: Int?
    public var code: String?
    public var isError = false

    /// The notice of `event`; nil when it says nothing. `openConversationId` is Chat's.
    public static func of(_ event: SyncEvent, openConversationId: String?) -> SyncNotice? {
        switch event {
        case .listSynced(let inserted, let announce):
            guard announce else { return nil }
            return inserted > 0 ? SyncNotice(key: "history.synced", count: inserted) : SyncNotice(key: "history.updated")
        case .listSkipped(let announce):
            return announce ? SyncNotice(key: "history.updated") : nil
        case .listFailed(let error, let offline, let announce):
            guard announce else { return nil }
            if offline { return SyncNotice(key: "history.offline") }
            return SyncNotice(key: "history.syncFailed", code: error.code, isError: true)
        case .deletionsDeferred(let all):
            return SyncNotice(key: all ? "history.remoteDeleteAllDeferred" : "history.remoteDeleteDeferred")
        case .messagesFailed(let id, _):
            // The saved messages stay on screen; say so, with the catalogue's code.
            return id == openConversationId ? SyncNotice(key: "chat.warning.showingSavedMessages", code: "E-CHAT-SYNC") : nil
        case .messagesSynced, .shareStatus, .shareFailed:
            return nil
        }
    }
}
