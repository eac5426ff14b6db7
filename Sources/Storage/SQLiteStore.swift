import Domain
import Foundation
import GRDB

/// The live conversation store: one SQLite file opened as a GRDB `DatabasePool` (WAL, foreign
/// keys, busy timeout), migrated, and recovered after a crash.
public final class SQLiteStore: Sendable {
    /// What opening had to do, for the app to tell the user.
    public struct OpenReport: Hashable, Sendable {
        /// Where a damaged database was moved (never deleted); nil when none was.
        public var movedAsideTo: String?
        /// Startup recovery; nil when another app process has the database open (its answers
        /// may still be streaming).
        public var recovery: RecoveryReport?
    }

    public let path: String
    let pool: DatabasePool
    /// Held for the life of the store; tells other processes we are running.
    let instanceLock: InstanceLock?
    public let conversations: SQLiteConversationRepository
    public let messages: SQLiteMessageRepository
    public let syncState: SQLiteSyncStateRepository

    init(path: String, pool: DatabasePool, instanceLock: InstanceLock?) {
        self.path = path
        self.pool = pool
        self.instanceLock = instanceLock
        conversations = SQLiteConversationRepository(db: SQLiteAccess(pool: pool, path: path))
        messages = SQLiteMessageRepository(db: SQLiteAccess(pool: pool, path: path))
        syncState = SQLiteSyncStateRepository(db: SQLiteAccess(pool: pool, path: path))
    }

    /// Opens (creating if needed) the database at `url`. A file SQLite can't read as a database
    /// is moved aside as `<name>.corrupt-<timestamp>` and a fresh one is created; a database
    /// from a newer app version is refused without being changed.
    public static func open(at url: URL, now: Date = Date(), busyTimeout: TimeInterval = 15) throws(StorageError) -> (SQLiteStore, OpenReport) {
        let path = url.path
        var movedAside: String?
        do {
            try prepareFile(url)
        } catch {
            throw StorageError.classify(error, path: url.deletingLastPathComponent().path)
        }
        let pool: DatabasePool
        do {
            pool = try openAndMigrate(path: path, busyTimeout: busyTimeout)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT {
            do {
                movedAside = try moveAside(url, now: now)
                try prepareFile(url)
                pool = try openAndMigrate(path: path, busyTimeout: busyTimeout)
            } catch {
                throw StorageError.classify(error, path: path)
            }
        } catch {
            throw StorageError.classify(error, path: path)
        }
        let lock = InstanceLock(path: path + ".instances")
        let store = SQLiteStore(path: path, pool: pool, instanceLock: lock)
        var recovery: RecoveryReport?
        if lock?.isSoleInstance ?? true {
            do {
                recovery = try store.messages.recoverAfterCrash()
            } catch let e as AppError {
                throw .failed(e.detail ?? e.code)
            } catch {
                throw .failed(String(describing: error))
            }
        }
        return (store, OpenReport(movedAsideTo: movedAside, recovery: recovery))
    }

    static func configuration(busyTimeout: TimeInterval) -> Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        // Two app processes wait for each other's short write transactions instead of failing.
        config.busyMode = .timeout(busyTimeout)
        config.prepareDatabase { db in
            db.add(function: SearchText.function)
        }
        return config
    }

    static func openAndMigrate(path: String, busyTimeout: TimeInterval) throws -> DatabasePool {
        // Two processes opening one file at once are serialised for the whole open, not just
        // the migration: switching a new file to WAL upgrades a read lock to an exclusive
        // one, and when the other process is doing the same SQLite refuses one of them at once
        // (SQLITE_BUSY, deadlock avoidance) instead of waiting on the busy timeout — so two
        // windows started together failed with "database is locked". Once the file is in WAL
        // mode, writes only wait on busy_timeout.
        try InstanceLock.exclusively(path: path + ".migration-lock") {
            let migrator = Migrations.migrator
            // The version check uses a read-only connection: closing the pool would checkpoint
            // the WAL into a file we must leave exactly as it is.
            if (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 > 0 {
                var readOnly = configuration(busyTimeout: busyTimeout)
                readOnly.readonly = true
                let probe = try DatabaseQueue(path: path, configuration: readOnly)
                let superseded = try probe.read { try migrator.hasBeenSuperseded($0) }
                try probe.close()
                if superseded { throw StorageError.newerVersion(path: path) }
            }
            let pool = try DatabasePool(path: path, configuration: configuration(busyTimeout: busyTimeout))
            try migrator.migrate(pool)
            try pool.write(SearchIndex.ensureCurrent)
            // Makes SQLite read the main tables' first pages, so a damaged file fails here,
            // where it can be moved aside, rather than on the first query (a full check would
            // cost seconds).
            _ = try pool.read { db in
                try Int.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM conversations) + EXISTS (SELECT 1 FROM messages)")
            }
            return pool
        }
    }

    /// The data directory is 0700 and the database file 0600 (protocol.md §10.5); SQLite gives the -wal and
    /// -shm files the database file's mode.
    static func prepareFile(_ url: URL) throws {
        let dir = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let fd = Foundation.open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        if fd < 0 {
            if errno == ENOSPC { throw CocoaError(.fileWriteOutOfSpace) }
            throw StorageError.readOnly(path: url.path)
        }
        close(fd)
    }

    /// Renames the database and its -wal/-shm companions so the moved copy still opens with
    /// its last committed transactions.
    static func moveAside(_ url: URL, now: Date) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        var target = url.path + ".corrupt-" + formatter.string(from: now)
        var n = 1
        while FileManager.default.fileExists(atPath: target) {
            n += 1
            target = url.path + ".corrupt-" + formatter.string(from: now) + "-\(n)"
        }
        try FileManager.default.moveItem(atPath: url.path, toPath: target)
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: url.path + suffix) {
            try FileManager.default.moveItem(atPath: url.path + suffix, toPath: target + suffix)
        }
        return target
    }

    /// `PRAGMA integrity_check`'s verdict ("ok" when sound).
    public func integrityCheck() throws -> String {
        try pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "\n") }
    }
}

extension SQLiteStore {
    /// Stores many conversations with their messages in one transaction (imports, fixtures):
    /// one commit instead of one per row.
    public func insertBatch(_ items: [(Conversation, [Message])], owner: Owner) throws {
        try SQLiteAccess(pool: pool, path: path).write { db in
            var nextConversation = (try Int64.fetchOne(db, sql: "SELECT max(seq) FROM conversations") ?? 0) + 1
            let insertConversation = try db.cachedStatement(sql: """
                INSERT INTO conversations(id, thread_id, title, title_origin, created_at, updated_at,
                  conversation_type, is_local_only, pending_remote_create, owner_id, is_starred, seq)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertMessage = try db.cachedStatement(sql: """
                INSERT INTO messages(id, conversation_id, role, content, created_at, sources, reasoning, state,
                  last_error_code, server_id, detected_language, is_fact_check, seq)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for (c, messages) in items {
                guard messages.count < SQLiteMessageRepository.seqMask else { throw StorageError.failed("conversation \(c.id) is too long") }
                try insertConversation.execute(arguments: [
                    c.id, c.threadId, c.title.trimmingCharacters(in: .whitespacesAndNewlines), c.titleOrigin.rawValue,
                    RowMapping.millis(c.createdAt), RowMapping.millis(c.updatedAt), c.conversationType.rawValue,
                    c.isLocalOnly, c.pendingRemoteCreate, owner.id, c.isStarred, nextConversation])
                for (i, m) in messages.enumerated() {
                    try insertMessage.execute(arguments: RowMapping.messageArguments(m) + [(nextConversation << 20) + Int64(i + 1)])
                }
                nextConversation += 1
            }
        }
    }
}
