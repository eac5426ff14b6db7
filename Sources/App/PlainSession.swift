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
    private var setup: LineSetup
    private let chat: LineChat
    private var localizer: Localizer
    private var printer: PlainPrinter
    private let reader = LineReader()
    private var joiner = LineJoiner()
    private let color: Bool
    private let interrupted = AskRunner.Flag()
    private let interruptLock = NSLock()
    private var interrupts = 0
    /// SIGTERM or SIGHUP: the session ends as after /quit, with 128 + the signal (ux.md §9.6).
    private var terminatedBy: Int32?
    /// The answer being printed.
    private var watch: Watch?
    /// The last `/history` list, for `/open N`.
    private var listed: [HistoryEntry] = []
    private var quitting = false
    private var lastLibrary: LibraryStatus?

    private struct Watch {
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
        self.printer = PlainPrinter(localizer: localizer)
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

    private func prompt() {
        write(promptText)
        reader.request()
        atPrompt = true
    }

    private var promptText: String { joiner.isContinuing ? "… " : "> " }

    /// The prompt is the last thing printed: output that arrives meanwhile (a notice, a
    /// question sent again) starts on a line of its own.
    private var atPrompt = false

    private func interrupt() {
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

    private func handle(_ raw: String) {
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

    private func ask(_ question: String) {
        waitForLibrary()
        chat.send(question)
        startWatching(printQuestion: true)
        if watch == nil, let e = chat.model.banner?.error { writeError(printer.error(e)) }
    }

    /// A question on the library backend waits while its server starts (seconds, not minutes).
    private func waitForLibrary() {
        guard chat.server == .library, chat.library == .preparing(percent: nil) || isPreparing else { return }
        write(localizer("server.library.preparing") + "\n")
        let deadline = Date().addingTimeInterval(120)
        while isPreparing && Date() < deadline && interruptLock.withLock({ interrupts == 0 }) {
            chat.pump(timeout: 0.1)
        }
    }

    private var isPreparing: Bool {
        if case .preparing = chat.library { return true }
        return false
    }

    // MARK: The answer

    private func startWatching(printQuestion: Bool) {
        guard let t = chat.model.turn, t.isActive else { return }
        if printQuestion, let i = chat.model.index(of: t.userMessageId) {
            let m = chat.model.messages[i].message
            write(printer.question(m.content, at: m.createdAt))
        }
        watch = Watch(turnId: t.id, known: Set(chat.model.messages.map(\.id)), answer: AnswerPrinter(localizer: localizer, style: .text, write: { [weak self] in
            self?.write($0, sanitized: true)
        }))
    }

    /// Prints what changed in the answer being written; at its end the rest, then the prompt.
    private func observe() {
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
    private func heardLabel(_ raw: String) {
        let label = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard var w = watch, !w.leadPrinted, !label.isEmpty, !w.labels.contains(label) else { return }
        w.labels.insert(label)
        watch = w
        write(printer.thinking(label))
    }

    private func lead(_ w: inout Watch, _ i: Int) {
        guard !w.leadPrinted else { return }
        w.leadPrinted = true
        writeLead(printer.answerLead(at: chat.model.messages[i].message.createdAt))
    }

    /// Notices the chat asks for (a conversation that vanished, a server back online).
    private func announceNotice() {
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

    // MARK: Commands

    private func history(_ query: String?) {
        let store = setup.launch.store.conversations
        do {
            if let query {
                let found = try store.search(SearchQuery(query), owner: chat.owner, starredOnly: false, limit: 20)
                listed = found.results.map(\.entry)
            } else {
                listed = try store.history(owner: chat.owner, starredOnly: false, after: nil, limit: 20)
            }
            write(printer.history(listed, query: query))
        } catch {
            writeError(printer.error(HistoryWork.appError(error)))
        }
    }

    private func open(_ target: String) {
        let owner = chat.owner
        var id = target
        // A number from the last list, in either digits ("/open ١" in Arabic).
        if let n = Int(ArabicNormalizer.normalize(target)) {
            if n >= 1, n <= listed.count {
                id = listed[n - 1].conversation.id
            } else if listed.isEmpty {
                write(localizer("plain.openNeedsList") + "\n")
                return
            }
        }
        do {
            let store = setup.launch.store
            guard case .success(let c) = try ConversationLookup.find(id, conversations: store.conversations, owner: owner)
            else {
                writeError(printer.error(AppError(code: "E-CHAT-MISSING-CONVERSATION",
                                             messageKey: "chat.error.conversationUnavailable")))
                return
            }
            let list = try store.messages.messages(conversationId: c.id, owner: owner, page: .all)
            chat.open(c, list)
            write(printer.opened(printer.title(c, firstQuestion: list.first { $0.role == .user }?.content)))
            for m in chat.model.messages { transcript(m) }
        } catch {
            writeError(printer.error(HistoryWork.appError(error)))
        }
    }

    /// One stored message as plain mode prints it.
    private func transcript(_ m: ChatMessage) {
        if m.role == .assistant { writeLead(printer.answerLead(at: m.message.createdAt)) }
        write(printer.transcript(m.message, withLead: false), sanitized: true)
    }

    private func copy() {
        guard let m = chat.model.lastAnswer else {
            write(localizer("plain.nothingToCopy") + "\n")
            return
        }
        let toTerminal = isatty(1) != 0 && !["", "dumb"].contains(setup.environment["TERM"] ?? "")
        // `clipboard = false` keeps the app off the clipboard here too.
        let clipboard = Clipboard(environment: setup.environment, clipboardEnabled: setup.launch.settings.clipboard,
                                  writeToTerminal: { s in if toTerminal { FileHandle.standardOutput.write(Data(s.utf8)) } })
        switch clipboard.copy(ChatViewModel.copyText(of: m)) {
        case .command: write(localizer("toast.copied") + "\n")
        case .terminal where toTerminal: write(localizer("toast.copiedViaTerminal") + "\n")
        default: write(localizer("plain.copyUnavailable") + "\n")
        }
    }

    private func sources() {
        guard let m = chat.model.lastAnswer, !m.sources.isEmpty else {
            write(localizer("plain.noSources") + "\n")
            return
        }
        write(localizer("sources.header") + "\n")
        write(AnswerPrinter.sourceLines(m.sources, style: .text), sanitized: true)
    }

    private func export(_ path: String?) {
        guard let c = chat.model.conversation, !chat.model.messages.isEmpty else {
            write(localizer("plain.nothingToExport") + "\n")
            return
        }
        let export = ChatExport(conversation: c, messages: chat.model.messages.map(\.message),
                                backendLabel: (c.startedWith ?? chat.server).label(localizer))
        do {
            // As the export dialog writes (ux.md §3.10): `~`, a directory, never over a file.
            let dir = ConversationExporter.defaultDirectory(settingExportDir: setup.launch.settings.exportDir,
                                                            environment: setup.environment)
            let written = try ConversationExporter.write(export, toPath: path ?? dir, now: Date(), timeZone: .current,
                                                         environment: setup.environment)
            write(localizer("toast.exported", written) + "\n")
        } catch let e as ConversationExporter.WriteError {
            write(localizer("toast.exportFailed", e.path, e.reason) + "\n")
        } catch {
            write(localizer("toast.exportFailed", path ?? "", String(describing: error)) + "\n")
        }
    }

    /// `/edit`: the draft (a question the server refused, or nothing) in `$EDITOR`, then sent.
    private func edit() {
        let draft = chat.model.composer.text
        guard let text = ExternalEditor(environment: setup.environment).edit(draft) else {
            write(localizer("chat.editorFailed") + "\n")
            return
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
        ask(text)
    }

    private func setLanguage(_ language: Language) {
        guard let table = try? Localizer.bundled(language, digits: Appearance.digitStyle(setup.launch.settings.digits))
        else { return }
        localizer = table
        printer = PlainPrinter(localizer: table)
        chat.language = language
        setup.launch.settings.language = language.rawValue
        saveSettings()
        write(localizer("plain.languageChanged") + "\n")
    }

    private func setServer(_ backend: Backend) {
        chat.switchServer(backend)
        // The account stream is the cloud's, for whoever is signed in now (at launch or by /login).
        var signedIn = false
        if case .account = chat.owner { signedIn = true }
        chat.signedIn = backend == .cloud && signedIn
        setup.launch.settings.server = backend.storedValue
        saveSettings()
        chat.newChat()
        write(localizer("plain.serverChanged", backend.label(localizer)) + "\n")
    }

    private func saveSettings() {
        do { try setup.launch.settingsStore.save(setup.launch.settings) } catch {
            setup.logger.error("settings not saved: \(error)")
        }
    }

    // MARK: Account

    private func login() {
        guard chat.server != .library else {
            write(localizer("server.library.accountUnavailable") + "\n")
            return
        }
        write(localizer("auth.email") + ": ")
        guard let email = nextLine(), !email.isEmpty else { return }
        write(localizer("auth.password") + ": ")
        // As typed: a password may start or end with a space.
        let password = PasswordPrompt.withoutEcho { nextLine(trimmed: false) } ?? ""
        // A terminal showed the typed newline (ECHONL); piped input shows nothing.
        if isatty(0) == 0 { write("\n") }
        // The sign-in form's checks, before anything is sent (ux.md §2.4).
        var form = AuthForm(mode: .signIn, returnsToWelcome: false)
        form.email = TextBuffer(email)
        form.password = TextBuffer(password)
        if let (message, _) = form.validationError(backend: chat.server) {
            // A check of the form, not a failure: no error code, as the form shows it.
            writeError(localizer(message.key, message.number ?? 0) + "\n")
            return
        }
        let runner = AccountEffectRunner(launch: setup.launch, queue: setup.queue, logger: setup.logger)
        let effect = AccountEffect.signIn(request: 1, email: form.trimmedEmail, password: password, backend: chat.server)
        let queue = setup.queue
        Task.detached { if let e = await runner.run(effect) { queue.post(.account(e)) } }
        write(localizer("plain.signingIn") + "\n")
        pendingSignIn = true
        while pendingSignIn && !quitting { chat.pump(timeout: 0.1) }
    }

    private var pendingSignIn = false

    private func account(_ event: AccountEvent) {
        switch event {
        case .signedIn(_, let profile):
            pendingSignIn = false
            chat.owner = .account(profile.accountId)
            chat.signedIn = true
            chat.newChat()
            listed = []
            write(localizer("plain.signedIn", profile.email) + "\n")
        case .authFailed(_, let e):
            pendingSignIn = false
            writeError(printer.error(e))
        default:
            break
        }
    }

    private func logout() {
        guard case .account = chat.owner else {
            write(localizer("plain.notSignedIn") + "\n")
            return
        }
        // As Settings → Sign out with "keep" (protocol.md §3.5): tokens gone, history kept.
        setup.launch.credentials.clearNow()
        chat.owner = .guest(setup.launch.guestId)
        chat.signedIn = false
        chat.newChat()
        listed = []
        write(localizer("plain.signedOut") + "\n")
        // As the app returns to Welcome after signing out (ux.md §5.5).
        write("\n" + printer.welcome() + "\n")
    }

    /// The next input line, read right away (sign-in prompts); nil at the end of input.
    private func nextLine(trimmed: Bool = true) -> String? {
        reader.request()
        while true {
            if let line = reader.take() { return trimmed ? line.trimmingCharacters(in: .whitespaces) : line }
            if reader.isFinished { return nil }
            chat.pump(timeout: 0.05)
        }
    }

    // MARK: Output

    /// Writes to stdout. Everything passes the sanitiser: templates have no controls, and
    /// content (answers, titles, questions, server messages) must never reach the terminal raw.
    /// `--color` on a terminal: the speaker labels green and errors red, nothing else.
    private func colored(_ s: String, _ sgr: String) -> String {
        guard color, isatty(1) != 0 else { return s }
        let body = s.hasSuffix("\n") ? String(s.dropLast()) : s
        return "\u{1B}[\(sgr)m" + body + "\u{1B}[0m" + (s.hasSuffix("\n") ? "\n" : "")
    }

    private func writeError(_ s: String) {
        FileHandle.standardOutput.write(Data(colored(Sanitizer.sanitize(s), "31").utf8))
    }

    private func writeLead(_ s: String) {
        FileHandle.standardOutput.write(Data(colored(Sanitizer.sanitize(s), "32").utf8))
    }

    private func write(_ s: String, sanitized: Bool = false) {
        let text = sanitized ? s : Sanitizer.sanitize(s)
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
