import Domain
import Foundation

/// Sharing a conversation (protocol.md §11.5, ux.md §3.10): only a signed-in account's
/// conversations that live on the cloud. The dialog reads the status when it opens; the
/// checkbox changes at once and goes back if the server refuses.
extension Coordinator {
    /// Why Share link… cannot be used for the open conversation; nil when it can.
    var shareUnavailableKey: String? {
        if state.backend == .library { return "menu.share.library" }
        guard state.syncsWithAccount else { return "menu.share.signIn" }
        guard let c = state.chat.conversation, !c.isLocalOnly, !c.pendingRemoteCreate else { return "menu.share.localOnly" }
        return nil
    }

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
            return s.url.map { [.chat(.copy(shareSummary(link: $0)))] } ?? []
        default:
            return []
        }
    }

    /// The plain-text summary of protocol.md §12.3: title, link, last update, message count, preview and
    /// the credit, in the UI language.
    func shareSummary(link: String) -> String {
        let c = state.chat.conversation
        let title = (c?.title.isEmpty ?? true) ? localizer("chat.newConversation") : c?.title ?? ""
        var lines = [localizer("share.conversationTitle", title), link]
        if let c {
            // The local calendar date, as History writes dates (ux.md §4.1).
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .current
            let p = calendar.dateComponents([.year, .month, .day], from: c.updatedAt)
            let n = localizer.numbers
            let date = localizer("time.dateWithYear", n.plain(p.day ?? 1), localizer("date.month.\(p.month ?? 1)"),
                                 n.plain(p.year ?? 1970))
            lines.append(localizer("share.lastUpdated", date))
        }
        lines.append(localizer.plural("share.messagesCount", count: state.chat.messages.count))
        if let last = state.chat.messages.last, let preview = MessagePreview.text(fromBody: last.body) {
            lines.append(localizer("share.preview", preview))
        }
        lines.append("")
        lines.append(localizer("share.poweredBy"))
        return lines.joined(separator: "\n")
    }

    mutating func handleShareEvent(_ event: SyncEvent, now: Double) {
        switch event {
        case .shareStatus(let id, let shared, let url):
            state.dialog?.shareStatus(of: id, shared: shared, url: url)
        case .shareFailed(let id, let cause, let revertTo):
            // The catalogue's codes (protocol.md §8); the cause is in the log.
            let e = revertTo == nil
                ? AppError(code: "E-CHAT-SHARE-STATUS", messageKey: "chat.error.shareStatusFailed", detail: cause.code)
                : AppError(code: "E-CHAT-SHARE", messageKey: "history.shareFailed", detail: cause.code)
            state.toast = Toast(text: localizer(e.messageKey) + " (" + localizer("error.codeFormat", e.code) + ")",
                                isError: true, now: now)
            if state.dialog?.shareFailed(of: id, revertTo: revertTo) == false { state.dialog = nil }
        default:
            break
        }
    }
}

extension Coordinator {
    var isShareDialog: Bool { state.dialog?.share != nil }
}
