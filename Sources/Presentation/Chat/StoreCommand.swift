import Domain

/// A write to the conversation store that the chat asks for; the run loop performs it against
/// the repositories and reports a failure back as `ChatEvent.storeFailed`.
public enum StoreCommand: Hashable, Sendable {
    /// A new conversation with its first question, written as one transaction so a crash never
    /// leaves an empty conversation row.
    case startConversation(Conversation, firstMessage: Message)
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

extension StoreCommand {
    /// The same write aimed at the new ids of re-keyed conversations (protocol.md §5.3): the
    /// server may re-key a conversation while a write naming its old id is on its way.
    public func renamingConversations(_ aliases: [String: String]) -> StoreCommand {
        func renamed(_ id: String) -> String { aliases[id] ?? id }
        func moved(_ m: Message) -> Message {
            var m = m
            m.conversationId = renamed(m.conversationId)
            return m
        }
        switch self {
        case .startConversation, .updateStreaming, .setMessageState, .deleteMessage:
            return self
        case .appendMessage(let m, let touch): return .appendMessage(moved(m), touch: touch)
        case .updateMessage(let m, let touch): return .updateMessage(moved(m), touch: touch)
        case .deleteConversation(let id): return .deleteConversation(conversationId: renamed(id))
        case .setThreadId(let t, let id): return .setThreadId(t, conversationId: renamed(id))
        case .setTitle(let t, let origin, let id): return .setTitle(t, origin: origin, conversationId: renamed(id))
        }
    }
}
