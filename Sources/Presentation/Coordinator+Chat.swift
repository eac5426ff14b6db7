import Domain

/// The chat route: actions of the composer, the transcript, message focus and the banner.
extension Coordinator {
    mutating func performChat(_ action: Action, now: Double) -> [Effect] {
        guard state.tab == .chat else { return [] }
        let metrics = transcriptMetrics
        let page = max(1, (metrics?.viewportRows ?? 10) - 2)
        switch action {
        case .send:
            return chat(now) { $0.send($1) }
        case .stop:
            return chat(now) { $0.stop($1) }
        case .retry:
            return chat(now) { $0.retry($1) }
        case .newChat:
            if state.chat.isStreaming {
                state.dialog = DialogState(kind: .stopForNewChat)
            } else if !state.chat.composer.isBlank && !state.chat.messages.isEmpty {
                state.dialog = DialogState(kind: .newChatWithDraft)
            } else {
                state.chat.newChat(keepDraft: true)
            }
        case .copyAnswer:
            return chat(now) { vm, _ in vm.copy(messageId: nil) }
        case .toggleReasoning:
            return chat(now) { vm, _ in vm.toggleReasoning(messageId: nil); return [] }
        case .pageUp: state.chat.scroll(by: -page, metrics: metrics)
        case .pageDown: state.chat.scroll(by: page, metrics: metrics)
        case .scrollRows(let n): state.chat.scroll(by: n, metrics: metrics)
        case .scrollTop: state.chat.scrollToTop(metrics: metrics)
        case .scrollBottom: state.chat.scrollToBottom()
        case .focusMessages: state.chat.focusMessages(metrics: metrics)
        case .moveFocus(let d): state.chat.moveFocus(d, metrics: metrics)
        case .focusFirst: state.chat.focusEdge(last: false, metrics: metrics)
        case .focusLast: state.chat.focusEdge(last: true, metrics: metrics)
        case .compose: state.chat.focusComposer()
        case .chatMenu: return openChatMenu()
        case .modeMenu: openModeMenu()
        case .chooseMode(let mode): return writePreference(.mode, value: String(mode))
        case .sourcesMenu: openSourcesMenu()
        case .messageMenu:
            if let id = state.chat.focusedMessage?.id { openMessageMenu(id) }
        case .copyMessage:
            let id = state.chat.focusedMessage?.id
            return chat(now) { vm, _ in vm.copy(messageId: id) }
        case .openSource(let n):
            return state.chat.openSource(n).map(Effect.chat)
        case .retryMessage:
            guard let id = state.chat.focusedMessage?.id else { return [] }
            return chat(now) { $0.retry(messageId: id, $1) }
        case .editMessage:
            guard let id = state.chat.focusedMessage?.id else { return [] }
            return chat(now) { vm, _ in vm.edit(messageId: id) }
        case .toggleMessageReasoning:
            let id = state.chat.focusedMessage?.id
            return chat(now) { vm, _ in vm.toggleReasoning(messageId: id); return [] }
        case .sendSuggestion(let index):
            let i: Int
            if let index { i = index } else if case .suggestion(let s) = state.chat.focus { i = s } else { return [] }
            guard ChatSuggestions.keys.indices.contains(i) else { return [] }
            let question = localizer(ChatSuggestions.keys[i])
            state.chat.focusComposer()
            return chat(now) { $0.send(question: question, $1) }
        case .bannerSecondary:
            switch state.chat.banner?.secondary {
            case .useOfflineLibrary?:
                state.chat.dismissBanner()
                state.backend = .library
                return [.switchBackend(.library)]
            case .openSettings?:
                state.tab = .settings
            case nil:
                break
            }
        case .selectMessage(let id):
            state.chat.select(messageId: id)
        case .openMessageSource(let id, let n):
            state.chat.select(messageId: id)
            return state.chat.openSource(n).map(Effect.chat)
        case .exportChat:
            guard state.chat.canExport, let c = state.chat.conversation else { return [] }
            openExportDialog(.chat, title: c.title)
        case .shareChat:
            return openShareDialog(now: now)
        case .deleteChat:
            guard let c = state.chat.conversation else { return [] }
            state.dialog = DialogState(kind: .deleteConversation(id: c.id,
                                                                  title: c.title.isEmpty ? localizer("chat.newConversation") : c.title))
        default:
            break
        }
        return []
    }
}
