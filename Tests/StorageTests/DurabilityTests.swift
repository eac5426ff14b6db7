import Domain
import Foundation
import GRDB
import Testing
@testable import Storage

/// The durability rules: migrations keep data, damaged files are moved aside, newer
/// databases are refused untouched, full disks and read-only directories give clear errors.
@Suite struct DurabilityTests {
    typealias F = Fixture

    @Test func migratesFromTheFirstSchemaWithData() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("db.sqlite")
        do {
            let pool = try DatabasePool(path: url.path, configuration: SQLiteStore.configuration(busyTimeout: 5))
            try Migrations.migrator.migrate(pool, upTo: "v1-conversations-messages")
            try pool.write { db in
                try db.execute(sql: """
                    INSERT INTO conversations(id, title, created_at, updated_at, owner_id, is_local_only) VALUES
                      ('c1', 'الصيام', 1000, 5000, 'alice-uid', 1), ('c2', 'Zakat', 2000, 3000, 'alice-uid', 0);
                    INSERT INTO messages(id, conversation_id, role, content, created_at, state, sources) VALUES
                      ('m2', 'c1', 'assistant', 'answer about fasting', 3000, 'complete', '[{"title":"B","url":"https://x"}]'),
                      ('m1', 'c1', 'user', 'ما حكم الصِّيَام؟', 3000, 'complete', NULL),
                      ('m0', 'c1', 'user', 'first', 2000, 'streaming', NULL),
                      ('z1', 'c2', 'user', 'zakat on gold', 2500, 'sending', NULL);
                    """)
            }
        }
        let (store, report) = try SQLiteStore.open(at: url)
        #expect(report.recovery == RecoveryReport(questionsMarkedNotSent: 1, answersInterrupted: 1, blankAnswersDeleted: 0))
        let history = try store.conversations.history(owner: F.alice, starredOnly: false, after: nil, limit: 10)
        #expect(history.map(\.conversation.id) == ["c1", "c2"])
        // v3: only the cloud keeps conversations on a server; local ones have no known backend.
        #expect(history.map(\.conversation.backend) == [nil, "cloud"])
        // Ties on created_at keep insertion order (rowid order of the old table).
        let msgs = try store.messages.messages(conversationId: "c1", owner: F.alice, page: .all)
        #expect(msgs.map(\.id) == ["m0", "m2", "m1"])
        #expect(msgs[1].sources == [Source(title: "B", url: "https://x")])
        #expect(try store.conversations.search(SearchQuery("الصيام"), owner: F.alice, starredOnly: false, limit: 5).results.count == 1)
        #expect(try store.conversations.search(SearchQuery("gold"), owner: F.alice, starredOnly: false, limit: 5).results.first?.entry.conversation.id == "c2")
        try store.messages.append(F.message("m9", in: "c1", "new", at: 9), owner: F.alice, touch: .set)
        #expect(try store.messages.messages(conversationId: "c1", owner: F.alice, page: .last(1)).map(\.id) == ["m9"])
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func databaseFileIsPrivate() throws {
        let dir = TestStore.temporaryDirectory().appendingPathComponent("data")
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let (store, _) = try SQLiteStore.open(at: dir.appendingPathComponent("db.sqlite"))
        try store.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        for (path, mode) in [(dir.path, 0o700), (store.path, 0o600), (store.path + "-wal", 0o600)] {
            let attrs = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attrs[.posixPermissions] as? Int) == mode, "\(path)")
        }
    }

    @Test func corruptDatabaseIsMovedAsideNotDeleted() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("db.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: url)
        let now = Date(timeIntervalSince1970: 1_770_428_531)
        let (store, report) = try SQLiteStore.open(at: url, now: now)
        let moved = try #require(report.movedAsideTo)
        #expect(moved == url.path + ".corrupt-20260207T014211Z")
        #expect(FileManager.default.contents(atPath: moved) == garbage)
        try store.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func newerDatabaseIsRefusedUntouched() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("db.sqlite")
        do {
            let (store, _) = try SQLiteStore.open(at: url)
            try store.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
            try store.pool.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')") }
        }
        let before = FileManager.default.contents(atPath: url.path)
        #expect(throws: StorageError.newerVersion(path: url.path)) { try SQLiteStore.open(at: url) }
        #expect(FileManager.default.contents(atPath: url.path) == before)
        #expect(StorageError.newerVersion(path: url.path).appError.code == "E-DB-001")
        #expect(StorageError.newerVersion(path: url.path).appError.messageKey == "error.storageNewerVersion")
    }

    @Test func fullDiskIsAClearErrorAndKeepsWhatWasStored() throws {
        let s = try TestStore(.sqlite)
        let store = try #require(s.sqlite)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        try s.messages.append(F.message("m1", in: "c1", "kept question", at: 1), owner: F.alice, touch: .set)
        // max_page_count makes SQLite answer SQLITE_FULL exactly as a full disk does.
        try store.pool.barrierWriteWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages)")
        }
        let big = String(repeating: "نص طويل ", count: 20_000)
        let error = #expect(throws: AppError.self) {
            try s.messages.append(F.message("m2", in: "c1", big, at: 2), owner: F.alice, touch: .set)
        }
        #expect(error?.code == "E-DB-001")
        #expect(error?.messageKey == "error.storageFull")
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .all).map(\.content) == ["kept question"])
        #expect(try store.integrityCheck() == "ok")
    }

    @Test(.enabled(if: getuid() != 0, "root ignores directory permissions"))
    func readOnlyDirectoryIsAClearError() throws {
        let dir = TestStore.temporaryDirectory()
        defer {
            chmod(dir.path, 0o700)
            try? FileManager.default.removeItem(at: dir)
        }
        chmod(dir.path, 0o500)
        let url = dir.appendingPathComponent("db.sqlite")
        #expect(throws: StorageError.readOnly(path: url.path)) { try SQLiteStore.open(at: url) }
        #expect(StorageError.readOnly(path: url.path).appError.messageKey == "error.storageReadOnly")
    }
}

extension DurabilityTests {
    @Test func batchInsertKeepsOrderAndIndex() throws {
        let s = try TestStore(.sqlite)
        let store = try #require(s.sqlite)
        try s.conversations.create(F.conversation("first", F.alice, at: 0), owner: F.alice)
        let items = (0..<3).map { c in
            (F.conversation("b\(c)", F.alice, at: 10 + c, title: "Batch \(c)"),
             (0..<4).map { F.message("b\(c)-m\($0)", in: "b\(c)", "نص الرسالة \($0) batch", at: 10 + c) })
        }
        try store.insertBatch(items, owner: F.alice)
        #expect(try s.conversations.history(owner: F.alice, starredOnly: false, after: nil, limit: 10).map(\.conversation.id)
                == ["b2", "b1", "b0", "first"])
        #expect(try s.messages.messages(conversationId: "b1", owner: F.alice, page: .all).map(\.id) == (0..<4).map { "b1-m\($0)" })
        try s.messages.append(F.message("later", in: "b1", "x", at: 99), owner: F.alice, touch: .set)
        #expect(try s.messages.messages(conversationId: "b1", owner: F.alice, page: .last(1)).map(\.id) == ["later"])
        #expect(try s.conversations.search(SearchQuery("الرساله"), owner: F.alice, starredOnly: false, limit: 10).totalMatches == 3)
    }
}

extension DurabilityTests {
    @Test func recoveryLeavesAnotherLiveProcessesStreamAlone() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("db.sqlite")
        let (first, firstReport) = try SQLiteStore.open(at: url)
        #expect(firstReport.recovery == RecoveryReport())
        try first.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        try first.messages.append(F.message("a", in: "c1", .assistant, "live text", at: 2, state: .streaming), owner: F.alice, touch: .set)
        // A second window opens the same database while the first is streaming.
        let (second, secondReport) = try SQLiteStore.open(at: url)
        #expect(secondReport.recovery == nil)
        #expect(try second.messages.message(id: "a", owner: F.alice)?.state == .streaming)
        _ = first
    }
}

extension DurabilityTests {
    @Test func sqliteAndFileErrorsMapToClearMessages() {
        #expect(StorageError.classify(DatabaseError(resultCode: .SQLITE_FULL), path: "/d") == .diskFull)
        #expect(StorageError.classify(DatabaseError(resultCode: .SQLITE_READONLY), path: "/d") == .readOnly(path: "/d"))
        #expect(StorageError.classify(DatabaseError(resultCode: .SQLITE_CANTOPEN), path: "/d") == .readOnly(path: "/d"))
        #expect(AtomicFile.failure(ENOSPC, "/f") == .diskFull)
        #expect(AtomicFile.failure(EROFS, "/f") == .readOnly(path: "/f"))
        #expect(AtomicFile.failure(EACCES, "/f") == .readOnly(path: "/f"))
        #expect(StorageError.diskFull.appError.code == "E-DB-001")
        #expect(StorageError.failed("x").appError == AppError.storage("x"))
    }

    @Test func writingThroughAReadOnlyConnectionIsAReadOnlyError() throws {
        let s = try TestStore(.sqlite)
        let store = try #require(s.sqlite)
        var config = SQLiteStore.configuration(busyTimeout: 1)
        config.readonly = true
        let readOnly = try DatabaseQueue(path: store.path, configuration: config)
        let error = #expect(throws: DatabaseError.self) {
            try readOnly.writeWithoutTransaction { try $0.execute(sql: "DELETE FROM conversations") }
        }
        #expect(error.map { StorageError.classify($0, path: store.path) } == .readOnly(path: store.path))
    }
}
