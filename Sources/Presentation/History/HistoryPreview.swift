import Domain
import Foundation

/// The wide layout's preview of the selected conversation (ux.md §4.9).
public struct HistoryPreview: Hashable, Sendable {
    public var conversationId: String
    /// The last messages, oldest first, ready to draw; nil while loading.
    public var messages: [PreviewMessage]?

    public init(conversationId: String, messages: [PreviewMessage]? = nil) {
        self.conversationId = conversationId
        self.messages = messages
    }

    /// One message of the pane: who and when, its text as plain paragraphs of runs (matches of
    /// the search marked), and its sources as citations.
    public struct PreviewMessage: Hashable, Sendable {
        public var id: String
        public var role: Role
        public var createdAt: Date
        /// Each paragraph is laid out on its own, in its own direction.
        public var paragraphs: [[SearchSnippet.Part]]
        public var sources: [String]

        public init(id: String, role: Role, createdAt: Date, paragraphs: [[SearchSnippet.Part]], sources: [String]) {
            self.id = id
            self.role = role
            self.createdAt = createdAt
            self.paragraphs = paragraphs
            self.sources = sources
        }

        /// A stored message made plain; with a query, its matching words are marked.
        public init(_ m: Message, query: SearchQuery?) {
            let texts: [String]
            var sources: [String] = []
            if m.role == .assistant {
                texts = HistoryPreviewText.paragraphs(m.content)
                sources = (m.sources ?? AnswerParser.parse(m.content).sources).map(AnswerParser.citation(for:))
            } else {
                texts = [HistoryPreviewText.oneLine(m.content)]
            }
            let paragraphs = texts.map { text -> [SearchSnippet.Part] in
                if let query, !query.isEmpty,
                   let marked = SearchSnippet.make(text: text, query: query, wordsBefore: .max / 2, maxWords: .max / 2) {
                    return marked.parts
                }
                return [SearchSnippet.Part(text, isMatch: false)]
            }
            self.init(id: m.id, role: m.role, createdAt: m.createdAt, paragraphs: paragraphs, sources: sources)
        }
    }
}
