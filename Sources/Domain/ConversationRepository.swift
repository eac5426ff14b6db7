import Foundation

/// Conversations of one owner at a time: every call names the owner and never sees other
/// owners' rows (protocol.md §10.5). Errors are `AppError` with code E-DB-001.
public protocol ConversationRepository: Sendable {
    /// Stores a new conversation (its `ownerId` must be `owner.id`).
    func create(_ conversation: Conversation, owner: Owner) throws
    /// Stores a new conversation and its first message in one transaction, so a crash between
    /// the two never leaves an empty conversation: after it, both rows exist or neither does.
    /// The message moves the conversation's `updatedAt` to its own time.
    func create(_ conversation: Conversation, firstMessage: Message, owner: Owner) throws
    func conversation(id: String, owner: Owner) throws -> Conversation?
    /// The conversation whose `threadId` (or `id`) is `threadId` (sync and deep links, protocol.md §11.2).
    func conversation(threadId: String, owner: Owner) throws -> Conversation?
    /// History by `updatedAt` desc, `createdAt` desc, `id`; `after` continues from a row seen.
    func history(owner: Owner, starredOnly: Bool, after: HistoryCursor?, limit: Int) throws -> [HistoryEntry]
    func count(owner: Owner, starredOnly: Bool) throws -> Int
    /// Conversations whose title or a message matches `query`: title matches first, then by
    /// recency (ux.md §4.4).
    /// The first `limit` results; the count may stop early (`SearchResults.totalIsExact`).
    func search(_ query: SearchQuery, owner: Owner, starredOnly: Bool, limit: Int) throws -> SearchResults
    /// How many conversations match `query` in all (the second step of a search whose count
    /// stopped early).
    func countMatches(_ query: SearchQuery, owner: Owner, starredOnly: Bool) throws -> Int
    /// Sets the trimmed title and who produced it.
    func setTitle(_ title: String, origin: TitleOrigin, conversationId: String, owner: Owner) throws
    func setThreadId(_ threadId: String?, conversationId: String, owner: Owner) throws
    func setStarred(_ starred: Bool, conversationId: String, owner: Owner) throws
    func setPendingRemoteCreate(_ pending: Bool, conversationId: String, owner: Owner) throws
    /// Moves `updatedAt` to `date` only if it is later (sync, protocol.md §11.2).
    func moveUpdatedAtForward(to date: Date, conversationId: String, owner: Owner) throws
    /// Gives a conversation the server's id, and its thread id when the server named one, and
    /// clears its pending remote creation, in one transaction; its messages follow (protocol.md §5.3).
    func rekey(conversationId: String, to newId: String, threadId: String?, owner: Owner) throws
    /// Deletes a conversation and its messages.
    func delete(conversationId: String, owner: Owner) throws
    /// Deletes every conversation of `owner` ("Delete all" and logout with deletion).
    func deleteAll(owner: Owner) throws
}

extension ConversationRepository {
    /// A search of no rows still counts them all.
    public func countMatches(_ query: SearchQuery, owner: Owner, starredOnly: Bool) throws -> Int {
        try search(query, owner: owner, starredOnly: starredOnly, limit: 0).totalMatches
    }
}
