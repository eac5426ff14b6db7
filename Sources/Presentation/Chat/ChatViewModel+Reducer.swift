import Domain
import Localization

/// The Chat screen's reducer for the router: its key-map actions and what other features ask
/// of it come in as a `Command`; what it wants of the rest of the app comes back as
/// `AppOutcome`s (its toasts, the sign-in form for a refused sign-in, the guest-limit dialog,
/// a refused fact-check back to its sheet), so nothing stays in the state to be polled.
extension ChatViewModel {
    public enum Command: Hashable, Sendable {
        case send, stop, retry, newChat, copyAnswer, toggleReasoning
        case pageUp, pageDown, scrollRows(Int), scrollTop, scrollBottom
        case focusMessages, moveFocus(Int), focusFirst, focusLast, compose
        case copyMessage, openSource(Int), retryMessage, editMessage, toggleMessageReasoning
        /// A suggestion by index, or the focused one.
        case sendSuggestion(Int?)
        case bannerSecondary
        case selectMessage(String)
        case openMessageSource(String, Int)
        case exportChat, deleteChat
        case menu(MenuState.Kind)
        /// Enter on the focused message: its menu.
        case messageMenu
        /// The composer's keys, whichever tab shows.
        case edit(EditAction)
        case deleteForwardOrQuit
        case editInEditor
        /// Esc: the banner goes, else the focus returns to the composer.
        case back
        /// Asked by the router and the other features.
        case event(ChatEvent)
        case tick
        /// Typed into the composer; `typeToAsk` also moves the focus there first.
        case type(String)
        case typeToAsk(String)
        /// Pasted into the composer; a paste too long says so.
        case paste(String)
        /// A transcript at the caret, set apart from the words around it; then the toast `then`.
        case insertTranscript(String, then: String?)
        case sendFactCheck(FactCheckSubmission)
        case focusComposer, clearComposer, dismissBanner, clearHighlight
        /// A new conversation (after a dialog, a switch of owner).
        case startNew(keepDraft: Bool)
        /// The open conversation is being deleted: an answer being written stops, Chat starts anew.
        case leaveDeleted
        /// The answer being written stops without a trace in the transcript (another owner).
        case cancelTurn
        case export(path: String, backendLabel: String)
        case setQuotationMarks([QuotationMark], messageId: String)
        case mergeSynced(Conversation, [Message])
        /// Opens a stored conversation, scrolled to `anchor` (a search result) with `query`
        /// highlighted, else to its end.
        case open(conversationId: String, anchor: String?, query: SearchQuery?)

        /// The command of a Chat key-map action; nil for another action.
        public init?(_ action: Action) {
            switch action {
            case .send: self = .send
            case .stop: self = .stop
            case .retry: self = .retry
            case .newChat: self = .newChat
            case .copyAnswer: self = .copyAnswer
            case .toggleReasoning: self = .toggleReasoning
            case .pageUp: self = .pageUp
            case .pageDown: self = .pageDown
            case .scrollRows(let n): self = .scrollRows(n)
            case .scrollTop: self = .scrollTop
            case .scrollBottom: self = .scrollBottom
            case .focusMessages: self = .focusMessages
            case .moveFocus(let d): self = .moveFocus(d)
            case .focusFirst: self = .focusFirst
            case .focusLast: self = .focusLast
            case .compose: self = .compose
            case .chatMenu: self = .menu(.chat)
            case .modeMenu: self = .menu(.modes)
            case .sourcesMenu: self = .menu(.sources)
            case .messageMenu: self = .messageMenu
            case .copyMessage: self = .copyMessage
            case .openSource(let n): self = .openSource(n)
            case .retryMessage: self = .retryMessage
            case .editMessage: self = .editMessage
            case .toggleMessageReasoning: self = .toggleMessageReasoning
            case .sendSuggestion(let i): self = .sendSuggestion(i)
            case .bannerSecondary: self = .bannerSecondary
            case .selectMessage(let id): self = .selectMessage(id)
            case .openMessageSource(let id, let n): self = .openMessageSource(id, n)
            case .exportChat: self = .exportChat
            case .deleteChat: self = .deleteChat
            default: return nil
            }
        }
    }

    /// What the chat reads besides itself: its environment, the strings, the transcript as
    /// last drawn, and where exports go.
    public struct Context: Sendable {
        public var env: ChatEnvironment
        public var localizer: Localizer
        public var metrics: TranscriptMetrics?
        public var exportDirectory: String
    }

    public mutating func reduce(_ command: Command, _ c: Context) -> [AppOutcome] {
        var out = run(command, c)
        if let read = readOlderIfLookingBack() { out.append(.effect(.chat(read))) }
        var notices: [AppOutcome] = []
        if let n = notice {
            notices.append(.toast(c.localizer.string(n.key, arguments: n.args), isError: n.isError))
            notice = nil
        }
        var requests: [AppOutcome] = []
        if let refused = signInRequired {
            signInRequired = nil
            requests.append(.welcome(.sessionExpired(refused)))
        }
        if let check = returnedFactCheck {
            returnedFactCheck = nil
            requests.append(.reopenFactCheck(check))
        }
        if guestLimitReached {
            guestLimitReached = false
            requests.append(.dialog(DialogState(kind: .guestLimit)))
        }
        return notices + out + requests
    }

    private mutating func run(_ command: Command, _ c: Context) -> [AppOutcome] {
        let env = c.env
        let page = max(1, (c.metrics?.viewportRows ?? 10) - 2)
        var effects: [ChatEffect] = []
        switch command {
        case .send: effects = send(env)
        case .stop: effects = stop(env)
        case .retry: effects = retry(env)
        case .newChat:
            if isStreaming { return [.dialog(DialogState(kind: .stopForNewChat))] }
            if !composer.isBlank && !messages.isEmpty { return [.dialog(DialogState(kind: .newChatWithDraft))] }
            newChat(keepDraft: true)
        case .copyAnswer: effects = copy(messageId: nil)
        case .toggleReasoning: toggleReasoning(messageId: nil)
        case .pageUp: scroll(by: -page, metrics: c.metrics)
        case .pageDown: scroll(by: page, metrics: c.metrics)
        case .scrollRows(let n): scroll(by: n, metrics: c.metrics)
        case .scrollTop: scrollToTop(metrics: c.metrics)
        case .scrollBottom: scrollToBottom()
        case .focusMessages: focusMessages(metrics: c.metrics)
        case .moveFocus(let d): moveFocus(d, metrics: c.metrics)
        case .focusFirst: focusEdge(last: false, metrics: c.metrics)
        case .focusLast: focusEdge(last: true, metrics: c.metrics)
        case .compose, .focusComposer: focusComposer()
        case .messageMenu:
            return focusedMessage.map { [.openMenu(.message(id: $0.id))] } ?? []
        case .menu(let kind): return [.openMenu(kind)]
        case .copyMessage: effects = copy(messageId: focusedMessage?.id)
        case .openSource(let n): effects = openSource(n)
        case .retryMessage:
            guard let id = focusedMessage?.id else { return [] }
            effects = retry(messageId: id, env)
        case .editMessage:
            guard let id = focusedMessage?.id else { return [] }
            effects = edit(messageId: id)
        case .toggleMessageReasoning: toggleReasoning(messageId: focusedMessage?.id)
        case .sendSuggestion(let index):
            let i: Int
            if let index { i = index } else if case .suggestion(let s) = focus { i = s } else { return [] }
            guard ChatSuggestions.keys.indices.contains(i) else { return [] }
            focusComposer()
            effects = send(question: c.localizer(ChatSuggestions.keys[i]), env)
        case .bannerSecondary:
            switch banner?.secondary {
            case .useOfflineLibrary?:
                dismissBanner()
                return [.backend(.library), .effect(.switchBackend(.library))]
            case .openSettings?: return [.tab(.settings)]
            case nil: break
            }
        case .selectMessage(let id): select(messageId: id)
        case .openMessageSource(let id, let n):
            select(messageId: id)
            effects = openSource(n)
        case .exportChat:
            guard canExport, let conv = conversation else { return [] }
            return [.dialog(.export(.chat, title: conv.title, directory: c.exportDirectory, date: env.now))]
        case .deleteChat:
            guard let conv = conversation else { return [] }
            let title = conv.title.isEmpty ? c.localizer("chat.newConversation") : conv.title
            return [.dialog(DialogState(kind: .deleteConversation(id: conv.id, title: title)))]
        default:
            return runAsked(command, c)
        }
        return effects.map { .effect(.chat($0)) }
    }

    /// The composer's keys and what the router and the other features ask.
    private mutating func runAsked(_ command: Command, _ c: Context) -> [AppOutcome] {
        let wasBlank = composer.isBlank
        var outcomes = runComposer(command, c)
        if wasBlank, !composer.isBlank { outcomes.append(.effect(.chat(.warmUp))) }
        return outcomes
    }

    private mutating func runComposer(_ command: Command, _ c: Context) -> [AppOutcome] {
        var effects: [ChatEffect] = []
        switch command {
        case .edit(let edit):
            // ↑ on an empty composer selects the last message (or a suggestion).
            if edit == .up, composer.isEmpty { return [.perform(.focusMessages)] }
            composer.apply(edit)
        case .deleteForwardOrQuit:
            if composer.isEmpty { return [.perform(.quit)] }
            composer.deleteForward()
        case .editInEditor: effects = [.editDraft(composer.text)]
        case .back: if banner != nil { dismissBanner() } else { focusComposer() }
        case .event(let e):
            effects = handle(e, c.env)
            if case .conversationLoaded(let conv, _) = e { reachAnchor(of: conv.id) }
        case .tick: effects = tick(c.env)
        case .type(let text): composer.insert(text)
        case .typeToAsk(let text):
            focusComposer()
            composer.insert(text)
        case .paste(let text):
            if !composer.paste(text) { return [.toast(c.localizer("chat.pasteTooLong"), isError: true)] }
        case .insertTranscript(let text, let then):
            // At the caret, separated from the words around it; the draft is kept (never sent).
            let before = composer.characters.prefix(composer.cursor).last
            let after = composer.characters.dropFirst(composer.cursor).first
            var piece = text
            if let b = before, !b.isWhitespace { piece = " " + piece }
            if let a = after, !a.isWhitespace { piece += " " }
            if !composer.paste(piece) { return [.toast(c.localizer("chat.pasteTooLong"), isError: true)] }
            return then.map { [.toast(c.localizer($0))] } ?? []
        case .sendFactCheck(let s): effects = sendFactCheck(s, c.env)
        case .clearComposer: composer.clear()
        case .dismissBanner: dismissBanner()
        case .clearHighlight: highlight = nil
        case .startNew(let keepDraft): newChat(keepDraft: keepDraft)
        case .leaveDeleted:
            if isStreaming { effects = stop(c.env) }
            newChat(keepDraft: false)
        case .cancelTurn:
            if let t = turn, t.isActive { effects = [.cancelStream(turn: t.id)] }
        case .export(let path, let label): effects = export(backendLabel: label, path: path)
        case .setQuotationMarks(let marks, let id): setQuotationMarks(marks, messageId: id)
        case .mergeSynced(let conv, let list): mergeSynced(conv, list)
        case .open(let id, let anchor, let query): return open(id, anchor: anchor, query: query, at: c.env.clock)
        default: break
        }
        return effects.map { .effect(.chat($0)) }
    }

    /// Opens a conversation (ux.md §4.2), scrolled to its end or, for a search result, to the
    /// first matching message. An answer being written elsewhere is stopped first, after asking.
    private mutating func open(_ id: String, anchor: String?, query: SearchQuery?, at time: Double) -> [AppOutcome] {
        if conversation?.id == id {
            if let anchor { scroll = .anchored(messageId: anchor, row: 0) } else { scrollToBottom() }
            highlight = query
            focusComposer()
            return [.tab(.chat)]
        }
        if isStreaming { return [.dialog(DialogState(kind: .stopToOpenConversation(id: id, anchorMessageId: anchor)))] }
        beginLoading(at: time)
        openAnchor = anchor.map { OpenAnchor(conversationId: id, messageId: $0, query: query) }
        return [.tab(.chat), .effect(.chat(.loadConversation(id: id)))]
    }

    /// A conversation opened from a search result has loaded: scroll to the match.
    private mutating func reachAnchor(of id: String) {
        guard let a = openAnchor else { return }
        openAnchor = nil
        if a.conversationId == id {
            scroll = .anchored(messageId: a.messageId, row: 0)
            highlight = a.query
        }
    }
}
