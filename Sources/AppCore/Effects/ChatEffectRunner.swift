import Domain
import Foundation
import Logging
import Networking
import Presentation

/// Performs the chat's effects: store writes against the repositories, chat streams through
/// the current backend's client, and the desktop actions. Results go back through the queue.
package final class ChatEffectRunner: @unchecked Sendable {
    /// Desktop integrations, injected so tests never touch a real clipboard or browser.
    package struct Actions: Sendable {
        var copy: @Sendable (String) -> ChatEvent
        var open: @Sendable (String) -> ChatEvent
        /// Writes the export to the path the dialog ended with.
        var export: @Sendable (ChatExport, String) -> ChatEvent
        /// Writes a text the clipboard could not take to a file (the Copy text page's `w`).
        package var save: @Sendable (String) -> ChatEvent = { _ in .exportFailed(path: "", reason: "unavailable") }

        package init(copy: @escaping @Sendable (String) -> ChatEvent, open: @escaping @Sendable (String) -> ChatEvent,
                     export: @escaping @Sendable (ChatExport, String) -> ChatEvent) {
            self.copy = copy
            self.open = open
            self.export = export
        }

        package static let none = Actions(copy: { .copyUnavailable($0) }, open: { .openFailed(url: $0) },
                                  export: { .exportFailed(path: $1, reason: $0.conversation.id) })
    }

    let conversations: ConversationRepository
    let messages: MessageRepository
    let backend: ChatBackend
    let queue: EventQueue
    let logger: Logger
    var actions: Actions
    var guestSessionId: String
    private let lock = NSLock()
    private var streams: [Int: ChatStream] = [:]
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var cancelled: Set<Int> = []
    /// Sends whose own write failed: their stream must not start.
    private var unstored: Set<Int> = []
    /// Conversations the server re-keyed (protocol.md §5.3): commands the view model issued before it
    /// learnt the new id still reach the row.
    private var aliases: [String: String] = [:]
    /// Held around store writes and a re-key, so no write lands between a re-key and its alias.
    private let storeLock = NSLock()

    /// Called when a question goes out (on the run loop's thread; it must return at once): the
    /// launch opens the quotation checker then.
    package var onStreamStart: (@Sendable () -> Void)?
    /// Called when the composer gets its first words (`ChatEffect.warmUp`).
    package var onWarmUp: (@Sendable () -> Void)?

    package init(conversations: ConversationRepository, messages: MessageRepository, backend: ChatBackend,
         queue: EventQueue, logger: Logger, actions: Actions, guestSessionId: String) {
        self.conversations = conversations
        self.messages = messages
        self.backend = backend
        self.queue = queue
        self.logger = logger
        self.actions = actions
        self.guestSessionId = guestSessionId
    }

    /// Runs one effect on the run loop's thread; anything slow continues on a task.
    package func perform(_ effect: ChatEffect, owner: Owner) {
        switch effect {
        case .store(let commands, let turn):
            do {
                try storeLock.withLock {
                    for c in commands { try apply(c, owner: owner) }
                }
            } catch {
                let e = (error as? AppError) ?? .storage(String(describing: error))
                logger.error("store failed", metadata: ["code": "\(e.code)", "detail": "\(e.detail ?? "")"])
                if let turn { lock.withLock { _ = unstored.insert(turn) } }
                if turn == nil, let answer = Self.answerWritten(by: commands) {
                    // An answer's text (a full disk): the chat writes it again.
                    queue.post(.chat(.answerSaveFailed(messageId: answer, e)))
                } else {
                    queue.post(.chat(.storeFailed(turn: turn, e)))
                }
            }
        case .startStream(let request):
            onStreamStart?()
            start(request, owner: owner)
        case .cancelStream(let turn):
            cancel(turn)
        case .copy(let text):
            queue.post(.chat(actions.copy(text)))
        case .copyLink(let url):
            let result = actions.copy(url)
            switch result {
            case .copied, .copiedToTmux(forwarded: true): queue.post(.chat(.linkCopied))
            default: queue.post(.chat(result))
            }
        case .openURL(let url):
            queue.post(.chat(actions.open(url)))
        case .export(var export, let path):
            // A conversation restored at launch holds only its last messages until the user
            // looks back: the export reads the others here.
            if export.olderInStore, let first = export.messages.first {
                do {
                    let older = try messages.messages(conversationId: export.conversation.id, owner: owner,
                                                      page: .before(messageId: first.id, limit: Int(Int32.max)))
                    export.messages = older + export.messages
                } catch {
                    queue.post(.chat(.storeFailed(turn: nil, (error as? AppError) ?? .storage(String(describing: error)))))
                    return
                }
            }
            queue.post(.chat(actions.export(export, path)))
        case .saveText(let text):
            queue.post(.chat(actions.save(text)))
        case .editDraft:
            break  // the run loop runs the editor: it needs the terminal
        case .loadConversation(let id):
            load(id, owner: owner)
        case .readOlder(let id):
            completeRestore(id, owner: owner)
        case .watchReachability:
            watchReachability()
        case .generateTitle(let id, let question, let language):
            generateTitle(conversationId: id, question: question, language: language, owner: owner)
        case .warmUp:
            onWarmUp?()
        }
    }

    /// Seconds before the second probe; doubled after each failure up to `maxProbeInterval`.
    var probeInterval: Double = 30
    var maxProbeInterval: Double = 300
    private var watching = false

    /// Probes `GET /api/health` at once, then every 30 s doubling to 5 minutes (±20%), until
    /// the server answers (protocol.md §7.7).
    package func watchReachability() {
        guard lock.withLock({ () -> Bool in
            defer { watching = true }
            return !watching
        }) else { return }
        let backend = self.backend, queue = self.queue, logger = self.logger
        let first = probeInterval, cap = maxProbeInterval
        Task.detached { [self] in
            var interval = first
            var startupWaits = 0
            while !Task.isCancelled {
                switch backend.client() {
                case .success(let api):
                    if (try? await api.health()) != nil {
                        logger.info("server reachable again")
                        lock.withLock { watching = false }
                        queue.post(.chat(.serverReachable))
                        return
                    }
                case .failure(let e) where e.error.code == "E-LIB-NOT-READY" && startupWaits < 600:
                    // No client yet (the backend is being set up, the library server starting):
                    // not a failed probe. Waiting the full interval here made the first resend
                    // after a launch take ~26 s.
                    startupWaits += 1
                    try? await Task.sleep(nanoseconds: 100_000_000)
                    continue
                case .failure:
                    break
                }
                let jitter = Double.random(in: 0.8...1.2)
                try? await Task.sleep(nanoseconds: UInt64(interval * jitter * 1e9))
                interval = min(cap, interval * 2)
            }
        }
    }

    /// Reads the whole of a conversation restored at launch with only its last messages, off the
    /// run loop's thread, and hands it to the chat (which keeps what the user did meanwhile).
    package func completeRestore(_ id: String, owner: Owner) {
        let conversations = self.conversations, messages = self.messages, queue = self.queue, logger = self.logger
        Task.detached {
            do {
                guard let c = try conversations.conversation(id: id, owner: owner) else { return }
                let list = try messages.messages(conversationId: id, owner: owner, page: .all)
                queue.post(.chat(.restoreCompleted(c, list)))
            } catch {
                logger.error("restored conversation not completed: \(error)")
            }
        }
    }

    func load(_ id: String, owner: Owner) {
        do {
            guard let c = try conversations.conversation(id: id, owner: owner) else {
                queue.post(.chat(.conversationMissing(id: id)))
                return
            }
            let list = try messages.messages(conversationId: id, owner: owner, page: .all)
            queue.post(.chat(.conversationLoaded(c, list)))
        } catch {
            queue.post(.chat(.storeFailed(turn: nil, (error as? AppError) ?? .storage(String(describing: error)))))
        }
    }

    /// The assistant message whose text a batch of writes stores, if it does.
    static func answerWritten(by commands: [StoreCommand]) -> String? {
        for c in commands {
            switch c {
            case .updateStreaming(let id, _, _): return id
            case .updateMessage(let m, _) where m.role == .assistant: return m.id
            default: continue
            }
        }
        return nil
    }

    private func apply(_ command: StoreCommand, owner: Owner) throws {
        let c = lock.withLock { aliases.isEmpty ? command : command.renamingConversations(aliases) }
        switch c {
        case .startConversation(let conv, let first): try conversations.create(conv, firstMessage: first, owner: owner)
        case .appendMessage(let m, let touch): try messages.append(m, owner: owner, touch: touch)
        case .updateMessage(let m, let touch): try messages.update(m, owner: owner, touch: touch)
        case .updateStreaming(let id, let content, let reasoning):
            try messages.updateStreaming(messageId: id, content: content, reasoning: reasoning, owner: owner)
        case .setMessageState(let id, let state, let code):
            try messages.setState(state, lastErrorCode: code, messageId: id, owner: owner)
        case .deleteMessage(let id): try messages.delete(messageId: id, owner: owner)
        case .deleteConversation(let id): try conversations.delete(conversationId: id, owner: owner)
        case .setThreadId(let t, let id): try conversations.setThreadId(t, conversationId: id, owner: owner)
        case .setTitle(let t, let origin, let id):
            try conversations.setTitle(t, origin: origin, conversationId: id, owner: owner)
        }
    }

    private func start(_ r: ChatStreamRequest, owner: Owner) {
        if lock.withLock({ unstored.remove(r.turn) != nil }) { return }
        let client: ShamelaAPI
        switch backend.client() {
        case .success(let api): client = api
        case .failure(let e):
            queue.post(.chat(.sendFailed(turn: r.turn, Self.failure(e))))
            return
        }
        let queue = self.queue
        let task = Task.detached { [self] in
            let stream: ChatStream
            do {
                var threadId = r.threadId ?? r.conversationId
                if let title = r.remoteCreateTitle {
                    // The server creates the conversation first, so the stream goes to its thread (protocol.md §5.3).
                    let created = try await client.createConversation(title: title)
                    threadId = try rekey(r.conversationId, to: created, owner: owner)
                }
                if let check = r.factCheck {
                    // A fact-check: confirm-factcheck, on the conversation's thread when the
                    // server knows one (a guest's local thread is not sent).
                    stream = try await client.confirmFactCheck(FactCheckRequest(
                        reviewedText: r.question, imageURL: check.imageURL, threadId: r.guest ? r.threadId : threadId,
                        languagePreference: r.language, enableThinking: r.enableThinking))
                } else {
                    let body = r.guest
                        ? ChatRequest.guest(question: r.question, threadId: r.threadId, guestSessionId: guestSessionId,
                                            language: r.language, enableThinking: r.enableThinking)
                        : ChatRequest.authenticated(question: r.question, threadId: threadId,
                                                    language: r.language, enableThinking: r.enableThinking)
                    stream = try await client.chatStream(body, guest: r.guest)
                }
            } catch {
                forget(r.turn)
                queue.post(.chat(.sendFailed(turn: r.turn, Self.failure(APIError.from(error)))))
                return
            }
            let stop = lock.withLock { () -> Bool in
                streams[r.turn] = stream
                return cancelled.contains(r.turn)
            }
            if stop {
                stream.cancel()
                forget(r.turn)
                return
            }
            queue.post(.chat(.streamOpened(turn: r.turn)))
            for await batch in stream.inputs.batches {
                queue.post(.chat(.streamInputs(turn: r.turn, batch)))
            }
            // The sequence ended: nothing more will come for this turn.
            forget(r.turn)
        }
        lock.withLock { tasks[r.turn] = task }
    }

    private func cancel(_ turn: Int) {
        let (stream, task) = lock.withLock { () -> (ChatStream?, Task<Void, Never>?) in
            cancelled.insert(turn)
            return (streams[turn], tasks[turn])
        }
        stream?.cancel()
        if stream == nil { task?.cancel() }
    }

    private func forget(_ turn: Int) {
        lock.withLock {
            streams[turn] = nil
            tasks[turn] = nil
            cancelled.remove(turn)
        }
    }

    /// Cancels every stream (quit).
    package func cancelAll() {
        let all = lock.withLock { Array(streams.values) }
        for s in all { s.cancel() }
    }

    /// Gives the local conversation the server's id and thread in one write (its messages
    /// follow) and tells the view model; returns the thread the stream must use.
    private func rekey(_ oldId: String, to created: ConversationResponse, owner: Owner) throws(APIError) -> String {
        let newId = created.id.trimmingCharacters(in: .whitespacesAndNewlines)
        let thread = ConversationSync.nonBlank(created.threadId)
        do {
            try storeLock.withLock {
                if newId != oldId {
                    // A list sync may have fetched the new conversation already: that empty row
                    // is this one.
                    if (try conversations.conversation(id: newId, owner: owner)) != nil,
                       try messages.messages(conversationId: newId, owner: owner, page: .last(1)).isEmpty {
                        try conversations.delete(conversationId: newId, owner: owner)
                    }
                }
                try conversations.rekey(conversationId: oldId, to: newId, threadId: thread ?? newId, owner: owner)
                lock.withLock { aliases[oldId] = newId }
            }
        } catch {
            throw APIError(AppError(error))
        }
        queue.post(.chat(.conversationCreated(oldId: oldId, newId: newId, threadId: thread ?? newId)))
        return thread ?? newId
    }

    /// Asks the server for a title (protocol.md §11.6) and stores it only if the title is still the
    /// local one; failures are only logged.
    private func generateTitle(conversationId: String, question: String, language: String, owner: Owner) {
        guard case .success(let client) = backend.client() else { return }
        let queue = self.queue, logger = self.logger, conversations = self.conversations
        Task.detached {
            do {
                let reply = try await client.generateTitle(question: question, language: language)
                guard let title = ConversationSync.nonBlank(reply.title),
                      let c = try conversations.conversation(id: conversationId, owner: owner),
                      c.titleOrigin == .local else { return }
                try conversations.setTitle(title, origin: .server, conversationId: c.id, owner: owner)
                queue.post(.chat(.titleGenerated(conversationId: c.id, title: title)))
            } catch {
                logger.info("no server title", metadata: ["error": "\(error)"])
            }
        }
    }

    static func failure(_ e: APIError) -> SendFailure {
        SendFailure(error: e.error, status: e.status, retryAfterSeconds: e.retryAfterSeconds,
                    sessionExpired: e.sessionExpired, cancelled: e.cancelled)
    }
}
