/// The history row preview of protocol.md §10.4, counted in grapheme clusters.
public enum MessagePreview {
    static let maxLength = 100

    /// The preview of the last message's body (the caller removes the Sources block, protocol.md §9); nil
    /// means the localized `history.noMessages`.
    public static func text(fromBody body: String?) -> String? {
        guard let body else { return nil }
        let collapsed = body.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard !collapsed.isEmpty else { return nil }
        guard collapsed.count > maxLength else { return collapsed }
        return String(collapsed.prefix(maxLength)) + "…"
    }
}
