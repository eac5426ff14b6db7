import Foundation

/// A conversation and its metadata (protocol.md §10.1), plus the local-only starred flag.
public struct Conversation: Hashable, Sendable {
    public var id: String
    public var threadId: String?
    /// Trimmed; may be empty (then displayed as "New Conversation", protocol.md §10.3).
    public var title: String
    public var titleOrigin: TitleOrigin
    public var createdAt: Date
    public var updatedAt: Date
    public var conversationType: ConversationType
    public var isLocalOnly: Bool
    public var pendingRemoteCreate: Bool
    public var ownerId: String
    public var isStarred: Bool
    /// The backend that created it: `library`, `cloud` or the custom server's URL (ux.md §5.2,
    /// §3.12); nil when not known (stored before it was recorded).
    public var backend: String?

    public init(id: String, threadId: String? = nil, title: String = "", titleOrigin: TitleOrigin = .local,
                createdAt: Date, updatedAt: Date? = nil, conversationType: ConversationType = .regular,
                isLocalOnly: Bool = false, pendingRemoteCreate: Bool = false, ownerId: String,
                isStarred: Bool = false, backend: String? = nil) {
        self.id = id
        self.threadId = threadId
        self.title = title
        self.titleOrigin = titleOrigin
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.conversationType = conversationType
        self.isLocalOnly = isLocalOnly
        self.pendingRemoteCreate = pendingRemoteCreate
        self.ownerId = ownerId
        self.isStarred = isStarred
        self.backend = backend
    }

    /// The server key used in `/api/conversations/{id}` (protocol.md §11.1).
    public var serverKey: String {
        if let t = threadId, !t.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, t != id { return t }
        return id
    }
}
