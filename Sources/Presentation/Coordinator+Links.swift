import Domain

/// Deep links (protocol.md §12.2, ux.md §6.5): a link on the command line overrides the
/// restored screen, after Welcome on a first launch.
extension Coordinator {
    mutating func openLink(_ link: DeepLink, now: Double) -> [Effect] {
        if link == .unsupported {
            state.toast = Toast(text: localizer("deeplink.unsupported"), isError: true, now: now)
            return []
        }
        if state.welcome.layer != nil {
            state.welcome.pendingLink = link
            return []
        }
        switch link {
        case .newChat:
            state.tab = .chat
            state.chat.newChat(keepDraft: false)
        case .history:
            return switchTab(to: .history, now: now)
        case .settings:
            state.tab = .settings
        case .conversation(let id):
            // Found: `linkResolved` loads it; missing: a new conversation and the notice.
            state.tab = .chat
            return [.account(.resolveLink(id: id, shared: false))]
        case .shared(let id):
            return [.account(.resolveLink(id: id, shared: true))]
        case .factCheck(let text, let image):
            // The same flow as Alt+I and "Check a quotation": the image is read at once.
            guard let image else { return performFactCheck(.openText(text ?? ""), now: now) }
            return performFactCheck(.openImage(prefill: image, pasted: nil), now: now)
                + performFactCheck(.submit, now: now)
        case .unsupported:
            break
        }
        return []
    }

    /// The link that waited for Welcome, now that the user has reached the app.
    mutating func takePendingLink(now: Double) -> [Effect] {
        guard let link = state.welcome.pendingLink else { return [] }
        state.welcome.pendingLink = nil
        return openLink(link, now: now)
    }
}
