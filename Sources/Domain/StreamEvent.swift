import Foundation

/// One decoded chat-stream event (protocol.md §6.4); every payload key is optional on the wire.
public enum StreamEvent: Hashable, Sendable {
    case metadata(StreamMetadata)
    /// A short progress label ("Searching Islamic books database").
    case thinking(String?)
    /// A fragment of the model's reasoning, kept exactly as received.
    case reasoning(String?)
    /// A fragment of the answer; a missing `content` is `""`.
    case chunk(String)
    case done(StreamDone)
    /// A backend failure: `message`, else `error`, else `content`; `code` is kept for the log.
    case error(message: String?, code: String?)
    /// The server stopped the answer; `content` is the partial.
    case cancelled(content: String?)
    case title(String?)
    /// The `[DONE]` sentinel: the stream is over.
    case endOfStream
}

/// The `metadata` payload: continuity id and guest quota.
public struct StreamMetadata: Hashable, Sendable {
    public var threadId: String?
    public var sessionId: String?
    public var language: String?
    public var isGuest: Bool?
    public var requestsRemaining: Int?

    public init(threadId: String? = nil, sessionId: String? = nil, language: String? = nil,
                isGuest: Bool? = nil, requestsRemaining: Int? = nil) {
        self.threadId = threadId
        self.sessionId = sessionId
        self.language = language
        self.isGuest = isGuest
        self.requestsRemaining = requestsRemaining
    }

    /// `thread_id`, else `session_id`: the first non-blank one (protocol.md §7.2).
    public var continuityId: String? {
        [threadId, sessionId].compactMap { $0 }.first { !$0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
    }
}

/// The `done` payload.
public struct StreamDone: Hashable, Sendable {
    public var fullAnswer: String?
    public var content: String?
    public var threadId: String?
    public var sessionId: String?
    public var aiMessageId: String?
    public var isComplete: Bool?
    /// From the offline library: no passage is offered as an answer.
    public var abstained: Bool?
    /// From the offline library: the question's terms that nothing cited covers, as typed.
    public var notFoundTerms: [String]?

    public init(fullAnswer: String? = nil, content: String? = nil, threadId: String? = nil,
                sessionId: String? = nil, aiMessageId: String? = nil, isComplete: Bool? = nil,
                abstained: Bool? = nil, notFoundTerms: [String]? = nil) {
        self.fullAnswer = fullAnswer
        self.content = content
        self.threadId = threadId
        self.sessionId = sessionId
        self.aiMessageId = aiMessageId
        self.isComplete = isComplete
        self.abstained = abstained
        self.notFoundTerms = notFoundTerms
    }
}
