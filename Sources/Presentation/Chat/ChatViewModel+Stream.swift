import Domain
import Foundation

/// The stream's side of the chat: statuses, inputs through the protocol.md §7 reducer, failures before the
/// first chunk (rules A, B and C), and the periodic save of a growing answer.
extension ChatViewModel {
    /// Applies a result of chat work.
    public mutating func handle(_ event: ChatEvent, _ env: ChatEnvironment) -> [ChatEffect] {
        switch event {
        case .streamOpened(let id):
            guard var t = turn, t.id == id, t.phase == .connecting else { return [] }
            t.phase = .waiting
            turn = t
            connection = .online
            guard !t.isRegenerate, let i = index(of: t.userMessageId) else { return [] }
            messages[i].message.state = .complete
            return [.store([.setMessageState(messageId: t.userMessageId, state: .complete, lastErrorCode: nil)], turn: nil)]
        case .streamInputs(let id, let inputs):
            return feed(inputs, turn: id, env)
        case .sendFailed(let id, let failure):
            guard let t = turn, t.id == id, t.phase == .connecting else { return [] }
            return sendFailed(t, failure, env)
        case .storeFailed(let id, let error):
            loadingSince = nil  // a load that failed is over too; its error shows
            return storeFailed(turn: id, error, env)
        case .conversationLoaded(let c, let list):
            load(c, list)
            // Questions in it that wait for the connection go once the server answers, however
            // they came to wait (a crash included); the runner probes at once.
            return waitingCount > 0 ? [.watchReachability] : []
        case .conversationMissing:
            loadingSince = nil
            notice = ChatNotice("chat.error.conversationUnavailable", isError: true)
            return []
        case .editorFinished(let text):
            if let text {
                composer = TextBuffer(text)
            } else {
                notice = ChatNotice("chat.editorFailed", isError: true)
            }
            return []
        case .linkCopied:
            notice = ChatNotice("toast.linkCopied")
            return []
        case .copied(let viaCommand):
            notice = ChatNotice(viaCommand ? "toast.copied" : "toast.copiedViaTerminal")
            return []
        case .copiedToTmux(let forwarded):
            notice = ChatNotice(forwarded ? "toast.copiedToTmux" : "toast.copiedToTmuxOnly")
            return []
        case .copyUnavailable:
            notice = ChatNotice("toast.copyUnavailable", isError: true)
            return []
        case .opened:
            notice = ChatNotice("toast.opening")
            return []
        case .openFailed(let url):
            notice = ChatNotice("toast.linkShown", url)
            return []
        case .exported(let path):
            notice = ChatNotice("toast.exported", FilePath.isolated(path))
            return []
        case .textSaved(let path):
            notice = ChatNotice("toast.textSaved", FilePath.isolated(path))
            return []
        case .exportFailed(let path, let reason):
            notice = ChatNotice("toast.exportFailed", FilePath.isolated(path), reason, isError: true)
            return []
        case .answerSaveFailed(let id, let error):
            return answerSaveFailed(id, error, env)
        case .serverReachable:
            // ux.md §8: the toast says so when the chat had been offline.
            if connection == .offline { notice = ChatNotice("network.backOnline") }
            connection = .online
            return resendWaiting(env)
        case .conversationCreated(let oldId, let newId, let threadId):
            conversationCreated(oldId: oldId, newId: newId, threadId: threadId)
            return []
        case .restoreCompleted(let c, let list):
            completeRestore(c, list)
            return waitingCount > 0 ? [.watchReachability] : []
        case .titleGenerated(let id, let title):
            titleGenerated(conversationId: id, title: title)
            return []
        }
    }

    /// Shows a stored conversation, scrolled to its end. `olderUnread`: `list` is only its last
    /// messages (a launch's restore); the others are read when the user looks back.
    public mutating func load(_ c: Conversation, _ list: [Message], olderUnread: Bool = false) {
        older = olderUnread ? .unread : .none
        loadingSince = nil
        conversation = c
        messages = list.map { ChatMessage($0) }
        highlight = nil
        turn = nil
        banner = nil
        focus = .composer
        scroll = .following
        unseenBelow = false
    }

    /// Ticks: the grace period's end and the 500 ms save of a growing answer.
    public mutating func tick(_ env: ChatEnvironment) -> [ChatEffect] {
        if pendingSave != nil, let retry = retryPendingSave(env) { return retry }
        guard var t = turn else { return [] }
        if t.phase == .grace, let end = t.graceEndsAt, env.clock >= end {
            return feed([.graceExpired], turn: t.id, env)
        }
        if let id = t.assistantMessageId, t.save.isDue(at: env.now), let i = index(of: id) {
            t.save.saved(at: env.now)
            turn = t
            return [.store([.updateStreaming(messageId: id, content: messages[i].message.content,
                                             reasoning: messages[i].message.reasoning)], turn: nil)]
        }
        return []
    }

    /// Runs stream inputs through the reducer and applies its effects (protocol.md §7.2).
    mutating func feed(_ inputs: [ChatStreamReducer.Input], turn id: Int, _ env: ChatEnvironment) -> [ChatEffect] {
        guard var t = turn, t.id == id else { return [] }
        var out: [ChatEffect] = []
        var writes: [StoreCommand] = []
        for input in inputs {
            if t.phase == .connecting { t.phase = .waiting }
            for effect in t.reducer.handle(input) {
                switch effect {
                case .storeThreadId(let threadId):
                    if var c = conversation {
                        c.threadId = threadId
                        conversation = c
                        writes.append(.setThreadId(threadId, conversationId: c.id))
                    }
                case .status(let label):
                    t.statusLabel = label
                case .requestsRemaining(let n):
                    requestsRemaining = n
                case .createAssistantMessage:
                    guard let c = conversation else { break }
                    var m = Message(id: env.makeId(), conversationId: c.id, role: .assistant, content: "",
                                    createdAt: env.now, state: .streaming)
                    // Reasoning that came before the first text belongs to this answer: the
                    // panel shows it while the answer streams (ux.md §3.6).
                    m.reasoning = t.reducer.reasoning
                    messages.append(ChatMessage(m))
                    t.assistantMessageId = m.id
                    t.phase = .writing
                    writes.append(.appendMessage(m, touch: .set))
                case .assistantText(let text):
                    guard let aid = t.assistantMessageId, let i = index(of: aid) else { break }
                    Self.extend(&messages[i].message.content, to: text)
                    if scroll != .following { unseenBelow = true }
                    if t.save.textArrived(at: env.now) {
                        t.save.saved(at: env.now)
                        writes.append(.updateStreaming(messageId: aid, content: messages[i].message.content,
                                                       reasoning: messages[i].message.reasoning))
                    }
                case .reasoning(let r):
                    if let aid = t.assistantMessageId, let i = index(of: aid) { messages[i].message.reasoning = r }
                case .title(let title):
                    if var c = conversation, c.titleOrigin == .local {
                        c.title = title
                        c.titleOrigin = .server
                        conversation = c
                        writes.append(.setTitle(title, origin: .server, conversationId: c.id))
                    }
                case .finish(let outcome):
                    writes += finish(outcome, turn: &t, env)
                case .startGrace:
                    t.phase = .grace
                    t.graceEndsAt = env.clock + 5
                case .close:
                    out.append(.cancelStream(turn: t.id))
                }
            }
            if t.reducer.phase == .closed { break }
        }
        turn = t.reducer.phase == .closed ? nil : t
        if !writes.isEmpty { out.insert(.store(writes, turn: nil), at: 0) }
        if t.reducer.phase == .closed { out += titleRequest(after: t, env) }
        // The turn is over: the next question waiting for the connection goes now (protocol.md §7.7).
        if !isStreaming && t.reducer.isFinished && waitingCount > 0 { out += resendWaiting(env) }
        return out
    }

    /// Appends what `full` has beyond `current`. Streaming text only grows, so this copies the
    /// new tail rather than the whole answer on every chunk; anything else replaces it.
    static func extend(_ current: inout String, to full: String) {
        let have = current.utf8.count
        let bytes = full.utf8
        guard bytes.count > have else {
            if bytes.count != have { current = full }
            return
        }
        let start = bytes.index(bytes.startIndex, offsetBy: have)
        current.append(String(decoding: bytes[start...], as: UTF8.self))
    }

    /// The turn ended: the answer's final state, the banner, and what to store (protocol.md §7.2–7.4).
    private mutating func finish(_ outcome: ChatTurnOutcome, turn t: inout ChatTurn, _ env: ChatEnvironment) -> [StoreCommand] {
        var writes: [StoreCommand] = []
        t.statusLabel = nil
        if let content = outcome.content {
            if let aid = t.assistantMessageId, let i = index(of: aid) {
                var m = messages[i].message
                m.content = content
                m.state = Self.state(of: outcome.state)
                m.serverId = outcome.serverId ?? m.serverId
                m.reasoning = outcome.reasoning
                m.detectedLanguage = t.reducer.detectedLanguage
                m.lastErrorCode = outcome.error?.code
                // Stored with the row (the sources cache of protocol.md §10.6).
                let parsed = AnswerParser.parse(content)
                m.sources = parsed.sources
                messages[i] = ChatMessage(m, answer: parsed)
                writes.append(.updateMessage(messages[i].message, touch: .none))
            }
            if outcome.state == .failed, let e = outcome.error {
                banner = ChatBanner(error: e, retry: .regenerate(userMessageId: t.userMessageId))
            } else if outcome.state == .complete, scroll != .following {
                notice = ChatNotice("toast.answerComplete")
            }
        } else {
            if let aid = t.assistantMessageId, let i = index(of: aid) {
                // Only whitespace arrived: that row is not an answer (protocol.md §7.2 done).
                messages.remove(at: i)
                writes.append(.deleteMessage(messageId: aid))
                t.assistantMessageId = nil
            }
            if let e = outcome.error {
                banner = ChatBanner(error: e, retry: .regenerate(userMessageId: t.userMessageId),
                                    secondary: ChatBanner.secondary(for: e, onLibrary: env.backend == .library))
            }
        }
        return writes
    }

    static func state(of s: ChatTurnOutcome.AnswerState) -> MessageState {
        switch s {
        case .complete: .complete
        case .stopped: .incomplete(.stopped)
        case .interrupted: .incomplete(.interrupted)
        case .failed: .incomplete(.failed)
        }
    }

    /// Rules A and B, the guest quota and an expired sign-in (protocol.md §7.4–7.6).
    private mutating func sendFailed(_ t: ChatTurn, _ f: SendFailure, _ env: ChatEnvironment) -> [ChatEffect] {
        turn = nil
        let secondary = ChatBanner.secondary(for: f.error, onLibrary: env.backend == .library)
        if f.cancelled {
            return []  // `stop` already recorded the cancel
        }
        // Refused sign-in: the sign-in form opens rather than the banner (protocol.md §7.5, ux.md §3.9).
        defer { if f.needsSignIn { banner = nil; signInRequired = f.error } }
        if t.isRegenerate {
            // No question of its own to remove or mark: the banner offers the same regenerate.
            banner = ChatBanner(error: f.error, retry: .regenerate(userMessageId: t.userMessageId),
                                secondary: secondary)
            return []
        }
        if f.isConnectionFailure {
            // Rule B: the question stays, not sent, and goes out when the server answers again.
            guard let i = index(of: t.userMessageId) else { return [] }
            messages[i].message.state = .notSent
            messages[i].message.lastErrorCode = f.error.code
            connection = .offline
            banner = ChatBanner(error: f.error, retry: .resend(messageId: t.userMessageId), secondary: secondary)
            return [.store([.setMessageState(messageId: t.userMessageId, state: .notSent,
                                             lastErrorCode: f.error.code)], turn: nil), .watchReachability]
        }
        if t.isBackgroundResend {
            // protocol.md §7.7: the question stays, not sent, with the server's code and Retry; no more
            // automatic attempts for it. The next waiting question goes unless the server asked
            // the client to wait (a rate limit would refuse it too).
            guard let i = index(of: t.userMessageId) else { return [] }
            messages[i].message.state = .notSent
            messages[i].message.lastErrorCode = f.error.code
            banner = ChatBanner(error: f.error, retry: .resend(messageId: t.userMessageId), secondary: secondary)
            var effects: [ChatEffect] = [.store([.setMessageState(messageId: t.userMessageId, state: .notSent,
                                                                  lastErrorCode: f.error.code)], turn: nil)]
            if f.retryAfterSeconds == nil && !f.needsSignIn { effects += resendWaiting(env) }
            return effects
        }
        // Rule A: the server refused it. The question goes back into the composer, nothing is lost.
        var writes: [StoreCommand] = []
        if let i = index(of: t.userMessageId) {
            messages.remove(at: i)
            writes.append(.deleteMessage(messageId: t.userMessageId))
        }
        // A conversation the server never created goes with its only question (protocol.md §5.3).
        if t.createdConversation || conversation?.pendingRemoteCreate == true, messages.isEmpty, let c = conversation {
            writes.append(.deleteConversation(conversationId: c.id))
            conversation = nil
        }
        if let check = t.factCheck { returnedFactCheck = check } else { restoreIntoComposer(t.question) }
        var retryNotBefore: Double?
        if let s = f.retryAfterSeconds, s > 0 { retryNotBefore = env.clock + Double(s) }
        banner = ChatBanner(error: f.error, retry: t.factCheck == nil ? .sendComposer : nil, secondary: secondary,
                            retryNotBefore: retryNotBefore, retryAfterSeconds: f.retryAfterSeconds)
        if banner?.isGuestLimit == true {
            // ux.md §3.9: a dialog offers signing in instead; the question waits in the composer.
            banner = nil
            guestLimitReached = true
        }
        return writes.isEmpty ? [] : [.store(writes, turn: nil)]
    }

    /// Questions waiting for the connection: not sent after a connection failure (protocol.md §7.7).
    public var waitingCount: Int {
        // Counted by index: it is read on every frame, and filtering copied all 2,000 messages.
        var n = 0
        for i in messages.indices where messages[i].state == .notSent && Self.resendable(messages[i].message.lastErrorCode) {
            n += 1
        }
        return n
    }

    static func resendable(_ code: String?) -> Bool {
        WaitingQuestion.codes.contains(code ?? "")
    }

    /// Sends the oldest waiting question; the next one goes when its turn ends. A background
    /// resend never touches the composer or removes a message.
    mutating func resendWaiting(_ env: ChatEnvironment) -> [ChatEffect] {
        guard !isStreaming, connection == .online,
              let m = messages.first(where: { $0.state == .notSent && Self.resendable($0.message.lastErrorCode) })
        else { return [] }
        let keepBanner = banner.map { $0.retry != .resend(messageId: m.id) } ?? false ? banner : nil
        let effects = resend(messageId: m.id, env)
        turn?.isBackgroundResend = true
        if keepBanner != nil { banner = keepBanner }
        return effects
    }

    /// The question goes in front of any newer draft, separated by a blank line (protocol.md §7.4 rule A).
    mutating func restoreIntoComposer(_ question: String) {
        if composer.isBlank {
            composer = TextBuffer(question)
        } else {
            composer = TextBuffer(question + "\n\n" + composer.text)
        }
    }

    /// A write failed. When it was the send's own (the question not stored), the send is undone
    /// so nothing goes on the network unsaved, and the text returns to the composer.
    private mutating func storeFailed(turn id: Int?, _ error: AppError, _ env: ChatEnvironment) -> [ChatEffect] {
        var effects: [ChatEffect] = []
        if let id, let t = turn, t.id == id {
            turn = nil
            effects.append(.cancelStream(turn: id))
            if !t.isRegenerate, let i = index(of: t.userMessageId) {
                messages.remove(at: i)
                restoreIntoComposer(t.question)
            }
            if t.createdConversation && messages.isEmpty { conversation = nil }
        }
        banner = ChatBanner(error: error, retry: nil)
        return effects
    }
}
