import Domain
import Foundation

/// The in-memory store: the same behaviour as `SQLiteStore` without a file, for tests and
/// previews. Dates are kept at millisecond precision like the database.
public final class InMemoryStore: @unchecked Sendable {
    struct StoredMessage {
        var message: Message
        var seq: Int
    }

    struct State {
        var conversations: [String: (Conversation, seq: Int)] = [:]
        var messages: [String: StoredMessage] = [:]
        var nextSeq = 1
        var syncMarkers: [String: Date] = [:]
        var pendingDeletions: [(owner: String, target: String, at: Date)] = []

        func owned(_ id: String, _ owner: Owner) -> Conversation? {
            conversations[id].flatMap { $0.0.ownerId == owner.id ? $0.0 : nil }
        }

        func messages(of conversationId: String) -> [StoredMessage] {
            messages.values.filter { $0.message.conversationId == conversationId }.sorted {
                ($0.message.createdAt, $0.seq) < ($1.message.createdAt, $1.seq)
            }
        }
    }

    // Guarded by `lock`; that is what makes the class Sendable.
    let lock = NSLock()
    var state = State()

    public init() {}

    public var conversations: InMemoryConversationRepository { InMemoryConversationRepository(store: self) }
    public var messages: InMemoryMessageRepository { InMemoryMessageRepository(store: self) }
    public var syncState: InMemorySyncStateRepository { InMemorySyncStateRepository(store: self) }

    func withState<T>(_ body: (inout State) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    static func ms(_ d: Date) -> Date { RowMapping.date(RowMapping.millis(d)) }
}
