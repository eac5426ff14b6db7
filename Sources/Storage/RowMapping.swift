import Domain
import Foundation
import GRDB

/// Row ↔ domain value mapping: database types stop here (docs/ARCHITECTURE.md).
enum RowMapping {
    static let conversationColumns = """
        c.id, c.thread_id, c.title, c.title_origin, c.created_at, c.updated_at, c.conversation_type,
        c.is_local_only, c.pending_remote_create, c.owner_id, c.is_starred, c.backend
        """
    static let messageColumns = """
        m.id, m.conversation_id, m.role, m.content, m.created_at, m.sources, m.reasoning, m.state,
        m.last_error_code, m.server_id, m.detected_language, m.is_fact_check, m.image, m.image_name, m.image_url
        """

    static func millis(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded(.down)) }
    static func date(_ ms: Int64) -> Date { Date(timeIntervalSince1970: Double(ms) / 1000) }

    /// Unknown enum values written by a newer version or a hand edit read as the default rather
    /// than failing the whole list.
    static func conversation(_ row: Row) -> Conversation {
        Conversation(
            id: row["id"], threadId: row["thread_id"], title: row["title"] ?? "",
            titleOrigin: TitleOrigin(rawValue: row["title_origin"] ?? "") ?? .local,
            createdAt: date(row["created_at"] ?? 0), updatedAt: date(row["updated_at"] ?? 0),
            conversationType: ConversationType(rawValue: row["conversation_type"] ?? "") ?? .regular,
            isLocalOnly: row["is_local_only"] ?? false, pendingRemoteCreate: row["pending_remote_create"] ?? false,
            ownerId: row["owner_id"] ?? "", isStarred: row["is_starred"] ?? false, backend: row["backend"])
    }

    static func message(_ row: Row) -> Message {
        let sourcesJSON: String? = row["sources"]
        let sources = sourcesJSON.flatMap { try? JSONDecoder().decode([Source].self, from: Data($0.utf8)) }
        return Message(
            id: row["id"], conversationId: row["conversation_id"],
            role: Role(rawValue: row["role"] ?? "") ?? .assistant, content: row["content"] ?? "",
            createdAt: date(row["created_at"] ?? 0), sources: sources, reasoning: row["reasoning"],
            state: MessageState(code: row["state"] ?? "") ?? .complete, lastErrorCode: row["last_error_code"],
            serverId: row["server_id"], detectedLanguage: row["detected_language"],
            isFactCheck: row["is_fact_check"] ?? false, image: image(row))
    }

    static func image(_ row: Row) -> MessageImage? {
        guard let data: Data = row["image"], !data.isEmpty else { return nil }
        return MessageImage(data: data, name: row["image_name"] ?? "", url: row["image_url"])
    }

    /// The image columns' values, after `messageArguments`.
    static func imageArguments(_ m: Message) -> StatementArguments {
        [m.image?.data, m.image?.name, m.image?.url]
    }

    /// Sources as a JSON array of objects with exactly the keys of protocol.md §10.2, absent values left out.
    static func sourcesJSON(_ sources: [Source]?) -> String? {
        guard let sources else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(sources)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    static func messageArguments(_ m: Message) -> StatementArguments {
        [m.id, m.conversationId, m.role.rawValue, m.content, millis(m.createdAt), sourcesJSON(m.sources),
         m.reasoning, m.state.code, m.lastErrorCode, m.serverId, m.detectedLanguage, m.isFactCheck]
    }
}
