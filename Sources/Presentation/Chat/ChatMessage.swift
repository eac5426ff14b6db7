import Domain

/// A message as the transcript holds it. A finished answer's split into body and sources
/// (protocol.md §9.8) is computed on demand: views cache it for what they draw, so opening a
/// long conversation never parses answers that are not on screen.
public struct ChatMessage: Hashable, Sendable {
    public var message: Message
    /// The split, when the view model already computed it (a just-finished answer).
    public private(set) var answer: AnswerParser.Parsed?
    /// The answer's Arabic quotations as the installed library found them; nil until checked
    /// (after the answer completed), empty when it has none.
    public var quotationMarks: [QuotationMark]?

    public init(_ message: Message, answer: AnswerParser.Parsed? = nil) {
        self.message = message
        self.answer = answer
    }

    public var id: String { message.id }
    public var role: Role { message.role }
    public var state: MessageState { message.state }

    /// Whether the content is Markdown with a Sources block to split off (a finished answer).
    public var isParsedAnswer: Bool { message.role == .assistant && message.state != .streaming }

    /// Body and sources of a finished answer; the raw text and no sources otherwise.
    public var parsed: AnswerParser.Parsed {
        guard isParsedAnswer else { return AnswerParser.Parsed(body: message.content, sources: []) }
        return answer ?? AnswerParser.parse(message.content)
    }

    public var body: String { parsed.body }
    public var sources: [Source] { parsed.sources }
}
