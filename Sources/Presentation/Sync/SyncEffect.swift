import Domain

/// Conversation sync with the signed-in account on the cloud (protocol.md §11);
/// `SyncEffectRunner` in App performs it, one piece of work at a time, in order.
public enum SyncEffect: Hashable, Sendable {
    /// List sync (protocol.md §11.2), after the deletions still owed to the server. `force` bypasses the
    /// five-minute throttle (an explicit refresh); `announce` reports the result as a toast.
    case list(force: Bool, announce: Bool)
    /// Message sync of a conversation just opened (protocol.md §11.3).
    case messages(conversationId: String, force: Bool)
    /// Sends the deletions recorded in `pending_deletions` (protocol.md §11.4), e.g. right after a
    /// confirmed delete, or when the server answers again.
    case flushDeletions
    /// `GET /api/conversations/{serverKey}/share` for the share dialog (protocol.md §11.5).
    case shareStatus(conversationId: String, serverKey: String)
    /// `PUT …/share {"is_shared": …}`.
    case setShared(conversationId: String, serverKey: String, shared: Bool)
}

/// Results of sync work, fed back through the event queue.
public enum SyncEvent: Hashable, Sendable {
    /// The list merged: `inserted` conversations are new here.
    case listSynced(inserted: Int, announce: Bool)
    /// Throttled, or not eligible any more: nothing was asked of the server.
    case listSkipped(announce: Bool)
    /// The server could not be asked or refused; `offline` for a connection failure.
    case listFailed(AppError, offline: Bool, announce: Bool)
    /// A conversation's messages merged and something changed: what the store now holds.
    case messagesSynced(Conversation, [Message])
    /// A conversation's messages could not be synced (not a throttled skip); the saved ones stay.
    case messagesFailed(conversationId: String, AppError)
    /// Deletions the server could not take yet; they are retried later. `all` for delete-all.
    case deletionsDeferred(all: Bool)
    /// The server's share status, with the canonical link (protocol.md §12.3) while shared.
    case shareStatus(conversationId: String, shared: Bool, url: String?)
    /// Reading (`revertTo` nil) or changing the share status failed; a change goes back.
    case shareFailed(conversationId: String, AppError, revertTo: Bool?)
}
