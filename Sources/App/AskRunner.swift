import Domain
import Foundation
import Localization
import Networking

/// Runs one `ask`: sends, feeds the stream through the §7 reducer, prints, and maps the outcome
/// to an exit status. Ctrl-C cancels the transfer; what arrived is printed and the status is 130.
final class AskRunner: @unchecked Sendable {
    let api: ShamelaAPI
    let localizer: Localizer
    let json: Bool
    private let lock = NSLock()
    private var stream: ChatStream?
    private var interrupted = false
    /// An interrupted answer was printed with its state marker, so no second notice is needed.
    private var partialShown = false

    init(api: ShamelaAPI, localizer: Localizer, json: Bool) {
        self.api = api
        self.localizer = localizer
        self.json = json
    }

    func run(_ request: ChatRequest) async -> Int32 {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        let task = Task { await self.converse(request) }
        source.setEventHandler { [self] in
            let s = lock.withLock { () -> ChatStream? in
                interrupted = true
                return stream
            }
            if let s { s.cancel() } else { task.cancel() }
        }
        source.resume()
        let status = await task.value
        source.cancel()
        let (wasInterrupted, shown) = lock.withLock { (interrupted, partialShown) }
        if wasInterrupted && !shown {
            FileHandle.standardError.write(Data((localizer("cli.ask.interrupted") + "\n").utf8))
        }
        return wasInterrupted ? 130 : status
    }

    private func converse(_ request: ChatRequest) async -> Int32 {
        let stream: ChatStream
        do {
            stream = try await api.chatStream(request, guest: true)
        } catch {
            if error.cancelled { return 130 }
            AskCommand.report(error.error, localizer: localizer, retryAfter: error.retryAfterSeconds)
            if error.sessionExpired || ["E-AUTH-001", "E-GUEST-001"].contains(error.error.code) { return 4 }
            return error.isConnectionFailure ? 3 : 1
        }
        let cancelNow = lock.withLock { () -> Bool in
            self.stream = stream
            return interrupted
        }
        if cancelNow { stream.cancel() }
        var reducer = ChatStreamReducer()
        var printer = AskPrinter(localizer: localizer, json: json)
        let showThinking = !json && isatty(2) != 0
        for await input in stream.inputs {
            if json, case .event(let e) = input { AskPrinter.writeJSON(Self.object(for: e)) }
            for effect in reducer.handle(input) {
                switch effect {
                case .status(let label?) where showThinking:
                    FileHandle.standardError.write(Data("… \(label)\n".utf8))
                case .assistantText(let text):
                    printer.update(text)
                case .finish, .startGrace:
                    // `ask` has no use for the grace period's late title: stop reading at once.
                    stream.cancel()
                default:
                    break
                }
            }
            if reducer.phase == .closed { break }
        }
        stream.cancel()
        guard let outcome = reducer.outcome else { return 1 }
        return report(outcome, printer: &printer)
    }

    private func report(_ outcome: ChatTurnOutcome, printer: inout AskPrinter) -> Int32 {
        if json {
            var object: [String: Any] = ["type": "outcome", "state": outcome.state.rawValue]
            if let content = outcome.content {
                let parsed = AnswerParser.parse(content)
                object["answer"] = parsed.body
                object["sources"] = parsed.sources.map { s -> [String: Any] in
                    var d: [String: Any] = ["title": s.title, "url": s.url]
                    if let page = s.page { d["page"] = page }
                    return d
                }
            }
            if let e = outcome.error { object["error"] = ["code": e.code, "message": e.detail ?? localizer(e.messageKey)] }
            AskPrinter.writeJSON(object)
        } else if let content = outcome.content {
            if outcome.state == .complete {
                printer.finish(content: content)
            } else {
                printer.flushPartial(content)
                lock.withLock { partialShown = true }
                FileHandle.standardError.write(Data("[\(localizer("chat.state.\(outcome.state.rawValue)"))]\n".utf8))
            }
        }
        if let e = outcome.error, !(e.code == "E-CHAT-CANCELLED" && lock.withLock({ interrupted })) {
            AskCommand.report(e, localizer: localizer)
        }
        if lock.withLock({ interrupted }) { return 130 }
        return outcome.error == nil && outcome.state == .complete ? 0 : 1
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
        case .error(let m, let c): o["type"] = "error"; put("message", m); put("code", c)
        case .cancelled(let c): o["type"] = "cancelled"; put("content", c)
        case .title(let t): o["type"] = "title"; put("title", t)
        case .endOfStream: o["type"] = "end"
        }
        return o
    }
}
