import Domain

/// The share dialog's rules (protocol.md §11.5, ux.md §3.10): the checkbox changes at once and
/// goes back if the server refuses; the status arrives after the dialog opens.
extension DialogState {
    /// The share dialog's state, when this is it.
    public var share: ShareDialog? {
        if case .share(let s) = kind { return s }
        return nil
    }

    /// Space on the checkbox: the new state shows at once (protocol.md §11.5), the focus on its first
    /// button; the change to ask of the server, or nil before the status is known.
    public mutating func toggleShare() -> SyncEffect? {
        guard var s = share, let shared = s.isShared else { return nil }
        s.isShared = !shared
        s.url = !shared ? (s.url ?? DeepLink.shareURL(id: s.serverKey)) : s.url
        kind = .share(s)
        focused = 0
        return .setShared(conversationId: s.conversationId, serverKey: s.serverKey, shared: !shared)
    }

    /// The server's status of conversation `id`, if this dialog shows it.
    public mutating func shareStatus(of id: String, shared: Bool, url: String?) {
        guard var s = share, s.conversationId == id else { return }
        s.isShared = shared
        s.url = url
        kind = .share(s)
    }

    /// A refused change goes back to `revertTo`; a failed status read (nil) closes the dialog
    /// (false). True while the dialog stays.
    public mutating func shareFailed(of id: String, revertTo: Bool?) -> Bool {
        guard var s = share, s.conversationId == id else { return true }
        guard let revertTo else { return false }
        s.isShared = revertTo
        kind = .share(s)
        return true
    }

    /// The catalogue error a failed share call shows (protocol.md §8): reading the status, or
    /// changing it (`revertTo` set). The cause stays in the log.
    public static func shareError(revertTo: Bool?, cause: AppError) -> AppError {
        revertTo == nil
            ? AppError(code: "E-CHAT-SHARE-STATUS", messageKey: "chat.error.shareStatusFailed", detail: cause.code)
            : AppError(code: "E-CHAT-SHARE", messageKey: "history.shareFailed", detail: cause.code)
    }
}
