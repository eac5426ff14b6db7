import Domain
import Foundation

/// The Chat screen's state and rules (protocol.md §7, ux.md §3). Pure: every call takes its
/// clocks and identity from a `ChatEnvironment` and returns the effects the run loop performs.
public struct ChatViewModel: Hashable, Sendable {
    /// The open conversation; nil for a new chat, which is stored on its first send (protocol.md §5.3).
    public internal(set) var conversation: Conversation?
    public internal(set) var messages: [ChatMessage] = []
    /// The exchange on the wire, if any.
    public internal(set) var turn: ChatTurn?
    public internal(set) var banner: ChatBanner?
    public var composer = TextBuffer()
    public internal(set) var focus: ChatFocus = .composer
    public internal(set) var scroll: ChatScroll = .following
    /// New text arrived while the view was scrolled up (the "new content below" marker).
    public internal(set) var unseenBelow = false
    /// The guest allowance the server last reported.
    public internal(set) var requestsRemaining: Int?
    /// Answers whose reasoning panel is open (remembered while the app runs).
    public internal(set) var expandedReasoning: Set<String> = []
    /// The words of the History search a conversation was opened from: their matches are
    /// highlighted until the next key (ux.md §4.4).
    public var highlight: SearchQuery?
    /// A toast to show, handed on by `reduce` (line mode reads it itself).
    public var notice: ChatNotice?
    /// An answer's write that failed (a full disk) and is tried again (`ChatViewModel+SaveRetry`).
    var pendingSave: PendingAnswerSave?
    /// The server refused the sign-in during a send (protocol.md §7.5): `reduce` asks for the
    /// sign-in form instead of a banner (line mode reads it itself).
    public internal(set) var signInRequired: AppError?
    /// The guest quota refused a send: the Guest Limit Reached dialog opens instead of the banner.
    public internal(set) var guestLimitReached = false
    /// A conversation asked for is being read from the store, since this monotonic time: after
    /// 150 ms the transcript shows that it is loading (ux.md §8).
    public internal(set) var loadingSince: Double?
    /// A fact-check the server refused: the reducer asks for the review sheet with it.
    public var returnedFactCheck: FactCheckSubmission?
    /// A conversation opened from a search result, until it has loaded: where to scroll.
    var openAnchor: OpenAnchor?
    /// Messages before the first of `messages` still only in the store.
    public internal(set) var older = OlderMessages.none

    /// A launch shows the restored conversation from its last messages (they fill the screen)
    /// and reads the rest only when the user looks back: leaves the bottom or focuses a message
    /// (the last messages are several screens, so the rest arrives before it is reached).
    public enum OlderMessages: Hashable, Sendable {
        case none
        /// In the store, not asked for yet.
        case unread
        /// Asked for (`ChatEffect.readOlder`).
        case reading
    }

    struct OpenAnchor: Hashable, Sendable {
        var conversationId: String
        var messageId: String
        /// The search that found it, to highlight its matches.
        var query: SearchQuery?
    }

    /// Opening a conversation: its messages are on their way.
    public mutating func beginLoading(at time: Double) { loadingSince = time }
    /// Whether the server answers (protocol.md §7.7). The chat learns it from its sends and the
    /// reachability probe; Welcome's health check sets it through `AppState.connection`.
    public internal(set) var connection = Connection.online
    var nextTurnId = 1

    public init() {}

    /// A send is refused while an answer is being written (protocol.md §7.1 guard).
    public var isStreaming: Bool { turn?.isActive ?? false }

    /// Enter would send now: non-blank text and no active stream.
    public var canSend: Bool { !composer.isBlank && !isStreaming }

    public func index(of id: String) -> Int? { messages.lastIndex { $0.id == id } }

    // MARK: Sending

    /// Enter in the composer (protocol.md §7.1).
    public mutating func send(_ env: ChatEnvironment) -> [ChatEffect] {
        let question = composer.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !QuestionText.isEmpty(question), !isStreaming else { return [] }
        if let blocked = env.sendBlocked {
            banner = ChatBanner(error: blocked, retry: nil, secondary: .openSettings)
            return []
        }
        composer = TextBuffer()
        return ask(question, env)
    }

    /// Sends a question that did not come from the composer (a suggestion).
    public mutating func send(question raw: String, _ env: ChatEnvironment) -> [ChatEffect] {
        let question = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !QuestionText.isEmpty(question), !isStreaming else { return [] }
        if let blocked = env.sendBlocked {
            banner = ChatBanner(error: blocked, retry: nil, secondary: .openSettings)
            return []
        }
        return ask(question, env)
    }

    mutating func ask(_ question: String, _ env: ChatEnvironment, factCheck: FactCheckSubmission? = nil) -> [ChatEffect] {
        var effects = closeGraceTurn(env)
        banner = nil
        var writes: [StoreCommand] = []
        var created = false
        if conversation == nil {
            // Signed in on the cloud, the server creates it too before the first stream (protocol.md §5.3).
            let remote = env.signedIn && env.backend == .cloud
            let c = Conversation(id: env.makeId(), title: ConversationTitle.local(fromQuestion: question),
                                 createdAt: env.now, isLocalOnly: !remote, pendingRemoteCreate: remote,
                                 ownerId: env.owner.id, backend: env.backend.storedValue)
            conversation = c.asFactCheck(factCheck != nil)
            created = true
        }
        guard var conv = conversation else { return effects }
        var user = Message(id: env.makeId(), conversationId: conv.id, role: .user, content: question,
                           createdAt: env.now, state: .sending)
        if let factCheck {
            Self.mark(&user, conversation: &conv, as: factCheck)
            conversation = conv
        }
        messages.append(ChatMessage(user))
        writes.append(created ? .startConversation(conv, firstMessage: user) : .appendMessage(user, touch: .set))
        writes += threadForAuthenticatedSend(env)
        conv = conversation ?? conv
        conv.updatedAt = env.now
        conversation = conv
        var t = ChatTurn(id: takeTurnId(), userMessageId: user.id, question: question, isRegenerate: false,
                         createdConversation: created, threadId: conv.threadId)
        t.factCheck = factCheck
        turn = t
        follow()
        effects.append(.store(writes, turn: t.id))
        effects.append(.startStream(request(for: t, env)))
        return effects
    }

    /// Asks the question of `userMessageId` again without a new user message (protocol.md §7.8).
    public mutating func regenerate(userMessageId: String, _ env: ChatEnvironment) -> [ChatEffect] {
        guard !isStreaming, let i = index(of: userMessageId), messages[i].role == .user,
              conversation != nil else { return [] }
        if let blocked = env.sendBlocked {
            banner = ChatBanner(error: blocked, retry: nil, secondary: .openSettings)
            return []
        }
        var effects = closeGraceTurn(env)
        banner = nil
        let thread = threadForAuthenticatedSend(env)
        if !thread.isEmpty { effects.append(.store(thread, turn: nil)) }
        let t = ChatTurn(id: takeTurnId(), userMessageId: userMessageId, question: messages[i].message.content,
                         isRegenerate: true, createdConversation: false, threadId: conversation?.threadId)
        turn = t
        follow()
        effects.append(.startStream(request(for: t, env)))
        return effects
    }

    /// Sends a stored not-sent question again: it moves to the end of the conversation (protocol.md §7.7–7.8).
    public mutating func resend(messageId: String, _ env: ChatEnvironment) -> [ChatEffect] {
        guard !isStreaming, let i = index(of: messageId), messages[i].state == .notSent,
              let conv = conversation else { return [] }
        if let blocked = env.sendBlocked {
            banner = ChatBanner(error: blocked, retry: nil, secondary: .openSettings)
            return []
        }
        var effects = closeGraceTurn(env)
        banner = nil
        var m = messages.remove(at: i)
        m.message.state = .sending
        m.message.lastErrorCode = nil
        m.message.createdAt = env.now
        messages.append(m)
        let thread = threadForAuthenticatedSend(env)
        let t = ChatTurn(id: takeTurnId(), userMessageId: m.id, question: m.message.content, isRegenerate: false,
                         createdConversation: false, threadId: conversation?.threadId ?? conv.threadId)
        turn = t
        follow()
        effects.append(.store([.updateMessage(m.message, touch: .set)] + thread, turn: t.id))
        effects.append(.startStream(request(for: t, env)))
        return effects
    }

    /// Ctrl+R: the banner's Retry, else the latest incomplete answer or not-sent question (ux.md §3.8).
    public mutating func retry(_ env: ChatEnvironment) -> [ChatEffect] {
        guard !isStreaming else { return [] }
        if let b = banner, let r = b.retry {
            if let wait = b.retryNotBefore, env.clock < wait { return [] }
            switch r {
            case .sendComposer: return send(env)
            case .regenerate(let id): return regenerate(userMessageId: id, env)
            case .resend(let id): return resend(messageId: id, env)
            }
        }
        guard let target = latestRetryTarget() else { return [] }
        return act(on: target, env)
    }

    /// `r` on a message: regenerate an incomplete answer or resend a not-sent question.
    public mutating func retry(messageId: String, _ env: ChatEnvironment) -> [ChatEffect] {
        guard let i = index(of: messageId) else { return [] }
        switch (messages[i].role, messages[i].state) {
        case (.user, .notSent): return resend(messageId: messageId, env)
        case (.assistant, _):
            guard let q = question(before: i) else { return [] }
            return regenerate(userMessageId: q, env)
        default: return []
        }
    }

    private func latestRetryTarget() -> String? {
        for m in messages.reversed() {
            if case .incomplete = m.state, m.role == .assistant { return m.id }
            if m.role == .user && m.state == .notSent { return m.id }
        }
        return nil
    }

    private mutating func act(on id: String, _ env: ChatEnvironment) -> [ChatEffect] {
        retry(messageId: id, env)
    }

    /// The id of the user message an answer replies to.
    func question(before index: Int) -> String? {
        messages[..<index].last { $0.role == .user }?.id
    }

    /// Esc or Ctrl+C while an answer streams (protocol.md §7.3).
    public mutating func stop(_ env: ChatEnvironment) -> [ChatEffect] {
        guard let t = turn, t.isActive else { return [] }
        if t.phase == .connecting {
            // No status yet: the question was not delivered and is never resent automatically.
            turn = nil
            var effects: [ChatEffect] = [.cancelStream(turn: t.id)]
            if !t.isRegenerate, let i = index(of: t.userMessageId) {
                messages[i].message.state = .notSent
                messages[i].message.lastErrorCode = AppError.cancelled().code
                effects.append(.store([.setMessageState(messageId: t.userMessageId, state: .notSent,
                                                        lastErrorCode: AppError.cancelled().code)], turn: nil))
            } else {
                banner = ChatBanner(error: .cancelled(), retry: .regenerate(userMessageId: t.userMessageId))
            }
            return effects
        }
        return feed([.userCancel], turn: t.id, env)
    }

    private mutating func takeTurnId() -> Int {
        defer { nextTurnId += 1 }
        return nextTurnId
    }

    /// A new send closes a stream still in its grace period at once (protocol.md §7.2); no title came in
    /// it, so the server may be asked for one (protocol.md §11.6).
    private mutating func closeGraceTurn(_ env: ChatEnvironment) -> [ChatEffect] {
        guard let t = turn, t.phase == .grace else { return [] }
        turn = nil
        return [.cancelStream(turn: t.id)] + titleRequest(after: t, env)
    }

    func request(for t: ChatTurn, _ env: ChatEnvironment) -> ChatStreamRequest {
        let guest = env.usesGuestStream(localOnly: conversation?.isLocalOnly ?? true)
        return ChatStreamRequest(turn: t.id, question: t.question, threadId: conversation?.threadId,
                                 conversationId: conversation?.id ?? "", language: env.language.rawValue,
                                 enableThinking: env.deepThinking, guest: guest,
                                 remoteCreateTitle: !guest && conversation?.pendingRemoteCreate == true
                                     ? conversation?.title : nil,
                                 factCheck: factCheckSend(for: t))
    }

    mutating func follow() {
        scroll = .following
        unseenBelow = false
        focus = .composer
    }
}

/// A toast the view model asks for: a localization key with its arguments.
public struct ChatNotice: Hashable, Sendable {
    public var key: String
    public var args: [String]
    public var isError: Bool

    public init(_ key: String, _ args: String..., isError: Bool = false) {
        self.key = key
        self.args = args
        self.isError = isError
    }
}
