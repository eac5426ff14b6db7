import AppCore
import Domain
import Foundation
import Localization
import Logging
import Presentation
import TextLayout

/// `shamelagpt --plain` (ux.md §9.4): a linear, screen-reader-friendly chat. It writes lines
/// and reads lines: no alternate screen, no cursor addressing, no colour unless `--color`, no
/// spinner, and everything it prints from content goes through `Sanitizer` first. The chat
/// itself is the app's (`LineChat`), so what is stored is what the app would store.
final class PlainSession: @unchecked Sendable {
    var setup: LineSetup
    let chat: LineChat
    var localizer: Localizer
    var printer: PlainPrinter
    let reader = LineReader()
    var joiner = LineJoiner()
    let color: Bool
    let interrupted = AskRunner.Flag()
    let interruptLock = NSLock()
    var interrupts = 0
    /// SIGTERM or SIGHUP: the session ends as after /quit, with 128 + the signal (ux.md §9.6).
    var terminatedBy: Int32?
    /// The answer being printed.
    var watch: Watch?
    /// The last `/history` list, for `/open N`.
    var listed: [HistoryEntry] = []
    var quitting = false
    var lastLibrary: LibraryStatus?
    /// A /login waiting for the server.
    var pendingSignIn = false

    struct Watch {
        var turnId: Int
        /// Messages shown before the turn: the answer is the one that is not among them.
        var known: Set<String>
        var labels: Set<String> = []
        var answerId: String?
        var leadPrinted = false
        var answer: AnswerPrinter
    }

    init(setup: LineSetup, localizer: Localizer, color: Bool) {
        self.setup = setup
        self.localizer = localizer
        self.printer = PlainPrinter(localizer: localizer, libraryCommand: setup.command.library)
        self.color = color
        chat = setup.chat(conversations: setup.launch.store.conversations, messages: setup.launch.store.messages)
        chat.watchesReachability = true
    }

    /// Runs until `/quit`, Ctrl+D or the end of standard input; returns the exit status.
    func run() -> Int32 {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [self] in interruptLock.withLock { interrupts += 1 } }
        source.resume()
        let endings = [SIGTERM, SIGHUP].map { sig -> DispatchSourceSignal in
            signal(sig, SIG_IGN)
            let s = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            s.setEventHandler { [self] in interruptLock.withLock { if terminatedBy == nil { terminatedBy = sig } } }
            s.resume()
            return s
        }
        defer {
            source.cancel()
            endings.forEach { $0.cancel() }
        }
        chat.onAccount = { [weak self] in self?.account($0) }
        // Labels straight from the stream: a fast server can start and finish a turn within
        // one pump, and the turn's status label would never be seen.
        chat.onInputs = { [weak self] inputs in
            for case .event(.thinking(let label?)) in inputs { self?.heardLabel(label) }
        }
        if !setup.launch.settings.welcomeSeen {
            // First launch: the welcome once, and remembered as seen, as reaching Chat does.
            write(printer.welcome() + "\n")
            setup.launch.settings.welcomeSeen = true
            saveSettings()
        }
        chat.backend.activate(chat.server)
        prompt()
        while !quitting {
            let (ctrlC, ended) = interruptLock.withLock { () -> (Int, Bool) in
                defer { interrupts = 0 }
                return (interrupts, terminatedBy != nil)
            }
            if ended { break }
            if ctrlC > 0 { interrupt() }
            chat.pump(timeout: 0.05)
            observe()
            if watch == nil, let line = reader.take() {
                atPrompt = false
                handle(line)
            } else if watch == nil, reader.isFinished {
                if let rest = joiner.flush() { handle(rest) } else { quitting = true }
            }
        }
        // Whatever is still on its way is stored as stopped before the process ends.
        if chat.model.isStreaming {
            chat.stop()
            chat.pump(timeout: 0)
        }
        write("\n")
        return interruptLock.withLock { terminatedBy.map { 128 + $0 } } ?? 0
    }

    // MARK: Input

    func prompt() {
        write(promptText)
        reader.request()
        atPrompt = true
    }

    var promptText: String { joiner.isContinuing ? "… " : "> " }

    /// The prompt is the last thing printed: output that arrives meanwhile (a notice, a
    /// question sent again) starts on a line of its own.
    var atPrompt = false

    func interrupt() {
        if chat.model.isStreaming {
            // The terminal echoed ^C where the answer stood: the marker starts a line of its own.
            if isatty(0) != 0 { write("\n") }
            chat.stop()
        } else {
            // At the prompt Ctrl+C never ends the program abruptly: it says how to quit.
            write("\n" + localizer("plain.ctrlC") + "\n")
            _ = joiner.flush()
            prompt()
        }
    }

    func handle(_ raw: String) {
        guard let line = joiner.add(raw) else {
            prompt()
            return
        }
        let command = PlainCommand.parse(line)
        switch command {
        case .ask(let question): ask(question)
        case .empty: break
        case .new:
            chat.newChat()
            write(localizer("plain.newChat") + "\n")
        case .history(let query): history(query)
        case .open(let target): open(target)
        case .copy: copy()
        case .sources: sources()
        case .export(let path): export(path)
        case .retry:
            chat.retry()
            startWatching(printQuestion: false)
            if watch == nil, let e = chat.model.banner?.error { writeError(printer.error(e)) }
            else if watch == nil { write(localizer("plain.nothingToRetry") + "\n") }
        case .edit: edit()
        case .language(let code): setLanguage(Language(rawValue: code) ?? .en)
        case .server(let backend): setServer(backend)
        case .voice: voice()
        case .check(let text): check(text)
        case .image(let path): checkImage(path)
        case .login: login()
        case .logout: logout()
        case .help: write(printer.help())
        case .quit:
            quitting = true
            return
        case .usage(let usage): write(localizer("plain.usage", usage) + "\n")
        case .unknown(let name): write(localizer("plain.unknownCommand", name) + "\n")
        }
        if watch == nil && !quitting { prompt() }
    }

    func ask(_ question: String) {
        waitForLibrary()
        chat.send(question)
        startWatching(printQuestion: true)
        if watch == nil, let e = chat.model.banner?.error { writeError(printer.error(e)) }
    }

    /// A question on the library backend waits while its server starts (seconds, not minutes).
    func waitForLibrary() {
        guard chat.server == .library, chat.library == .preparing(percent: nil) || isPreparing else { return }
        write(localizer("server.library.preparing") + "\n")
        let deadline = Date().addingTimeInterval(120)
        while isPreparing && Date() < deadline && interruptLock.withLock({ interrupts == 0 }) {
            chat.pump(timeout: 0.1)
        }
    }

    var isPreparing: Bool {
        if case .preparing = chat.library { return true }
        return false
    }

    // MARK: The answer

    func startWatching(printQuestion: Bool) {
        guard let t = chat.model.turn, t.isActive else { return }
        if printQuestion, let i = chat.model.index(of: t.userMessageId) {
            let m = chat.model.messages[i].message
            write(printer.question(m.content, at: m.createdAt))
        }
        watch = Watch(turnId: t.id, known: Set(chat.model.messages.map(\.id)), answer: AnswerPrinter(localizer: localizer, style: .text, write: { [weak self] in
            self?.write($0)
        }))
    }

    /// Prints what changed in the answer being written; at its end the rest, then the prompt.
    func observe() {
        announceNotice()
        // A turn nobody here started: a question sent again once the server answered (protocol.md
        // §7.7). It is printed like any other, below the prompt that is showing.
        if watch == nil, chat.model.turn?.isActive == true {
            if atPrompt { write("\n") }
            atPrompt = false
            startWatching(printQuestion: true)
        }
        guard var w = watch else { return }
        if let t = chat.model.turn, t.id == w.turnId, t.isActive {
            if let id = t.assistantMessageId, let i = chat.model.index(of: id) {
                w.answerId = id
                lead(&w, i)
                w.answer.update(chat.model.messages[i].message.content)
            }
            watch = w
            return
        }
        if w.answerId == nil { w.answerId = chat.newAnswer(since: w.known)?.id }
        if let id = w.answerId, let i = chat.model.index(of: id) {
            let m = chat.model.messages[i]
            lead(&w, i)
            if m.state == .complete {
                w.answer.finish(content: m.message.content, sources: m.message.sources)
            } else {
                w.answer.flushPartial(m.message.content)
                if !w.answer.hasOutput { write("\n") }
                if let marker = printer.marker(m.state, errorCode: m.message.lastErrorCode) { write(marker) }
            }
        } else if let f = chat.lastFailure, !f.cancelled {
            writeError(printer.error(f.error, retryAfter: f.retryAfterSeconds))
            if f.isConnectionFailure { write(localizer("plain.willResend") + "\n") }
        } else if let e = chat.model.banner?.error {
            writeError(printer.error(e))
        } else if chat.model.guestLimitReached || chat.model.signInRequired != nil {
            writeError(printer.error(chat.model.signInRequired ?? AppError(code: "E-GUEST-001", messageKey: "guest.limitReached.message")))
        }
        watch = nil
        prompt()
    }

    /// Each distinct thinking label once, before the answer starts (ux.md §9.4).
    func heardLabel(_ raw: String) {
        let label = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard var w = watch, !w.leadPrinted, !label.isEmpty, !w.labels.contains(label) else { return }
        w.labels.insert(label)
        watch = w
        write(printer.thinking(label))
    }

    func lead(_ w: inout Watch, _ i: Int) {
        guard !w.leadPrinted else { return }
        w.leadPrinted = true
        writeLead(printer.answerLead(at: chat.model.messages[i].message.createdAt))
    }

    /// Notices the chat asks for (a conversation that vanished, a server back online).
    func announceNotice() {
        if let n = chat.model.notice {
            chat.clearNotice()
            if atPrompt { write("\n") }
            write(printer.notice(key: n.key, args: n.args))
            if atPrompt { write(promptText) }
        }
        if chat.library != lastLibrary {
            defer { lastLibrary = chat.library }
            if case .unavailable(let reason) = chat.library, chat.server == .library {
                writeError(printer.error(.libraryNotReady(detail: reason)))
            }
        }
    }

    // MARK: Output

    /// Writes to stdout through `SafeOutput`, the one sanitising printer: templates have no
    /// controls, and content (answers, titles, sources, questions, server messages) must never
    /// reach the terminal raw. `--color` on a terminal: the speaker labels green and errors red.
    func colored(_ s: String, _ sgr: String) -> TerminalText {
        guard color, isatty(1) != 0 else { return TerminalText(s) }
        let body = s.hasSuffix("\n") ? String(s.dropLast()) : s
        return .styled(body, sgr: sgr) + TerminalText(s.hasSuffix("\n") ? "\n" : "")
    }

    func writeError(_ s: String) { SafeOutput.write(colored(s, "31")) }

    func writeLead(_ s: String) { SafeOutput.write(colored(s, "32")) }

    func write(_ s: String) { SafeOutput.write(s) }
}
