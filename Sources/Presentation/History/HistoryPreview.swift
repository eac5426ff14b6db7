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

    /// One message of the pane: who and when, its text as plain runs (matches of the search
    /// marked), and its sources as citations.
    public struct PreviewMessage: Hashable, Sendable {
        public var id: String
        public var role: Role
        public var createdAt: Date
        public var parts: [SearchSnippet.Part]
        public var sources: [String]

        public init(id: String, role: Role, createdAt: Date, parts: [SearchSnippet.Part], sources: [String]) {
            self.id = id
            self.role = role
            self.createdAt = createdAt
            self.parts = parts
            self.sources = sources
        }

        /// A stored message made plain; with a query, its matching words are marked.
        public init(_ m: Message, query: SearchQuery?) {
            let text: String
            var sources: [String] = []
            if m.role == .assistant {
                text = HistoryPreviewText.plain(m.content)
                sources = (m.sources ?? AnswerParser.parse(m.content).sources).map(AnswerParser.citation(for:))
            } else {
                text = HistoryPreviewText.oneLine(m.content)
            }
            var parts = [SearchSnippet.Part(text, isMatch: false)]
            if let query, !query.isEmpty,
               let marked = SearchSnippet.make(text: text, query: query, wordsBefore: .max / 2, maxWords: .max / 2) {
                parts = marked.parts
            }
            self.init(id: m.id, role: m.role, createdAt: m.createdAt, parts: parts, sources: sources)
        }
    }
}
