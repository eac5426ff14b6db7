import Domain

/// One row of the History list, with what its drawing needs worked out once when the row
/// arrives (title, flattened preview, search highlights), so a frame only lays out text.
public struct HistoryItem: Hashable, Sendable {
    public var entry: HistoryEntry
    /// The display title (protocol.md §10.3); nil means the localized "New Conversation".
    public var title: String?
    /// The last message flattened to one line without Sources or Markdown; nil means the
    /// localized `history.noMessages`.
    public var preview: String?
    /// Why the row is in the search results, when it is one.
    public var match: HistoryMatch?

    public init(entry: HistoryEntry, match: HistoryMatch? = nil) {
        self.entry = entry
        self.title = ConversationTitle.display(stored: entry.conversation.title, firstQuestion: entry.firstQuestion)
        self.preview = HistoryPreviewText.preview(entry.lastMessageContent)
        self.match = match
    }

    public var id: String { entry.conversation.id }
    public var conversation: Conversation { entry.conversation }

    /// The row's badges in display order (ux.md §4.1). "[Local-only]" only means something
    /// next to synced conversations, so it shows only while signed in.
    public func badges(signedIn: Bool) -> [HistoryBadge] {
        var out: [HistoryBadge] = []
        if signedIn && entry.conversation.isLocalOnly { out.append(.localOnly) }
        if entry.conversation.conversationType == .factCheck { out.append(.factCheck) }
        switch entry.lastMessageState {
        case .notSent?: out.append(.notSent)
        case .incomplete?: if entry.lastMessageRole != .user { out.append(.incomplete) }
        default: break
        }
        return out
    }
}

/// A search result's highlights (ux.md §4.4).
public struct HistoryMatch: Hashable, Sendable {
    /// The display title cut into plain and matching runs; nil when no title word matched.
    public var titleParts: [SearchSnippet.Part]?
    /// Text around the first matching message's first match; nil when only the title matched.
    public var snippet: SearchSnippet?
    public var firstMatchingMessageId: String?

    public init(titleParts: [SearchSnippet.Part]?, snippet: SearchSnippet?, firstMatchingMessageId: String?) {
        self.titleParts = titleParts
        self.snippet = snippet
        self.firstMatchingMessageId = firstMatchingMessageId
    }
}

/// The tags at the trailing edge of a row's second line.
public enum HistoryBadge: String, Hashable, Sendable, CaseIterable {
    case localOnly, factCheck, notSent, incomplete

    public var labelKey: String { "history.badge." + rawValue }
}
