import Domain
import Foundation
import GRDB
import Testing
@testable import Storage

/// The contentless FTS5 indexes stay exactly what a fresh rebuild would produce.
@Suite struct SearchIndexTests {
    typealias F = Fixture

    /// Every (term, rowid, offset) entry of both indexes.
    func snapshot(_ store: SQLiteStore) throws -> [String] {
        try store.pool.write { db in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE IF NOT EXISTS temp.message_vocab USING fts5vocab(main, message_fts, instance);
                CREATE VIRTUAL TABLE IF NOT EXISTS temp.title_vocab USING fts5vocab(main, title_fts, instance);
                """)
            return try String.fetchAll(db, sql: """
                SELECT 'm ' || term || ' ' || doc || ' ' || offset FROM temp.message_vocab
                UNION ALL SELECT 't ' || term || ' ' || doc || ' ' || offset FROM temp.title_vocab
                ORDER BY 1
                """)
        }
    }

    @Test func triggersKeepTheIndexEqualToARebuild() throws {
        let s = try TestStore(.sqlite)
        let store = try #require(s.sqlite)
        for c in 0..<4 {
            try s.conversations.create(F.conversation("c\(c)", F.alice, at: c, title: "عنوان \(c) Title"), owner: F.alice)
            for i in 0..<5 {
                try s.messages.append(F.message("c\(c)-m\(i)", in: "c\(c)", i % 2 == 0 ? .user : .assistant,
                                                "الصَّلاةُ والزكاة \(c) \(i) Prayer", at: c * 10 + i), owner: F.alice, touch: .set)
            }
        }
        try s.messages.append(F.message("live", in: "c1", .assistant, "", at: 50, state: .streaming), owner: F.alice, touch: .set)
        try s.messages.updateStreaming(messageId: "live", content: "partial جواب", reasoning: nil, owner: F.alice)
        try s.messages.updateStreaming(messageId: "c0-m1", content: "edited النص", reasoning: nil, owner: F.alice)
        try s.messages.setState(.incomplete(.failed), lastErrorCode: "E", messageId: "c0-m3", owner: F.alice)
        try s.messages.setState(.streaming, lastErrorCode: nil, messageId: "c2-m1", owner: F.alice)
        try s.messages.delete(messageId: "c2-m1", owner: F.alice)
        try s.messages.delete(messageId: "c3-m0", owner: F.alice)
        try s.conversations.setTitle("جديد", origin: .server, conversationId: "c1", owner: F.alice)
        try s.conversations.rekey(conversationId: "c3", to: "server-3", threadId: nil, owner: F.alice)
        try s.conversations.delete(conversationId: "c2", owner: F.alice)
        var resent = try #require(try s.messages.message(id: "c0-m0", owner: F.alice))
        resent.content = "resent سؤال"
        resent.createdAt = F.date(99)
        try s.messages.update(resent, owner: F.alice, touch: .set)
        _ = try s.messages.recoverAfterCrash()

        let live = try snapshot(store)
        #expect(!live.isEmpty)
        try store.pool.write(SearchIndex.rebuild)
        #expect(try snapshot(store) == live)
    }

    @Test func aChangedNormalisationRebuildsTheIndexOnOpen() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("db.sqlite")
        do {
            let (store, _) = try SQLiteStore.open(at: url)
            try store.conversations.create(F.conversation("c1", F.alice, at: 1, title: "Zakat"), owner: F.alice)
            try store.messages.append(F.message("m1", in: "c1", "الصلاة", at: 1), owner: F.alice, touch: .set)
            // As if an older build had indexed with another normalisation: wrong tokens, old fingerprint.
            try store.pool.write { db in
                try db.execute(sql: """
                    INSERT INTO message_fts(message_fts) VALUES ('delete-all');
                    INSERT INTO message_fts(rowid, body) SELECT seq, 'stale tokens' FROM messages;
                    UPDATE search_index_meta SET value = 'older normaliser' WHERE key = 'fingerprint';
                    """)
            }
        }
        let (store, _) = try SQLiteStore.open(at: url)
        #expect(try store.conversations.search(SearchQuery("stale"), owner: F.alice, starredOnly: false, limit: 5).totalMatches == 0)
        #expect(try store.conversations.search(SearchQuery("صلاه"), owner: F.alice, starredOnly: false, limit: 5).totalMatches == 1)
        try store.messages.delete(messageId: "m1", owner: F.alice)
        #expect(try store.conversations.search(SearchQuery("صلاه"), owner: F.alice, starredOnly: false, limit: 5).totalMatches == 0)
    }
}
