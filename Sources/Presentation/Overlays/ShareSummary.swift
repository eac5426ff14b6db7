import Domain
import Foundation
import Localization

/// What the share dialog offers besides the link (protocol.md §12.3, ux.md §3.10): the
/// conversation as a short plain text, and why sharing does not apply to the open conversation.
public enum ShareSummary {
    /// Why Share link… cannot be used for the open conversation; nil when it can. Only a
    /// signed-in account's conversations that live on the cloud can be shared.
    public static func unavailableKey(_ state: AppState) -> String? {
        if state.backend == .library { return "menu.share.library" }
        guard state.syncsWithAccount else { return "menu.share.signIn" }
        guard let c = state.chat.conversation, !c.isLocalOnly, !c.pendingRemoteCreate else { return "menu.share.localOnly" }
        return nil
    }

    /// The plain-text summary: title, link, last update, message count, preview and the credit,
    /// in the UI language.
    public static func text(of chat: ChatViewModel, link: String, _ localizer: Localizer) -> String {
        let c = chat.conversation
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
        lines.append(localizer.plural("share.messagesCount", count: chat.messages.count))
        if let last = chat.messages.last, let preview = MessagePreview.text(fromBody: last.body) {
            lines.append(localizer("share.preview", preview))
        }
        lines.append("")
        lines.append(localizer("share.poweredBy"))
        return lines.joined(separator: "\n")
    }
}
