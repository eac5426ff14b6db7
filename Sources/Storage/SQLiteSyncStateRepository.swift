import Domain
import Foundation
import GRDB

/// Sync markers and pending deletions in SQLite.
public struct SQLiteSyncStateRepository: SyncStateRepository {
    let db: SQLiteAccess

    public func syncedAt(scope: String, owner: Owner) throws -> Date? {
        try db.read { db in
            try Int64.fetchOne(db, sql: "SELECT synced_at FROM sync_markers WHERE owner_id = ? AND scope = ?",
                               arguments: [owner.id, scope]).map(RowMapping.date)
        }
    }

    public func setSyncedAt(_ date: Date, scope: String, owner: Owner) throws {
        try db.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO sync_markers(owner_id, scope, synced_at) VALUES (?, ?, ?)",
                           arguments: [owner.id, scope, RowMapping.millis(date)])
        }
    }

    public func pendingDeletions(owner: Owner) throws -> [String] {
        try db.read { db in
            try String.fetchAll(db, sql: "SELECT target FROM pending_deletions WHERE owner_id = ? ORDER BY created_at, target",
                                arguments: [owner.id])
        }
    }

    public func addPendingDeletion(_ target: String, at date: Date, owner: Owner) throws {
        try db.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO pending_deletions(owner_id, target, created_at) VALUES (?, ?, ?)",
                           arguments: [owner.id, target, RowMapping.millis(date)])
        }
    }

    public func removePendingDeletion(_ target: String, owner: Owner) throws {
        try db.write { db in
            try db.execute(sql: "DELETE FROM pending_deletions WHERE owner_id = ? AND target = ?", arguments: [owner.id, target])
        }
    }

    public func deleteEverything(owner: Owner) throws {
        try db.write { db in
            for table in ["conversations", "sync_markers", "pending_deletions"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE owner_id = ?", arguments: [owner.id])
            }
        }
    }
}
