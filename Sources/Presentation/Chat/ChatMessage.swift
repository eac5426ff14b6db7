import Domain

/// A message as the transcript shows it: the stored message plus its answer split into body and
/// sources once it is final (protocol.md §9.8), so a frame never re-parses a finished answer.
public struct ChatMessage: Hashable, Sendable {
    public var message: Message
    /// The parsed answer of a finished assistant message; nil while streaming and for questions.
    public private(set) var parsed: AnswerParser.Parsed?

    public init(_ message: Message) {
        self.message = message
        reparse()
    }

    public var id: String { message.id }
    public var role: Role { message.role }
    public var state: MessageState { message.state }

    /// The Markdown to lay out: the body without its Sources block once final, the raw text while
    /// it streams.
    public var body: String { parsed?.body ?? message.content }
    public var sources: [Source] { parsed?.sources ?? [] }

    /// Call after the content or state changed.
    public mutating func reparse() {
        if message.role == .assistant && message.state != .streaming {
            parsed = AnswerParser.parse(message.content)
            message.sources = parsed?.sources
        } else {
            parsed = nil
        }
    }
}
