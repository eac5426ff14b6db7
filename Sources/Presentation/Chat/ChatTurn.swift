import Domain

/// One question-and-answer exchange on the wire: from the request to the end of the grace
/// period. At most one is active at a time (protocol.md §7.1 guard).
public struct ChatTurn: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        /// The request is out; no status yet.
        case connecting
        /// A 2xx arrived; thinking, no text yet.
        case waiting
        /// Answer text is arriving.
        case writing
        /// `done` arrived; only `title` and `metadata` still count (5 s).
        case grace
    }

    /// Identifies the turn's stream in events, so a late event of an old turn is ignored.
    public let id: Int
    /// The question answered: a new user message, or the earlier one for a regenerate.
    public var userMessageId: String
    public var question: String
    public var assistantMessageId: String?
    /// True when the turn re-asks an earlier question (protocol.md §7.8): no user message of its own.
    public var isRegenerate: Bool
    /// The conversation was created by this send (rule A removes it again when empty).
    public var createdConversation: Bool
    /// Sent by the reachability loop, not by the user (protocol.md §7.7): a refusal never
    /// removes the question or touches the composer.
    public var isBackgroundResend = false
    /// The fact-check this turn sends, when it is one: a refusal gives it back to the review
    /// sheet (its image too) rather than to the composer, where it would go as a question.
    public var factCheck: FactCheckSubmission?
    public var phase: Phase = .connecting
    /// The latest `thinking` label.
    public var statusLabel: String?
    public var reducer: ChatStreamReducer
    public var save = StreamingSaveSchedule()
    /// Monotonic seconds when the grace period ends.
    public var graceEndsAt: Double?

    public init(id: Int, userMessageId: String, question: String, isRegenerate: Bool, createdConversation: Bool,
                threadId: String?) {
        self.id = id
        self.userMessageId = userMessageId
        self.question = question
        self.isRegenerate = isRegenerate
        self.createdConversation = createdConversation
        self.reducer = ChatStreamReducer(threadId: threadId)
    }

    /// Whether the turn still blocks a new send (the grace period does not).
    public var isActive: Bool { phase != .grace }
}
