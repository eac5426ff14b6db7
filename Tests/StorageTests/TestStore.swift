import Domain
import Foundation
@testable import Storage

/// Which implementation a contract test runs against.
enum StoreKind: String, CaseIterable {
    case memory
    case sqlite
}


/// A fresh store of either kind; the SQLite one lives in a temporary directory removed at the end.
final class TestStore: @unchecked Sendable {
    let conversations: any ConversationRepository
    let messages: any MessageRepository
    let syncState: any SyncStateRepository
    let directory: URL?
    let sqlite: SQLiteStore?

    init(_ kind: StoreKind) throws {
        switch kind {
        case .memory:
            let s = InMemoryStore()
            conversations = s.conversations
            messages = s.messages
            syncState = s.syncState
            directory = nil
            sqlite = nil
        case .sqlite:
            let dir = TestStore.temporaryDirectory()
            let (s, _) = try SQLiteStore.open(at: dir.appendingPathComponent("conversations.sqlite"))
            conversations = s.conversations
            messages = s.messages
            syncState = s.syncState
            directory = dir
            sqlite = s
        }
    }

    static func temporaryDirectory() -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("storage-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    deinit {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }
}

/// Fixture builders with millisecond-exact dates.
enum Fixture {
    static let alice = Owner.account("alice-uid")
    static let bob = Owner.account("bob-uid")
    static let guest = Owner.guest("guest_1770428531_k3x9qz")

    static func date(_ seconds: Int) -> Date { Date(timeIntervalSince1970: 1_770_000_000 + Double(seconds)) }

    static func conversation(_ id: String, _ owner: Owner, at t: Int, title: String = "", updated: Int? = nil) -> Conversation {
        Conversation(id: id, title: title, createdAt: date(t), updatedAt: date(updated ?? t), ownerId: owner.id)
    }

    static func message(_ id: String, in conversation: String, _ content: String, at t: Int,
                        state: MessageState = .complete) -> Message {
        message(id, in: conversation, .user, content, at: t, state: state)
    }

    static func message(_ id: String, in conversation: String, _ role: Role, _ content: String, at t: Int,
                        state: MessageState = .complete) -> Message {
        Message(id: id, conversationId: conversation, role: role, content: content, createdAt: date(t), state: state)
    }
}
