import Domain

/// A write to the conversation store that the chat asks for; the run loop performs it against
/// the repositories and reports a failure back as `ChatEvent.storeFailed`.
public enum StoreCommand: Hashable, Sendable {
    case createConversation(Conversation)
    case appendMessage(Message, touch: ConversationTouch)
    case updateMessage(Message, touch: ConversationTouch)
    /// The frequent write of a streaming answer (at most every 500 ms, protocol.md §7.2).
    case updateStreaming(messageId: String, content: String, reasoning: String?)
    case setMessageState(messageId: String, state: MessageState, lastErrorCode: String?)
    case deleteMessage(messageId: String)
    case deleteConversation(conversationId: String)
    case setThreadId(String, conversationId: String)
    case setTitle(String, origin: TitleOrigin, conversationId: String)
}
