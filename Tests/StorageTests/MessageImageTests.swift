import Domain
import Foundation
import GRDB
import Testing
@testable import Storage

/// A fact-check question keeps its image (≤ 200 KB), the detected language and its flag, and
/// makes its conversation a fact-check; a database from before the image columns (v3) opens
/// with its rows intact and takes images from then on. The in-memory store agrees.
@Suite struct MessageImageTests {
    typealias F = Fixture

    static func factCheck(_ id: String, in c: String, at t: Int) -> Message {
        var m = F.message(id, in: c, "«إنما الأعمال بالنيات»", at: t)
        m.isFactCheck = true
        m.detectedLanguage = "ar"
        m.image = MessageImage(data: Data((0..<150_000).map { UInt8(truncatingIfNeeded: $0) }), name: "صفحة 1.png",
                               url: "https://example.test/img/1.jpg")
        return m
    }

    @Test func aV3DatabaseOpensAndKeepsImagesAfterwards() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("db.sqlite")
        do {
            let pool = try DatabasePool(path: url.path, configuration: SQLiteStore.configuration(busyTimeout: 5))
            try Migrations.migrator.migrate(pool, upTo: "v3-conversation-backend")
            try pool.write { db in
                try db.execute(sql: """
                    INSERT INTO conversations(id, title, created_at, updated_at, owner_id, is_local_only, seq) VALUES
                      ('c1', 'old', 1000, 5000, 'alice-uid', 1, 1);
                    INSERT INTO messages(id, conversation_id, role, content, created_at, state, is_fact_check, seq) VALUES
                      ('m1', 'c1', 'user', 'an old question', 3000, 'complete', 0, 1048577);
                    """)
            }
        }
        let (store, _) = try SQLiteStore.open(at: url)
        let old = try store.messages.messages(conversationId: "c1", owner: F.alice, page: .all)
        #expect(old.map(\.content) == ["an old question"] && old[0].image == nil && !old[0].isFactCheck)
        let history = try store.conversations.history(owner: F.alice, starredOnly: false, after: nil, limit: 5)
        #expect(history.first?.conversation.conversationType == .regular)
        let m = Self.factCheck("m2", in: "c1", at: 9)
        try store.messages.append(m, owner: F.alice, touch: .set)
        let back = try #require(try store.messages.message(id: "m2", owner: F.alice))
        #expect(back.image == m.image && back.isFactCheck && back.detectedLanguage == "ar")
        // The conversation is a fact-check once a fact-check question is saved in it.
        let after = try store.conversations.conversation(id: "c1", owner: F.alice)
        #expect(after?.conversationType == .factCheck)
        // An update keeps the image.
        var sent = back
        sent.state = .complete
        try store.messages.update(sent, owner: F.alice, touch: .none)
        #expect(try store.messages.message(id: "m2", owner: F.alice)?.image == m.image)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func aDatabaseThatHadV5FirstGetsV4() throws {
        // main's v5 (search prefixes) may have run before this branch's v4: it runs afterwards.
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("db.sqlite")
        do {
            let pool = try DatabasePool(path: url.path, configuration: SQLiteStore.configuration(busyTimeout: 5))
            var without = DatabaseMigrator()
            without.registerMigration("v1-conversations-messages", migrate: Migrations.v1)
            without.registerMigration("v2-starred-order-search", migrate: Migrations.v2)
            without.registerMigration("v3-conversation-backend", migrate: Migrations.v3)
            without.registerMigration("v5-search-prefix-index", migrate: Migrations.v5)
            try without.migrate(pool)
        }
        let (store, _) = try SQLiteStore.open(at: url)
        try store.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        try store.messages.append(Self.factCheck("m1", in: "c1", at: 2), owner: F.alice, touch: .set)
        #expect(try store.messages.message(id: "m1", owner: F.alice)?.image?.name == "صفحة 1.png")
    }

    @Test func theInMemoryStoreAgrees() throws {
        let store = InMemoryStore()
        try store.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        try store.messages.append(Self.factCheck("m1", in: "c1", at: 2), owner: F.alice, touch: .set)
        #expect(try store.conversations.conversation(id: "c1", owner: F.alice)?.conversationType == .factCheck)
        #expect(try store.messages.message(id: "m1", owner: F.alice)?.image?.name == "صفحة 1.png")
    }
}
