import AppCore
import Domain
import Foundation
import Localization
import Presentation
import TextLayout

/// Runs one `ask` through a `LineChat`: sends, prints as the answer arrives, and maps the end
/// to an exit status (ux.md §10). Ctrl+C stops the answer the way Esc does in the app: what
/// arrived is printed and stored as stopped, and the status is 130.
final class AskRunner: @unchecked Sendable {
    let chat: LineChat
    let localizer: Localizer
    let format: AskCommand.Format
    /// `--json`: one object per stream event, then the outcome.
    let events: Bool
    /// False with `--no-save`: no conversation id is reported.
    let saved: Bool
    let libraryHint: String
    private let interrupted = Flag()
    /// The `done` event's coverage report (the offline library sends one): set on the loop's
    /// thread by `onInputs`, read on the same thread at the end.
    private var coverage: (abstained: Bool?, notFound: [String]?) = (nil, nil)

    init(chat: LineChat, localizer: Localizer, format: AskCommand.Format, events: Bool, saved: Bool,
         libraryHint: String) {
        self.chat = chat
        self.localizer = localizer
        self.format = format
        self.events = events
        self.saved = saved
        self.libraryHint = libraryHint
    }

    /// The signal that asked the run to end, set by the handler and read by the loop.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Int32?
        func set(_ signal: Int32 = SIGINT) { lock.withLock { if value == nil { value = signal } } }
        var isSet: Bool { lock.withLock { value != nil } }
        /// 128 + the signal (130 for Ctrl+C), as shells report a death by that signal.
        var status: Int32 { 128 + (lock.withLock { value } ?? SIGINT) }
    }

    func run(_ question: String) async -> Int32 {
        // Ctrl+C, and a SIGTERM or SIGHUP from elsewhere (a closed terminal, `kill`): the answer
        // is stopped and stored as it stands, then the status says which (ux.md §9.6).
        let sources = [SIGINT, SIGTERM, SIGHUP].map { sig -> DispatchSourceSignal in
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [interrupted] in interrupted.set(sig) }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        // The loop blocks while it waits for events, so it gets a thread of its own rather
        // than one of the few the cooperative pool has.
        return await withCheckedContinuation { (done: CheckedContinuation<Int32, Never>) in
            let thread = Thread { [self] in done.resume(returning: converse(question)) }
            thread.stackSize = 4 << 20
            thread.start()
        }
    }

    private func converse(_ question: String) -> Int32 {
        let showsThinking = format != .json && !events && isatty(2) != 0
        var labels: Set<String> = []
        // Events and labels straight from the stream: a fast turn can end within one pump.
        chat.onInputs = { [events] inputs in
            for case .event(let e) in inputs {
                if events { AnswerPrinter.writeJSON(Self.object(for: e)) }
                if case .done(let d) = e { self.coverage = (d.abstained, d.notFoundTerms) }
                if showsThinking, case .thinking(let raw?) = e {
                    let label = raw.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard !label.isEmpty, labels.insert(label).inserted else { continue }
                    SafeOutput.write("… \(label)\n", to: .standardError)
                }
            }
        }
        guard waitForLibrary() else { return interrupted.isSet ? interrupted.status : 1 }
        let known = Set(chat.model.messages.map(\.id))
        chat.send(question)
        guard let turnId = chat.model.turn?.id else {
            // Refused before anything was sent (the library not ready).
            if let e = chat.model.banner?.error { AskCommand.report(e, localizer: localizer) }
            return 1
        }
        var printer = AnswerPrinter(localizer: localizer, style: format == .markdown ? .markdown : .text,
                                    write: AnswerPrinter.standardOutput)
        var answerId: String?
        var stopping = false
        while true {
            if interrupted.isSet && !stopping {
                stopping = true
                chat.stop()
            }
            guard let t = chat.model.turn, t.id == turnId else { break }
            if let id = t.assistantMessageId {
                answerId = id
                if format != .json && !events, let i = chat.model.index(of: id) {
                    printer.update(chat.model.messages[i].message.content)
                }
            }
            if t.phase == .grace {
                chat.closeGrace()
                break
            }
            chat.pump(timeout: 0.05)
        }
        if answerId == nil { answerId = chat.newAnswer(since: known)?.id }
        let answer = answerId.flatMap { id in chat.model.index(of: id).map { chat.model.messages[$0] } }
        return finish(question: question, answer: answer, printer: &printer)
    }

    /// On the library backend, waits until its server runs; false when it cannot.
    private func waitForLibrary() -> Bool {
        chat.backend.activate(chat.server)
        guard chat.server == .library else { return true }
        if chat.library == .notInstalled {
            AskCommand.report(.libraryNotReady(), localizer: localizer, hint: libraryHint)
            return false
        }
        while !interrupted.isSet {
            switch chat.library {
            case .ready: return true
            case .notInstalled:
                AskCommand.report(.libraryNotReady(), localizer: localizer, hint: libraryHint)
                return false
            case .unavailable(let reason):
                AskCommand.report(.libraryNotReady(detail: reason), localizer: localizer)
                return false
            case .preparing:
                chat.pump(timeout: 0.1)
            }
        }
        return false
    }

    private func finish(question: String, answer: ChatMessage?, printer: inout AnswerPrinter) -> Int32 {
        let wasInterrupted = interrupted.isSet
        let state = answer?.state
        let error = chat.lastFailure?.error ?? chat.model.banner?.error
            ?? answer?.message.lastErrorCode.map { AppError(code: $0, messageKey: "chat.error.sendFailed") }
        switch format {
        case .json where !events:
            var object: [String: Any] = ["question": question, "answer": answer?.body ?? "",
                                         "sources": Self.sources(answer?.sources ?? []),
                                         "complete": state == .complete]
            // No passage offered as an answer: the library says so; for another server, an
            // answer without sources offers none.
            object["abstained"] = coverage.abstained ?? (answer.map { $0.sources.isEmpty } ?? true)
            object["not_found_terms"] = coverage.notFound ?? []
            object["conversation_id"] = saved ? (chat.model.conversation?.id as Any? ?? NSNull()) : NSNull()
            AnswerPrinter.writeJSON(object)
        case _ where events:
            var object: [String: Any] = ["type": "outcome"]
            if let state { object["state"] = Self.name(of: state) }
            if let answer {
                object["answer"] = answer.body
                object["sources"] = Self.sources(answer.sources)
            }
            if let error { object["error"] = ["code": error.code, "message": error.detail ?? localizer(error.messageKey)] }
            AnswerPrinter.writeJSON(object)
        default:
            if let answer, !answer.message.content.isEmpty {
                if state == .complete {
                    printer.finish(content: answer.message.content, sources: answer.message.sources)
                } else {
                    printer.flushPartial(answer.message.content)
                    if let marker = PlainPrinter(localizer: localizer).marker(answer.state, errorCode: answer.message.lastErrorCode) {
                        SafeOutput.write(marker, to: .standardError)
                    }
                }
            }
        }
        if wasInterrupted {
            if answer == nil { SafeOutput.write(localizer("cli.ask.interrupted") + "\n", to: .standardError) }
            return interrupted.status
        }
        if state == .complete { return 0 }
        if let failure = chat.lastFailure {
            var error = failure.error
            // The banner's "…will be sent when the connection is back" is true of a stored
            // question (the app sends it later), not of one asked with --no-save.
            if !saved && error.code == AppError.noConnection().code { error.messageKey = "cli.ask.offlineNotSaved" }
            AskCommand.report(error, localizer: localizer, retryAfter: failure.retryAfterSeconds)
            return Self.status(for: failure)
        }
        if let e = chat.model.banner?.error ?? (chat.model.signInRequired) {
            AskCommand.report(e, localizer: localizer)
            return ["E-AUTH-001", "E-GUEST-001"].contains(e.code) ? 4 : 1
        }
        if chat.model.guestLimitReached { return 4 }
        return 1
    }

    /// 3 when the server could not be reached, 4 when a sign-in is needed (ux.md §10).
    static func status(for f: SendFailure) -> Int32 {
        if f.cancelled { return 130 }
        if f.needsSignIn || ["E-AUTH-001", "E-GUEST-001"].contains(f.error.code) { return 4 }
        return f.isConnectionFailure ? 3 : 1
    }

    static func name(of state: MessageState) -> String {
        switch state {
        case .complete: "complete"
        case .incomplete(let reason): reason.rawValue
        default: "\(state)"
        }
    }

    static func sources(_ list: [Source]) -> [[String: Any]] {
        list.map { s in
            var d: [String: Any] = ["title": s.title, "url": s.url]
            d["page"] = s.page.map { $0 as Any } ?? NSNull()
            return d
        }
    }

    static func object(for event: StreamEvent) -> [String: Any] {
        var o: [String: Any] = [:]
        func put(_ k: String, _ v: Any?) { if let v { o[k] = v } }
        switch event {
        case .metadata(let m):
            o["type"] = "metadata"
            put("thread_id", m.threadId); put("session_id", m.sessionId); put("language", m.language)
            put("is_guest", m.isGuest); put("requests_remaining", m.requestsRemaining)
        case .thinking(let c): o["type"] = "thinking"; put("content", c)
        case .reasoning(let c): o["type"] = "reasoning"; put("content", c)
        case .chunk(let c): o["type"] = "chunk"; o["content"] = c
        case .done(let d):
            o["type"] = "done"
            put("full_answer", d.fullAnswer); put("content", d.content); put("thread_id", d.threadId)
            put("session_id", d.sessionId); put("ai_message_id", d.aiMessageId); put("is_complete", d.isComplete)
            put("abstained", d.abstained); put("not_found_terms", d.notFoundTerms)
        case .error(let m, let c): o["type"] = "error"; put("message", m); put("code", c)
        case .cancelled(let c): o["type"] = "cancelled"; put("content", c)
        case .title(let t): o["type"] = "title"; put("title", t)
        case .endOfStream: o["type"] = "end"
        }
        return o
    }
}
