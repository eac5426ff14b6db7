import Domain
import Foundation
import GRDB

/// Conversations in SQLite, every statement scoped by `owner_id` (protocol.md §10.5).
public struct SQLiteConversationRepository: ConversationRepository {
    let db: SQLiteAccess

    /// The history row: the conversation, its last message (content, state and role for the
    /// preview and badges), its message count, and the first question only when the title needs
    /// it (protocol.md §10.3). The last message is found once by its sort key and joined through `seq`.
    static let entrySelect = """
        SELECT \(RowMapping.conversationColumns),
          lm.content AS last_content, lm.state AS last_state, lm.role AS last_role,
          (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS message_count,
          CASE WHEN trim(c.title, ' ' || char(9, 10, 13)) IN ('', 'New Conversation', 'New Chat')
            THEN (SELECT m.content FROM messages m WHERE m.conversation_id = c.id AND m.role = 'user'
                  ORDER BY m.created_at, m.seq LIMIT 1) END AS first_question
        FROM conversations c
        LEFT JOIN messages lm ON lm.seq = (SELECT m.seq FROM messages m WHERE m.conversation_id = c.id
             ORDER BY m.created_at DESC, m.seq DESC LIMIT 1)
        """

    static func entry(_ row: Row) -> HistoryEntry {
        let state: String? = row["last_state"], role: String? = row["last_role"]
        return HistoryEntry(conversation: RowMapping.conversation(row), lastMessageContent: row["last_content"],
                            firstQuestion: row["first_question"], lastMessageState: state.flatMap(MessageState.init(code:)),
                            lastMessageRole: role.flatMap(Role.init(rawValue:)), messageCount: row["message_count"] ?? 0)
    }

    public func create(_ c: Conversation, owner: Owner) throws {
        try db.write { db in try Self.insert(db, c, owner: owner) }
    }

    public func create(_ c: Conversation, firstMessage m: Message, owner: Owner) throws {
        try db.write { db in
            try Self.insert(db, c, owner: owner)
            try SQLiteMessageRepository.insert(db, m, owner: owner, touch: .set)
        }
    }

    static func insert(_ db: Database, _ c: Conversation, owner: Owner) throws {
        try db.execute(sql: """
            INSERT INTO conversations(id, thread_id, title, title_origin, created_at, updated_at,
              conversation_type, is_local_only, pending_remote_create, owner_id, is_starred, backend, seq)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM conversations))
            """, arguments: [c.id, c.threadId, c.title.trimmingCharacters(in: .whitespacesAndNewlines),
                             c.titleOrigin.rawValue, RowMapping.millis(c.createdAt), RowMapping.millis(c.updatedAt),
                             c.conversationType.rawValue, c.isLocalOnly, c.pendingRemoteCreate, owner.id,
                             c.isStarred, c.backend])
    }

    public func conversation(id: String, owner: Owner) throws -> Conversation? {
        try db.read { db in
            try Row.fetchOne(db, sql: "SELECT \(RowMapping.conversationColumns) FROM conversations c WHERE c.id = ? AND c.owner_id = ?",
                             arguments: [id, owner.id]).map(RowMapping.conversation)
        }
    }

    public func conversation(threadId: String, owner: Owner) throws -> Conversation? {
        try db.read { db in
            try Row.fetchOne(db, sql: """
                SELECT \(RowMapping.conversationColumns) FROM conversations c
                WHERE c.owner_id = ?1 AND (c.thread_id = ?2 OR c.id = ?2)
                ORDER BY c.thread_id = ?2 DESC, c.updated_at DESC LIMIT 1
                """, arguments: [owner.id, threadId]).map(RowMapping.conversation)
        }
    }

    public func history(owner: Owner, starredOnly: Bool, after: HistoryCursor?, limit: Int) throws -> [HistoryEntry] {
        var sql = Self.entrySelect + " WHERE c.owner_id = ?"
        var args: StatementArguments = [owner.id]
        if starredOnly { sql += " AND c.is_starred = 1" }
        if let a = after {
            let u = RowMapping.millis(a.updatedAt), cr = RowMapping.millis(a.createdAt)
            // The redundant `updated_at <= ?` lets SQLite seek in the index instead of scanning.
            sql += """
                 AND c.updated_at <= ? AND (c.updated_at < ? OR (c.updated_at = ? AND
                  (c.created_at < ? OR (c.created_at = ? AND c.id > ?))))
                """
            args += [u, u, u, cr, cr, a.id]
        }
        sql += " ORDER BY c.updated_at DESC, c.created_at DESC, c.id LIMIT ?"
        args += [max(0, limit)]
        return try db.read { db in try Row.fetchAll(db, sql: sql, arguments: args).map(Self.entry) }
    }

    public func count(owner: Owner, starredOnly: Bool) throws -> Int {
        try db.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM conversations WHERE owner_id = ?"
                             + (starredOnly ? " AND is_starred = 1" : ""), arguments: [owner.id]) ?? 0
        }
    }

    public func search(_ query: SearchQuery, owner: Owner, starredOnly: Bool, limit: Int) throws -> SearchResults {
        guard let match = SearchText.matchExpression(query) else { return SearchResults(results: [], totalMatches: 0) }
        return try db.read { db in
            try SQLiteSearch(db: db, query: query, match: match).run(owner: owner, starredOnly: starredOnly, limit: limit)
        }
    }

    public func countMatches(_ query: SearchQuery, owner: Owner, starredOnly: Bool) throws -> Int {
        guard let match = SearchText.matchExpression(query) else { return 0 }
        return try db.read { db in
            try SQLiteSearch(db: db, query: query, match: match).count(owner: owner, starredOnly: starredOnly)
        }
    }

    public func setTitle(_ title: String, origin: TitleOrigin, conversationId: String, owner: Owner) throws {
        try update("title = ?, title_origin = ?", [title.trimmingCharacters(in: .whitespacesAndNewlines), origin.rawValue],
                   conversationId, owner)
    }

    public func setThreadId(_ threadId: String?, conversationId: String, owner: Owner) throws {
        try update("thread_id = ?", [threadId], conversationId, owner)
    }

    public func setStarred(_ starred: Bool, conversationId: String, owner: Owner) throws {
        try update("is_starred = ?", [starred], conversationId, owner)
    }

    public func setPendingRemoteCreate(_ pending: Bool, conversationId: String, owner: Owner) throws {
        try update("pending_remote_create = ?", [pending], conversationId, owner)
    }

    public func moveUpdatedAtForward(to date: Date, conversationId: String, owner: Owner) throws {
        try update("updated_at = max(updated_at, ?)", [RowMapping.millis(date)], conversationId, owner)
    }

    public func rekey(conversationId: String, to newId: String, threadId: String?, owner: Owner) throws {
        try update("id = ?, thread_id = COALESCE(?, thread_id), pending_remote_create = 0", [newId, threadId],
                   conversationId, owner)
    }

    public func delete(conversationId: String, owner: Owner) throws {
        try db.write { db in
            try db.execute(sql: "DELETE FROM conversations WHERE id = ? AND owner_id = ?", arguments: [conversationId, owner.id])
        }
    }

    public func deleteAll(owner: Owner) throws {
        try db.write { db in
            try db.execute(sql: "DELETE FROM conversations WHERE owner_id = ?", arguments: [owner.id])
        }
    }

    /// Updates one conversation of `owner`; a missing one is an error, so callers learn that
    /// their write went nowhere.
    func update(_ assignments: String, _ values: StatementArguments, _ id: String, _ owner: Owner) throws {
        try db.write { db in
            try db.execute(sql: "UPDATE conversations SET \(assignments) WHERE id = ? AND owner_id = ?",
                           arguments: values + [id, owner.id])
            if db.changesCount == 0 { throw StorageError.notFound("conversation \(id)") }
        }
    }
}
