import Foundation

/// One question or answer in a conversation (protocol.md §10.2).
public struct Message: Hashable, Sendable {
    public var id: String
    public var conversationId: String
    public var role: Role
    /// Raw markdown as received (answers) or the trimmed question (user messages).
    public var content: String
    public var createdAt: Date
    /// The cached sources of an answer; nil means not computed yet.
    public var sources: [Source]?
    /// Accumulated reasoning; nil when none arrived, never "".
    public var reasoning: String?
    public var state: MessageState
    public var lastErrorCode: String?
    public var serverId: String?
    public var detectedLanguage: String?
    public var isFactCheck: Bool
    /// The image a fact-check question was read from; nil for every other message.
    public var image: MessageImage?

    public init(id: String, conversationId: String, role: Role, content: String, createdAt: Date,
                sources: [Source]? = nil, reasoning: String? = nil, state: MessageState,
                lastErrorCode: String? = nil, serverId: String? = nil, detectedLanguage: String? = nil,
                isFactCheck: Bool = false, image: MessageImage? = nil) {
        self.id = id
        self.conversationId = conversationId
        self.role = role
        self.content = content
        self.createdAt = createdAt
        self.sources = sources
        self.reasoning = reasoning
        self.state = state
        self.lastErrorCode = lastErrorCode
        self.serverId = serverId
        self.detectedLanguage = detectedLanguage
        self.isFactCheck = isFactCheck
        self.image = image
    }
}
