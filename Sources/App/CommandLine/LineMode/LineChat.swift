import AppCore
import Domain
import Foundation
import Localization
import Logging
import Presentation
import TUI

/// The chat of the line-mode front ends (`ask` and `--plain`): the full-screen app's own
/// `ChatViewModel` and `ChatEffectRunner`, driven without a screen. So a question is stored
/// before it goes on the network, the answer is saved as it arrives, and it ends complete,
/// stopped, interrupted or failed by exactly the rules the app follows (protocol.md §7).
/// The front ends read `model` after each `pump` and print what changed.
final class LineChat {
    private(set) var model = ChatViewModel()
    let runner: ChatEffectRunner
    let queue: EventQueue
    let backend: ChatBackend
    var owner: Owner
    var language: Language
    var server: Backend
    var library: LibraryStatus
    var signedIn: Bool
    var deepThinking: Bool
    /// Whether a connection failure starts the probe that resends waiting questions (protocol.md §7.7):
    /// `ask` exits instead, leaving the question "not sent" for the app to send later.
    var watchesReachability = false
    /// The last failure before a stream began, for the message and the exit status.
    private(set) var lastFailure: SendFailure?
    /// Raw stream inputs as they arrive (`ask --json`).
    var onInputs: (([ChatStreamReducer.Input]) -> Void)?
    /// Account results (`/login`), which the chat itself has no use for.
    var onAccount: ((AccountEvent) -> Void)?
    private let clock: @Sendable () -> Double
    private let makeId: @Sendable () -> String = { UUID().uuidString.lowercased() }

    init(runner: ChatEffectRunner, queue: EventQueue, backend: ChatBackend, owner: Owner, language: Language,
         server: Backend, library: LibraryStatus, signedIn: Bool, deepThinking: Bool,
         clock: @escaping @Sendable () -> Double = AppRunLoop.monotonicSeconds) {
        self.runner = runner
        self.queue = queue
        self.backend = backend
        self.owner = owner
        self.language = language
        self.server = server
        self.library = library
        self.signedIn = signedIn
        self.deepThinking = deepThinking
        self.clock = clock
    }

    /// The same environment the coordinator gives the chat (a library not ready blocks a send).
    func environment() -> ChatEnvironment {
        ChatEnvironment(now: Date(), clock: clock(), owner: owner, language: language, backend: server, library: library,
                        deepThinking: deepThinking, signedIn: signedIn, makeId: makeId)
    }

    // MARK: Commands

    func send(_ question: String) {
        lastFailure = nil
        model.notice = nil
        perform(model.send(question: question, environment()))
    }

    /// Ctrl+C while an answer is on its way (protocol.md §7.3).
    func stop() { perform(model.stop(environment())) }

    /// Regenerates the latest incomplete answer, resends a not-sent question, or asks the last
    /// question again when everything is complete (`/retry`).
    func retry() {
        lastFailure = nil
        let env = environment()
        let before = model.turn?.id
        perform(model.retry(env))
        guard model.turn?.id == before, !model.isStreaming,
              let question = model.messages.last(where: { $0.role == .user }) else { return }
        perform(model.regenerate(userMessageId: question.id, env))
    }

    func newChat() { model.newChat(keepDraft: false) }

    /// Shows a stored conversation (synchronously: the store is local).
    func open(_ conversation: Conversation, _ messages: [Message]) {
        model.load(conversation, messages)
    }

    /// Switches the backend for this session, as the Settings change does in the app.
    func switchServer(_ backend: Backend) {
        server = backend
        if backend == .library { library = ChatBackend.initialLibraryStatus(paths: self.backend.paths) }
        self.backend.activate(backend)
    }

    func clearNotice() { model.notice = nil }

    /// The answer a turn added: the last assistant message not among `known`. A turn can end
    /// within one `pump` (a fast server), before its answer was ever seen on the turn.
    func newAnswer(since known: Set<String>) -> ChatMessage? {
        model.messages.last { $0.role == .assistant && !known.contains($0.id) }
    }

    // MARK: The loop

    /// Handles what arrived within `timeout` seconds, then the timers (grace period, saves).
    func pump(timeout: Double) {
        for event in queue.take(timeout: timeout) { handle(event) }
        perform(model.tick(environment()))
    }

    /// Ends a grace period at once: a line front end has no screen to put a late title on.
    func closeGrace() {
        guard let t = model.turn, t.phase == .grace else { return }
        var env = environment()
        env.clock = .greatestFiniteMagnitude
        perform(model.tick(env))
    }

    private func handle(_ event: AppEvent) {
        switch event {
        case .chat(let e):
            if case .sendFailed(let turn, let failure) = e, model.turn?.id == turn { lastFailure = failure }
            if case .streamInputs(let turn, let inputs) = e, model.turn?.id == turn { onInputs?(inputs) }
            perform(model.handle(e, environment()))
        case .libraryChanged(let status):
            library = status
        case .account(let e):
            onAccount?(e)
        default:
            break
        }
    }

    func perform(_ effects: [ChatEffect]) {
        for effect in effects {
            switch effect {
            case .watchReachability where !watchesReachability:
                continue
            case .editDraft:
                continue  // `/edit` runs the editor itself: it owns the terminal meanwhile
            default:
                runner.perform(effect, owner: owner)
            }
        }
    }
}
