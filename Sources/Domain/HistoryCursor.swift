import Foundation

/// Where the next history page starts: the sort key of the last row seen (keyset paging over
/// `updatedAt` desc, `createdAt` desc, `id`, protocol.md §10.4).
public struct HistoryCursor: Hashable, Sendable {
    public var updatedAt: Date
    public var createdAt: Date
    public var id: String

    public init(_ conversation: Conversation) {
        updatedAt = conversation.updatedAt
        createdAt = conversation.createdAt
        id = conversation.id
    }
}
