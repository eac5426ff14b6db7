import Domain
import Foundation

/// Scrolling, message focus and per-message actions (ux.md §3.7, §3.10, §3.11).
extension ChatViewModel {
    // MARK: Scrolling

    /// Moves the view by `rows` (negative is up); reaching the bottom resumes following.
    public mutating func scroll(by rows: Int, metrics: TranscriptMetrics?) {
        guard let metrics else { return }
        let target = metrics.scroll(atTop: metrics.top(of: scroll) + rows)
        scroll = target
        if target == .following { unseenBelow = false }
    }

    public mutating func scrollToTop(metrics: TranscriptMetrics?) {
        guard let metrics, metrics.maxTop > 0, let first = metrics.tops.first else { return }
        scroll = .anchored(messageId: first.id, row: 0)
    }

    /// Ctrl+End: jump down and follow again.
    public mutating func scrollToBottom() {
        scroll = .following
        unseenBelow = false
    }

    // MARK: Focus

    /// Alt+↑, F6, ↑ on an empty composer: the last message, or the last suggestion of an empty chat.
    public mutating func focusMessages(metrics: TranscriptMetrics?) {
        if let last = messages.last {
            focus = .message(id: last.id)
            reveal(last.id, metrics: metrics)
        } else {
            focus = .suggestion(ChatSuggestions.count - 1)
        }
    }

    public mutating func focusComposer() { focus = .composer }

    /// A click on a message selects it without scrolling.
    public mutating func select(messageId: String) {
        if index(of: messageId) != nil { focus = .message(id: messageId) }
    }

    /// ↑/↓ among messages or suggestions.
    public mutating func moveFocus(_ delta: Int, metrics: TranscriptMetrics?) {
        switch focus {
        case .composer: return
        case .suggestion(let i):
            focus = .suggestion(min(ChatSuggestions.count - 1, max(0, i + delta)))
        case .message(let id):
            guard let i = index(of: id) else { focus = .composer; return }
            let j = min(messages.count - 1, max(0, i + delta))
            focus = .message(id: messages[j].id)
            reveal(messages[j].id, metrics: metrics)
        }
    }

    /// Home/`g` and End/`G` in message focus; the last resumes following.
    public mutating func focusEdge(last: Bool, metrics: TranscriptMetrics?) {
        guard let m = last ? messages.last : messages.first else { return }
        focus = .message(id: m.id)
        if last { scrollToBottom() } else { reveal(m.id, metrics: metrics) }
    }

    /// Scrolls so a message's top is visible; the last message means following.
    mutating func reveal(_ id: String, metrics: TranscriptMetrics?) {
        if id == messages.last?.id {
            guard let metrics, let top = metrics.tops.first(where: { $0.id == id })?.top else {
                scroll = .following
                return
            }
            // A last message taller than the view is shown from its top.
            if metrics.totalRows - top > metrics.viewportRows {
                scroll = .anchored(messageId: id, row: 0)
            } else {
                scroll = .following
                unseenBelow = false
            }
            return
        }
        guard let metrics, let top = metrics.tops.first(where: { $0.id == id })?.top else {
            scroll = .anchored(messageId: id, row: 0)
            return
        }
        let viewTop = metrics.top(of: scroll)
        if top < viewTop || top >= viewTop + metrics.viewportRows { scroll = .anchored(messageId: id, row: 0) }
    }

    public var focusedMessage: ChatMessage? {
        if case .message(let id) = focus, let i = index(of: id) { return messages[i] }
        return nil
    }

    // MARK: Actions

    /// The text a copy puts on the clipboard: the message, and for answers its sources, never
    /// the reasoning (ux.md §3.10).
    public static func copyText(of m: ChatMessage) -> String {
        guard m.role == .assistant else { return m.message.content }
        var text = m.body.trimmingCharacters(in: .whitespacesAndNewlines)
        if !m.sources.isEmpty {
            text += "\n\nSources:\n" + m.sources.map { "- \($0.title) - \($0.url)" }.joined(separator: "\n")
        }
        return text
    }

    /// The latest answer with text, for Alt+C and Alt+T.
    public var lastAnswer: ChatMessage? {
        messages.last { $0.role == .assistant && !$0.message.content.isEmpty }
    }

    public mutating func copy(messageId: String?) -> [ChatEffect] {
        guard let m = messageId.flatMap({ id in index(of: id).map { messages[$0] } }) ?? lastAnswer else { return [] }
        return [.copy(Self.copyText(of: m))]
    }

    /// Alt+T, `t`: shows or hides an answer's reasoning. Saying nothing when there is none
    /// looked like a broken key, so a notice says why nothing opened.
    public mutating func toggleReasoning(messageId: String?) {
        guard let m = messageId.flatMap({ id in index(of: id).map { messages[$0] } }) ?? lastAnswer else {
            notice = ChatNotice("chat.reasoning.noAnswer")
            return
        }
        guard m.message.reasoning != nil else {
            notice = ChatNotice(m.role == .assistant ? "chat.reasoning.none" : "chat.reasoning.onlyAnswers")
            return
        }
        if expandedReasoning.contains(m.id) { expandedReasoning.remove(m.id) } else { expandedReasoning.insert(m.id) }
    }

    /// `1`–`9`: opens source N of the focused answer.
    public func openSource(_ n: Int) -> [ChatEffect] {
        guard let m = focusedMessage, n >= 1, n <= m.sources.count else { return [] }
        return [.openURL(m.sources[n - 1].url)]
    }

    /// `e`: the question goes into the composer; a not-sent one leaves the transcript (ux.md §3.3).
    public mutating func edit(messageId: String) -> [ChatEffect] {
        guard let i = index(of: messageId), messages[i].role == .user else { return [] }
        let m = messages[i]
        restoreIntoComposer(m.message.content)
        focus = .composer
        if m.state == .notSent {
            messages.remove(at: i)
            return [.store([.deleteMessage(messageId: m.id)], turn: nil)]
        }
        return []
    }

    /// Dismisses the banner (Esc).
    public mutating func dismissBanner() { banner = nil }

    /// Ctrl+N: an empty conversation, stored on its first send. `keepDraft` takes the draft along.
    public mutating func newChat(keepDraft: Bool) {
        let draft = composer
        conversation = nil
        messages = []
        turn = nil
        banner = nil
        focus = .composer
        scroll = .following
        unseenBelow = false
        composer = keepDraft ? draft : TextBuffer()
    }

    /// Whether there is anything to export: a stored conversation with messages.
    public var canExport: Bool { conversation != nil && !messages.isEmpty }

    /// The conversation as an export request to `path`.
    public func export(backendLabel: String, path: String) -> [ChatEffect] {
        guard let c = conversation, !messages.isEmpty else { return [] }
        return [.export(ChatExport(conversation: c, messages: messages.map(\.message), backendLabel: backendLabel,
                                   olderInStore: older != .none), path: path)]
    }

    /// The effect that reads the messages a launch left in the store, once the user looks back
    /// from the bottom (a scroll, a focused message); nil otherwise.
    mutating func readOlderIfLookingBack() -> ChatEffect? {
        guard older == .unread, let c = conversation else { return nil }
        let lookingBack: Bool
        if case .message = focus { lookingBack = true } else { lookingBack = scroll != .following }
        guard lookingBack else { return nil }
        older = .reading
        return .readOlder(conversationId: c.id)
    }
}

/// The four suggested questions of the empty state (ux.md §3.4), as localization keys.
public enum ChatSuggestions {
    public static let keys = ["chat.suggestion.1", "chat.suggestion.2", "chat.suggestion.3", "chat.suggestion.4"]
    public static var count: Int { keys.count }
}
