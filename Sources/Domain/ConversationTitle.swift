import Foundation

/// The title rules of protocol.md §10.3, counted in grapheme clusters (Swift `Character`s).
public enum ConversationTitle {
    static let maxLength = 50
    /// Stored titles that mean "no real title" (ours and the server's default).
    static let placeholders: Set<String> = ["New Conversation", "New Chat"]

    /// The title the client makes from the first question: trimmed, at most 50 graphemes, then
    /// trimmed again and followed by `…` when it was cut (protocol.md §10.3 says `...`; the UI
    /// cuts everything else with `…`, and titles are shown next to those).
    public static func local(fromQuestion question: String) -> String {
        let trimmed = question.trimmed
        guard trimmed.count > maxLength else { return trimmed }
        return String(trimmed.prefix(maxLength)).trimmed + "…"
    }

    /// The title a history row shows; nil means the localized `chat.newConversation`.
    public static func display(stored: String, firstQuestion: String?) -> String? {
        let t = stored.trimmed
        // Titles cut before (by this app or another client) end with ASCII `...`.
        if !t.isEmpty && !placeholders.contains(t) { return t.hasSuffix("...") ? String(t.dropLast(3)) + "…" : t }
        guard let q = firstQuestion else { return nil }
        let local = local(fromQuestion: q)
        return local.isEmpty ? nil : local
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
