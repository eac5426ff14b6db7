import Domain
import Localization

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

/// The share and link dialogs in the router: opening, the checkbox, their buttons and the
/// server's answers, as outcomes.
extension DialogState {
    /// Chat menu → Share link…: the dialog reads the status as it opens; a toast says why
    /// sharing does not apply.
    public static func openShare(over app: AppState, _ localizer: Localizer) -> [AppOutcome] {
        if let reason = ShareSummary.unavailableKey(app) { return [.toast(localizer(reason))] }
        guard let c = app.chat.conversation else { return [] }
        return [.dialog(DialogState(kind: .share(.init(conversationId: c.id, serverKey: c.serverKey)))),
                .effect(.sync(.shareStatus(conversationId: c.id, serverKey: c.serverKey)))]
    }

    /// Space on the checkbox: the share dialog asks the server at once; Sign Out's "also delete
    /// this account's conversations" (on Settings) flips.
    public func toggleCheckbox(onSettings: Bool) -> [AppOutcome] {
        var dialog = self
        if dialog.share != nil {
            guard let change = dialog.toggleShare() else { return [] }
            return [.dialog(dialog), .effect(.sync(change))]
        }
        guard onSettings, case .signOut(let on) = kind else { return [] }
        dialog.kind = .signOut(deleteLocal: !on)
        return [.dialog(dialog)]
    }

    /// The share and link dialogs' buttons: the link or the summary to the clipboard (the
    /// share dialog stays, the link dialog closes).
    static func chooseShare(_ choice: Choice, in kind: Kind, chat: ChatViewModel, _ localizer: Localizer) -> [AppOutcome] {
        if case .link(let url) = kind { return choice == .copyLink ? [.effect(.chat(.copyLink(url)))] : [] }
        guard case .share(let s) = kind else { return [] }
        var again = DialogState(kind: kind)
        switch choice {
        case .copyLink:
            return [.dialog(again)] + (s.url.map { [.effect(.chat(.copyLink($0)))] } ?? [])
        case .copySummary:
            again.focused = 1
            let summary = s.url.map { ShareSummary.text(of: chat, link: $0, localizer) }
            return [.dialog(again)] + (summary.map { [.effect(.chat(.copy($0)))] } ?? [])
        default:
            return []
        }
    }

    /// The server's answer about sharing, for the open dialog (whichever it is).
    static func shareEvent(_ event: SyncEvent, dialog: DialogState?, _ localizer: Localizer) -> [AppOutcome] {
        var dialog = dialog
        switch event {
        case .shareStatus(let id, let shared, let url):
            dialog?.shareStatus(of: id, shared: shared, url: url)
            return [.dialog(dialog)]
        case .shareFailed(let id, let cause, let revertTo):
            let e = shareError(revertTo: revertTo, cause: cause)
            if dialog?.shareFailed(of: id, revertTo: revertTo) == false { dialog = nil }
            return [.toast(localizer(e.messageKey), code: e.code, isError: true), .dialog(dialog)]
        default:
            return []
        }
    }
}
