/// How a chat turn ended (protocol.md §7.2–7.4): the assistant message to keep, if any, and the
/// error to show, if any.
public struct ChatTurnOutcome: Hashable, Sendable {
    /// The final state of the assistant message (protocol.md §7.9).
    public enum AnswerState: String, Hashable, Sendable {
        case complete, stopped, interrupted, failed
    }

    /// The assistant message's final content; nil means no assistant message (and a row holding
    /// only whitespace is deleted).
    public var content: String?
    public var state: AnswerState
    /// `ai_message_id` from `done`.
    public var serverId: String?
    /// The reasoning to store with the answer: nil when no non-empty fragment arrived.
    public var reasoning: String?
    /// Banner or notice (rule C, a backend error, a parse error, a cancel notice); nil for none.
    public var error: AppError?

    public init(content: String?, state: AnswerState, serverId: String? = nil, reasoning: String? = nil,
                error: AppError? = nil) {
        self.content = content
        self.state = state
        self.serverId = serverId
        self.reasoning = reasoning
        self.error = error
    }
}
