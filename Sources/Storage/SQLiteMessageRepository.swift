import Domain
import Foundation
import GRDB

/// Messages in SQLite, reached only through a conversation of the given owner.
public struct SQLiteMessageRepository: MessageRepository {
    let db: SQLiteAccess
    /// Messages per conversation the `seq` layout allows (2^20 − 1).
    static let seqMask: Int64 = 0xFFFFF
    /// Correlated so SQLite does one primary-key lookup (an IN list would collect every
    /// conversation of the owner first).
    static let ownedMessage = "EXISTS (SELECT 1 FROM conversations c WHERE c.id = m.conversation_id AND c.owner_id = ?)"

    public func append(_ m: Message, owner: Owner, touch: ConversationTouch) throws {
        try db.write { db in try Self.insert(db, m, owner: owner, touch: touch) }
    }

    static func insert(_ db: Database, _ m: Message, owner: Owner, touch: ConversationTouch) throws {
        guard let convSeq = try Int64.fetchOne(db, sql: "SELECT seq FROM conversations WHERE id = ? AND owner_id = ?",
                                               arguments: [m.conversationId, owner.id])
        else { throw StorageError.notFound("conversation \(m.conversationId)") }
        let base = convSeq << 20
        let last = try Int64.fetchOne(db, sql: "SELECT max(seq) FROM messages WHERE seq BETWEEN ? AND ?",
                                      arguments: [base, base + seqMask]) ?? base
        guard last < base + seqMask else { throw StorageError.failed("conversation \(m.conversationId) is full") }
        try db.execute(sql: """
            INSERT INTO messages(id, conversation_id, role, content, created_at, sources, reasoning, state,
              last_error_code, server_id, detected_language, is_fact_check, seq, image, image_name, image_url)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: RowMapping.messageArguments(m) + [last + 1] + RowMapping.imageArguments(m))
        if m.isFactCheck {
            // The conversation is a fact-check once a fact-check question is saved in it (the
            // History badge follows the type).
            try db.execute(sql: "UPDATE conversations SET conversation_type = ? WHERE id = ?",
                           arguments: [ConversationType.factCheck.rawValue, m.conversationId])
        }
        try Self.touch(db, touch, m)
    }

    public func update(_ m: Message, owner: Owner, touch: ConversationTouch) throws {
        try db.write { db in
            try db.execute(sql: """
                UPDATE messages AS m SET role = ?, content = ?, created_at = ?, sources = ?, reasoning = ?,
                  state = ?, last_error_code = ?, server_id = ?, detected_language = ?, is_fact_check = ?,
                  image = ?, image_name = ?, image_url = ?
                WHERE m.id = ? AND m.conversation_id = ? AND \(Self.ownedMessage)
                """, arguments: [m.role.rawValue, m.content, RowMapping.millis(m.createdAt), RowMapping.sourcesJSON(m.sources),
                                 m.reasoning, m.state.code, m.lastErrorCode, m.serverId, m.detectedLanguage,
                                 m.isFactCheck] + RowMapping.imageArguments(m) + [m.id, m.conversationId, owner.id])
            if db.changesCount == 0 { throw StorageError.notFound("message \(m.id)") }
            try Self.touch(db, touch, m)
        }
    }

    public func updateStreaming(messageId: String, content: String, reasoning: String?, owner: Owner) throws {
        try db.write { db in
            try db.execute(sql: "UPDATE messages AS m SET content = ?, reasoning = ? WHERE m.id = ? AND \(Self.ownedMessage)",
                           arguments: [content, reasoning, messageId, owner.id])
            if db.changesCount == 0 { throw StorageError.notFound("message \(messageId)") }
        }
    }

    public func setState(_ state: MessageState, lastErrorCode: String?, messageId: String, owner: Owner) throws {
        try db.write { db in
            try db.execute(sql: "UPDATE messages AS m SET state = ?, last_error_code = ? WHERE m.id = ? AND \(Self.ownedMessage)",
                           arguments: [state.code, lastErrorCode, messageId, owner.id])
            if db.changesCount == 0 { throw StorageError.notFound("message \(messageId)") }
        }
    }

    public func message(id: String, owner: Owner) throws -> Message? {
        try db.read { db in
            try Row.fetchOne(db, sql: "SELECT \(RowMapping.messageColumns) FROM messages m WHERE m.id = ? AND \(Self.ownedMessage)",
                             arguments: [id, owner.id]).map(RowMapping.message)
        }
    }

    public func messages(conversationId: String, owner: Owner, page: MessagePageRequest) throws -> [Message] {
        try db.read { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM conversations WHERE id = ? AND owner_id = ?",
                                    arguments: [conversationId, owner.id]) == true else { return [] }
            let base = "SELECT \(RowMapping.messageColumns) FROM messages m WHERE m.conversation_id = ?"
            let asc = " ORDER BY m.created_at, m.seq", desc = " ORDER BY m.created_at DESC, m.seq DESC"
            switch page {
            case .all:
                return try Row.fetchAll(db, sql: base + asc, arguments: [conversationId]).map(RowMapping.message)
            case .last(let limit):
                return try Row.fetchAll(db, sql: base + desc + " LIMIT ?", arguments: [conversationId, max(0, limit)])
                    .reversed().map(RowMapping.message)
            case .before(let id, let limit), .after(let id, let limit):
                guard let anchor = try Row.fetchOne(db, sql: "SELECT created_at, seq FROM messages WHERE id = ? AND conversation_id = ?",
                                                    arguments: [id, conversationId]) else { return [] }
                let created: Int64 = anchor["created_at"], seq: Int64 = anchor["seq"]
                if case .before = page {
                    return try Row.fetchAll(db, sql: base + " AND (m.created_at < ? OR (m.created_at = ? AND m.seq < ?))" + desc + " LIMIT ?",
                                            arguments: [conversationId, created, created, seq, max(0, limit)])
                        .reversed().map(RowMapping.message)
                }
                return try Row.fetchAll(db, sql: base + " AND (m.created_at > ? OR (m.created_at = ? AND m.seq > ?))" + asc + " LIMIT ?",
                                        arguments: [conversationId, created, created, seq, max(0, limit)]).map(RowMapping.message)
            }
        }
    }

    public func delete(messageId: String, owner: Owner) throws {
        try db.write { db in
            try db.execute(sql: "DELETE FROM messages AS m WHERE m.id = ? AND \(Self.ownedMessage)", arguments: [messageId, owner.id])
        }
    }

    public func conversationWithWaitingQuestion(owner: Owner) throws -> String? {
        let codes = WaitingQuestion.codes.sorted()
        return try db.read { db in
            try String.fetchOne(db, sql: Self.waitingQuestionSQL, arguments: StatementArguments(codes + [owner.id]))
        }
    }

    /// The newest question of an owner waiting for the connection. The owner is checked per
    /// candidate (`ownedMessage`), not joined: with a join SQLite walked the owner's
    /// conversations and every one of their messages (all 200,000 of the bench's, 160–500 ms
    /// before the first frame); this way it reads the partial index of questions not sent
    /// (Migrations.v6), newest first, and stops at the first that matches.
    static let waitingQuestionSQL = """
        SELECT m.conversation_id FROM messages AS m
        WHERE m.state = 'not_sent' AND m.last_error_code IN (\(WaitingQuestion.codes.map { _ in "?" }.joined(separator: ",")))
          AND \(ownedMessage)
        ORDER BY m.created_at DESC LIMIT 1
        """

    public func recoverAfterCrash() throws -> RecoveryReport {
        try db.write { db in
            var report = RecoveryReport()
            // `unsettled` is the partial index's own condition, so these are index lookups, not
            // three passes over every message before the first frame (Migrations.v5).
            let unsettled = "state IN ('sending', 'streaming')"
            try db.execute(sql: """
                UPDATE messages SET state = 'not_sent', last_error_code = ? WHERE \(unsettled) AND state = 'sending'
                """, arguments: [RecoveryReport.notSentErrorCode])
            report.questionsMarkedNotSent = db.changesCount
            try db.execute(sql: """
                DELETE FROM messages WHERE \(unsettled) AND state = 'streaming' AND trim(content, ' ' || char(9, 10, 13)) = ''
                """)
            report.blankAnswersDeleted = db.changesCount
            try db.execute(sql: "UPDATE messages SET state = 'incomplete_interrupted' WHERE \(unsettled) AND state = 'streaming'")
            report.answersInterrupted = db.changesCount
            return report
        }
    }

    static func touch(_ db: Database, _ touch: ConversationTouch, _ m: Message) throws {
        let sql: String
        switch touch {
        case .none: return
        case .set: sql = "UPDATE conversations SET updated_at = ? WHERE id = ?"
        case .forwardOnly: sql = "UPDATE conversations SET updated_at = max(updated_at, ?) WHERE id = ?"
        }
        try db.execute(sql: sql, arguments: [RowMapping.millis(m.createdAt), m.conversationId])
    }
}
