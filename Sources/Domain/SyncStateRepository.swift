import Foundation

/// Sync bookkeeping per owner (protocol.md §11): throttle markers and deletions still owed to
/// the server.
public protocol SyncStateRepository: Sendable {
    /// When `scope` ("conversations", "messages:<id>") last synced for `owner`.
    func syncedAt(scope: String, owner: Owner) throws -> Date?
    func setSyncedAt(_ date: Date, scope: String, owner: Owner) throws
    /// Server keys (or `*` for delete-all) whose DELETE has not succeeded yet (protocol.md §11.4).
    func pendingDeletions(owner: Owner) throws -> [String]
    func addPendingDeletion(_ target: String, at date: Date, owner: Owner) throws
    func removePendingDeletion(_ target: String, owner: Owner) throws
    /// Logout with "delete local history": every conversation, message, marker and pending
    /// deletion of `owner` (protocol.md §10.5).
    func deleteEverything(owner: Owner) throws
}
