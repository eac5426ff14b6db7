import GRDB

/// The numbered schema migrations. Released migrations are never edited; a change is a new one,
/// and none may drop user data (protocol.md §10.6).
enum Migrations {
    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("v1-conversations-messages", migrate: v1)
        m.registerMigration("v2-starred-order-search", migrate: v2)
        m.registerMigration("v3-conversation-backend", migrate: v3)
        m.registerMigration("v4-message-image", migrate: v4)
        m.registerMigration("v5-search-prefix-index", migrate: v5)
        m.registerMigration("v6-not-sent-index", migrate: v6)
        return m
    }

    /// The schema of protocol.md §10.6 as first specified.
    static func v1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE conversations(id TEXT PRIMARY KEY, thread_id TEXT, title TEXT NOT NULL DEFAULT '',
              title_origin TEXT NOT NULL DEFAULT 'local', created_at INTEGER NOT NULL,
              updated_at INTEGER NOT NULL, conversation_type TEXT NOT NULL DEFAULT 'regular',
              is_local_only INTEGER NOT NULL DEFAULT 0, pending_remote_create INTEGER NOT NULL DEFAULT 0,
              owner_id TEXT);
            CREATE INDEX conversations_owner_updated ON conversations(owner_id, updated_at DESC);
            CREATE INDEX conversations_owner_thread ON conversations(owner_id, thread_id);
            CREATE TABLE messages(id TEXT PRIMARY KEY,
              conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE ON UPDATE CASCADE,
              role TEXT NOT NULL, content TEXT NOT NULL, created_at INTEGER NOT NULL, sources TEXT,
              reasoning TEXT, state TEXT NOT NULL, last_error_code TEXT, server_id TEXT,
              detected_language TEXT, is_fact_check INTEGER NOT NULL DEFAULT 0);
            CREATE INDEX messages_conversation_created ON messages(conversation_id, created_at);
            CREATE UNIQUE INDEX messages_conversation_server_id ON messages(conversation_id, server_id)
              WHERE server_id IS NOT NULL;
            CREATE TABLE sync_markers(owner_id TEXT, scope TEXT, synced_at INTEGER, PRIMARY KEY (owner_id, scope));
            CREATE TABLE pending_deletions(owner_id TEXT, target TEXT, created_at INTEGER,
              PRIMARY KEY (owner_id, target));
            """)
    }

    /// The starred flag; explicit, stable sequence numbers (insertion order, and the full-text
    /// rowids: `rowid` itself may change on VACUUM for tables keyed by TEXT); keyset-paging
    /// indexes; and the FTS5 indexes over normalised text, kept in sync by triggers.
    ///
    /// A message's `seq` is `conversation.seq << 20 + n` (n counts up from 1 within the
    /// conversation), so a search maps hits to conversations from the FTS rowids alone.
    /// A streaming answer is indexed once it stops streaming: re-indexing the whole growing
    /// text at every save would make each save cost more than the last.
    ///
    /// The FTS5 tables are contentless (the normalised text is not stored twice; it was 45 % of
    /// the benchmark database). Removing a row from such a table needs the tokens it was
    /// indexed with, which the triggers recompute; `SearchIndex` rebuilds the index whenever
    /// normalisation changes, so recomputed tokens always match the indexed ones.
    static func v2(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE conversations ADD COLUMN is_starred INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE conversations ADD COLUMN seq INTEGER;
            UPDATE conversations SET seq = rowid;
            CREATE UNIQUE INDEX conversations_seq ON conversations(seq);
            DROP INDEX conversations_owner_updated;
            CREATE INDEX conversations_owner_history
              ON conversations(owner_id, updated_at DESC, created_at DESC, id, seq);
            CREATE INDEX conversations_owner_starred_history
              ON conversations(owner_id, is_starred, updated_at DESC, created_at DESC, id, seq);

            ALTER TABLE messages ADD COLUMN seq INTEGER;
            CREATE TEMP TABLE message_order AS
              SELECT m.id AS id, (c.seq << 20)
                + row_number() OVER (PARTITION BY m.conversation_id ORDER BY m.created_at, m.rowid) AS seq
              FROM messages m JOIN conversations c ON c.id = m.conversation_id;
            UPDATE messages SET seq = (SELECT o.seq FROM message_order o WHERE o.id = messages.id);
            DROP TABLE message_order;
            CREATE UNIQUE INDEX messages_seq ON messages(seq);
            DROP INDEX messages_conversation_created;
            CREATE INDEX messages_conversation_order ON messages(conversation_id, created_at, seq);

            CREATE VIRTUAL TABLE message_fts USING fts5(body, content = '', tokenize = 'unicode61 remove_diacritics 0');
            CREATE VIRTUAL TABLE title_fts USING fts5(title, content = '', tokenize = 'unicode61 remove_diacritics 0');
            CREATE TABLE search_index_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);

            CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages WHEN new.state <> 'streaming' BEGIN
              INSERT INTO message_fts(rowid, body) VALUES (new.seq, \(SearchText.functionName)(new.content));
            END;
            CREATE TRIGGER messages_fts_update AFTER UPDATE OF content, seq, state ON messages BEGIN
              INSERT INTO message_fts(message_fts, rowid, body) SELECT 'delete', old.seq, \(SearchText.functionName)(old.content)
                WHERE old.state <> 'streaming';
              INSERT INTO message_fts(rowid, body) SELECT new.seq, \(SearchText.functionName)(new.content)
                WHERE new.state <> 'streaming';
            END;
            CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages WHEN old.state <> 'streaming' BEGIN
              INSERT INTO message_fts(message_fts, rowid, body) VALUES ('delete', old.seq, \(SearchText.functionName)(old.content));
            END;
            CREATE TRIGGER conversations_fts_insert AFTER INSERT ON conversations BEGIN
              INSERT INTO title_fts(rowid, title) VALUES (new.seq, \(SearchText.functionName)(new.title));
            END;
            CREATE TRIGGER conversations_fts_update AFTER UPDATE OF title, seq ON conversations BEGIN
              INSERT INTO title_fts(title_fts, rowid, title) VALUES ('delete', old.seq, \(SearchText.functionName)(old.title));
              INSERT INTO title_fts(rowid, title) VALUES (new.seq, \(SearchText.functionName)(new.title));
            END;
            CREATE TRIGGER conversations_fts_delete AFTER DELETE ON conversations BEGIN
              INSERT INTO title_fts(title_fts, rowid, title) VALUES ('delete', old.seq, \(SearchText.functionName)(old.title));
            END;
            """)
        try SearchIndex.rebuild(db)
    }

    /// The backend each conversation was started with (ux.md §5.2 "each remembers the backend
    /// that created it"). Rows from before are unknown, except those on a server: only the cloud
    /// keeps conversations, so a conversation that is not local-only came from it.
    static func v3(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE conversations ADD COLUMN backend TEXT;
            UPDATE conversations SET backend = 'cloud' WHERE is_local_only = 0;
            """)
    }

    /// The image a fact-check question was read from (≤ 200 KB, shrunk before it is kept), its
    /// file name and the server's `image_url`. Added columns only: older rows read as no image.
    static func v4(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE messages ADD COLUMN image BLOB;
            ALTER TABLE messages ADD COLUMN image_name TEXT;
            ALTER TABLE messages ADD COLUMN image_url TEXT;
            """)
    }

    /// (Named v5: another branch adds a v4, `v4-message-image`; GRDB orders by registration and
    /// identifies by name, so the two only need distinct names and functions.)
    ///
    /// Prefix indexes for prefixes of one to three letters (History searches as the user types,
    /// so the first keystrokes are such prefixes; three because with the article "الص" is as
    /// broad as "ص"). Without them FTS5 answers `ا*` by merging the postings of every word
    /// starting with ا (0.3 s on 10,000 conversations), and again for every rowid range asked;
    /// with them the prefix is one posting list in which a range is a seek, which lets
    /// `SQLiteSearch` stop at the first page. The index grows (docs/DECISIONS.md). The tables are
    /// contentless, so they are made again and refilled from the messages; the triggers name
    /// them and need no change.
    ///
    /// Also a partial index of the messages left sending or streaming: the recovery at every
    /// start looks for them, and without it read every message three times before the first
    /// frame (about half a second on the bench's 200,000 messages).
    static func v5(_ db: Database) throws {
        try db.execute(sql: """
            DROP TABLE message_fts;
            DROP TABLE title_fts;
            CREATE VIRTUAL TABLE message_fts USING fts5(body, content = '', prefix = '1 2 3',
              tokenize = 'unicode61 remove_diacritics 0');
            CREATE VIRTUAL TABLE title_fts USING fts5(title, content = '', prefix = '1 2 3',
              tokenize = 'unicode61 remove_diacritics 0');
            CREATE INDEX messages_unsettled ON messages(state) WHERE state IN ('sending', 'streaming');
            """)
        try SearchIndex.rebuild(db)
    }

    /// A partial index of the questions not sent. Every start asks for the newest one waiting
    /// for the connection (the conversation to reopen after a crash, and whether to watch for
    /// the server); without it that read all 200,000 messages of the bench's data set, about
    /// 160–500 ms before the first frame, and filled SQLite's page cache with them.
    static func v6(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX messages_not_sent ON messages(created_at) WHERE state = 'not_sent'")
    }
}
