/// One row of the history list: the conversation and what its row needs (protocol.md §10.3–10.4).
public struct HistoryEntry: Hashable, Sendable {
    public var conversation: Conversation
    /// The raw content of the last message (for the preview); nil when there are no messages.
    public var lastMessageContent: String?
    /// The first user message, only when the stored title needs it for display (protocol.md §10.3).
    public var firstQuestion: String?
    /// The last message's state and role, for the row's "[Not sent]" and "[Incomplete]" badges
    /// (ux.md §4.1); nil when there are no messages.
    public var lastMessageState: MessageState?
    public var lastMessageRole: Role?
    /// How many messages the conversation has (the wide preview pane's "4 messages").
    public var messageCount: Int

    public init(conversation: Conversation, lastMessageContent: String?, firstQuestion: String?,
                lastMessageState: MessageState? = nil, lastMessageRole: Role? = nil, messageCount: Int = 0) {
        self.conversation = conversation
        self.lastMessageContent = lastMessageContent
        self.firstQuestion = firstQuestion
        self.lastMessageState = lastMessageState
        self.lastMessageRole = lastMessageRole
        self.messageCount = messageCount
    }

    /// The cursor that continues the list after this row.
    public var cursor: HistoryCursor { HistoryCursor(conversation) }
}
