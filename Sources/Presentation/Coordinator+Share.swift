/// Sharing a conversation (protocol.md §11.5, ux.md §3.10): only a signed-in account's
/// conversations that live on the cloud. The dialog reads the status when it opens; the
/// checkbox changes at once and goes back if the server refuses.
extension Coordinator {
    var shareUnavailableKey: String? { ShareSummary.unavailableKey(state) }

    mutating func openShareDialog(now: Double) -> [Effect] {
        if let reason = shareUnavailableKey {
            state.toast = Toast(text: localizer(reason), now: now)
            return []
        }
        guard let c = state.chat.conversation else { return [] }
        state.dialog = DialogState(kind: .share(.init(conversationId: c.id, serverKey: c.serverKey)))
        return [.sync(.shareStatus(conversationId: c.id, serverKey: c.serverKey))]
    }

    /// Space on the checkbox: the new state shows at once (protocol.md §11.5).
    mutating func toggleShare(now: Double) -> [Effect] {
        guard var dialog = state.dialog, let change = dialog.toggleShare() else { return [] }
        state.dialog = dialog
        return [.sync(change)]
    }

    mutating func chooseShare(_ choice: DialogState.Choice, in kind: DialogState.Kind, now: Double) -> [Effect] {
        if case .link(let url) = kind {
            // The link dialog closes once the link is on the clipboard.
            return choice == .copyLink ? [.chat(.copyLink(url))] : []
        }
        guard case .share(let s) = kind else { return [] }
        switch choice {
        case .copyLink:
            state.dialog = DialogState(kind: kind)
            return s.url.map { [.chat(.copyLink($0))] } ?? []
        case .copySummary:
            state.dialog = DialogState(kind: kind)
            state.dialog?.focused = 1
            return s.url.map { [.chat(.copy(ShareSummary.text(of: state.chat, link: $0, localizer)))] } ?? []
        default:
            return []
        }
    }

    mutating func handleShareEvent(_ event: SyncEvent, now: Double) {
        switch event {
        case .shareStatus(let id, let shared, let url):
            state.dialog?.shareStatus(of: id, shared: shared, url: url)
        case .shareFailed(let id, let cause, let revertTo):
            let e = DialogState.shareError(revertTo: revertTo, cause: cause)
            toast(localizer(e.messageKey), code: e.code, isError: true, now: now)
            if state.dialog?.shareFailed(of: id, revertTo: revertTo) == false { state.dialog = nil }
        default:
            break
        }
    }
}

extension Coordinator {
    var isShareDialog: Bool { state.dialog?.share != nil }
}
