import Foundation

/// Messages, scoped through their conversation's owner (protocol.md §10.2, §10.5).
public protocol MessageRepository: Sendable {
    /// Stores a new message in a conversation of `owner` and sets the conversation's `updatedAt`
    /// to the message's `createdAt` (or only moves it forward, for sync).
    func append(_ message: Message, owner: Owner, touch: ConversationTouch) throws
    /// Replaces the stored fields of an existing message (resend, sync, final answer).
    func update(_ message: Message, owner: Owner, touch: ConversationTouch) throws
    /// The frequent in-place write while an answer streams.
    func updateStreaming(messageId: String, content: String, reasoning: String?, owner: Owner) throws
    /// Sets a message's state and last error code (marking incomplete, not sent, complete).
    func setState(_ state: MessageState, lastErrorCode: String?, messageId: String, owner: Owner) throws
    func message(id: String, owner: Owner) throws -> Message?
    func messages(conversationId: String, owner: Owner, page: MessagePageRequest) throws -> [Message]
    func delete(messageId: String, owner: Owner) throws
    /// Startup recovery of every owner's messages after a crash (protocol.md §7.9).
    func recoverAfterCrash() throws -> RecoveryReport
    /// The conversation of `owner`'s newest question waiting for the connection (not sent with
    /// a connection code, protocol.md §7.7), however it got there: launch opens it and starts the probes.
    func conversationWithWaitingQuestion(owner: Owner) throws -> String?
}

extension MessageRepository {
    /// Stores without this query never report a waiting question.
    public func conversationWithWaitingQuestion(owner: Owner) throws -> String? { nil }
}

/// The error codes of a question that waits for the connection and is sent again by itself.
public enum WaitingQuestion {
    public static let codes: Set<String> = ["E-NET-003", "E-NET-004", "E-NET-005"]
}

/// How writing a message moves its conversation's `updatedAt` (protocol.md §10.4).
public enum ConversationTouch: Hashable, Sendable {
    /// Set it to the message's `createdAt` (a new or resent message).
    case set
    /// Only move it forward (sync).
    case forwardOnly
    /// Leave it (a streaming answer's final write, an edit).
    case none
}
