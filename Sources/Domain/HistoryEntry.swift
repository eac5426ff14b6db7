/// One row of the history list: the conversation and what its row needs (protocol.md §10.3–10.4).
public struct HistoryEntry: Hashable, Sendable {
    public var conversation: Conversation
    /// The raw content of the last message (for the preview); nil when there are no messages.
    public var lastMessageContent: String?
    /// The first user message, only when the stored title needs it for display (§10.3).
    public var firstQuestion: String?

    public init(conversation: Conversation, lastMessageContent: String?, firstQuestion: String?) {
        self.conversation = conversation
        self.lastMessageContent = lastMessageContent
        self.firstQuestion = firstQuestion
    }

    /// The cursor that continues the list after this row.
    public var cursor: HistoryCursor { HistoryCursor(conversation) }
}
