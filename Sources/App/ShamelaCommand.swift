import ArgumentParser
import Domain
import Foundation
import Localization
import Logging
import Presentation
import Terminal

/// `shamelagpt`: the full-screen interface, and the root of the subcommands.
public struct ShamelaCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shamelagpt",
        abstract: "A terminal client for ShamelaGPT: answers about Islam with citations.",
        discussion: """
        Keys: Tab / Shift+Tab switch tabs; Alt+1, Alt+2, Alt+3 (or F2, F3, F4) open Chat, History \
        and Settings; F1 or ? shows help; Esc goes back; Ctrl+L redraws; Ctrl+Z suspends; \
        Ctrl+C twice or F10 quits.
        """,
        version: "shamelagpt \(AppVersion.string)",
        subcommands: [AskCommand.self, HistoryCommand.self, ConfigCommand.self, LoginCommand.self, LogoutCommand.self,
                      LibraryCommand.self, ServeCommand.self]
    )

    @OptionGroup public var global: GlobalOptions

    @Flag(name: .long, help: "Linear, screen-reader-friendly interface.")
    public var plain = false

    @Flag(name: .long, help: "Turn the mouse off.")
    public var noMouse = false

    @Flag(name: .long, help: "No animation: a static spinner and no blinking.")
    public var reduceMotion = false

    @Flag(name: .long, help: "Allow colour in plain mode.")
    public var color = false

    @Argument(help: "A link to open: shamelagpt://chat?id=…, https://shamelagpt.com/chat?id=…")
    public var link: String?

    public init() {}

    public mutating func run() async throws {
        let env = ProcessInfo.processInfo.environment
        let localizer = try global.localizer(environment: env)
        guard TerminalCheck.ensureUTF8Locale() else {
            Self.fail(localizer("cli.needsUTF8"))
        }
        if plain {
            try await runPlain(environment: env)
            return
        }
        if let problem = TerminalCheck.problem(environment: env) {
            Self.fail(Self.message(for: problem, localizer: localizer))
        }
        let paths = AppPaths.resolve(dataDir: global.dataDir, environment: env)
        do {
            try paths.create()
        } catch {
            Self.fail("shamelagpt: \(paths.data.path): \(error.localizedDescription)", status: 1)
        }
        let sink = LogSink(url: paths.logFile)
        LoggingSystem.bootstrap { FileLogHandler(label: $0, sink: sink) }
        let logger = Logger(label: "shamelagpt")
        logger.info("start", metadata: ["version": "\(AppVersion.string)", "data": "\(paths.data.path)"])

        var launch: LaunchContext
        do {
            launch = try LaunchContext.prepare(paths: paths, global: global, noMouse: noMouse,
                                               reduceMotion: reduceMotion, environment: env, logger: logger)
        } catch let error as LaunchError {
            Self.fail(error.message, status: 1)
        }
        let digits = Appearance.digitStyle(launch.settings.digits)
        let ui = (try? Localizer.bundled(launch.language, digits: digits)) ?? localizer
        // Before curses: what the terminal says about BiDi (text-rendering.md §7 step 1) and
        // its background (the "Auto" theme).
        let probe = TerminalProbe.run()
        if let probe {
            logger.info("terminal", metadata: ["bdsm": "\(probe.mode.map(String.init) ?? "no answer")",
                                               "xtversion": "\(probe.name ?? "no answer")",
                                               "background": "\(probe.background.map { "\($0)" } ?? "no answer")"])
        }
        let terminal = CursesTerminal(mouse: launch.mouse, environment: env,
                                      theme: Appearance.theme(launch.settings.theme, environment: env,
                                                              background: probe?.background),
                                      explicitBidi: launch.settings.bidi == .app, probe: probe)
        var state = AppState(language: launch.language, backend: launch.backend,
                             width: terminal.size.width, height: terminal.size.height, owner: launch.owner)
        state.reduceMotion = launch.reduceMotion
        state.showHarakat = launch.settings.showHarakat
        state.deepThinking = launch.settings.deepThinking
        state.theme = launch.settings.theme
        state.bidi = launch.settings.bidi
        state.digits = launch.settings.digits
        state.settings.version = AppVersion.string
        state.exportDirectory = ConversationExporter.defaultDirectory(settingExportDir: launch.settings.exportDir,
                                                                      environment: env)
        state.tab = launch.tab
        state.library = ChatBackend.initialLibraryStatus(paths: paths)
        state.account = launch.accountStart.account
        state.welcome.guestId = launch.guestId
        // First launch: Welcome, which the user leaves by choosing how to continue (ux.md §2.1).
        state.welcome.welcomeSeen = launch.settings.welcomeSeen
        state.welcome.showsWelcome = !launch.settings.welcomeSeen
        if let (c, list) = launch.restored { state.chat.load(c, list) }
        if let draft = launch.draft(for: state.chat.conversation?.id) { state.chat.composer = TextBuffer(draft) }
        // Once, in a terminal that reorders Arabic itself: say where the setting is (ux.md §9.7).
        if launch.settings.bidi == .app, !launch.settings.bidiHintShown, Appearance.terminalReordersBidi(env, probe: probe) {
            var hint = Toast(text: ui("settings.bidi.hint"), now: AppRunLoop.monotonicSeconds())
            hint.expiresAt += 7
            state.toast = hint
            launch.settings.bidiHintShown = true
            do { try launch.settingsStore.save(launch.settings) } catch { logger.error("settings not saved: \(error)") }
        }
        // A dialog rather than a toast: the moved file's path must be readable whole, and the
        // notice stays until dismissed (issue 19 §12).
        if let moved = launch.movedAside {
            state.dialog = DialogState(kind: .databaseMovedAside(path: moved))
        } else if let notice = launch.notice {
            state.toast = Toast(text: notice, isError: true, now: AppRunLoop.monotonicSeconds())
        }
        let queue = EventQueue()
        let backend = ChatBackend(paths: paths, queue: queue, logger: logger, credentials: launch.credentials)
        let loop = AppRunLoop(coordinator: Coordinator(state: state, localizer: ui),
                              localizer: ui, terminal: terminal, queue: queue, logger: logger)
        let runner = ChatEffectRunner(conversations: launch.store.conversations, messages: launch.store.messages,
                                           backend: backend, queue: queue, logger: logger,
                                           actions: DesktopActions.make(environment: env, terminal: terminal,
                                                                        exportDir: launch.settings.exportDir,
                                                                        clipboardEnabled: launch.settings.clipboard),
                                           guestSessionId: launch.guestId)
        loop.chatRunner = runner
        loop.historyRunner = HistoryEffectRunner(launch: launch, queue: queue, logger: logger)
        loop.settingsRunner = SettingsEffectRunner(launch: launch, queue: queue, logger: logger,
                                                   libraryDirectory: paths.data.appendingPathComponent("library"),
                                                   libraryClient: { backend.libraryClient() })
        loop.environment = env
        loop.terminalBackground = probe?.background
        let accountRunner = AccountEffectRunner(launch: launch, queue: queue, logger: logger)
        loop.accountRunner = accountRunner
        let sync = ConversationSync(conversations: launch.store.conversations, messages: launch.store.messages,
                                    syncState: launch.store.syncState, logger: logger)
        let syncRunner = SyncEffectRunner(sync: sync, client: { backend.client() }, queue: queue, logger: logger)
        loop.syncRunner = syncRunner
        accountRunner.syncList = { owner in _ = await syncRunner.run(.list(force: true, announce: false), owner: owner) }
        // A stored sign-in is confirmed in the background (ux.md §6.4 step 3).
        if let effect = launch.accountStart.effect { accountRunner.perform(effect, state: state) }
        // Welcome says at once when the server it offers cannot be reached (ux.md §2.3).
        if state.welcome.showsWelcome, launch.backend != .library {
            accountRunner.perform(.checkHealth(launch.backend), state: state)
        }
        // A link overrides the restored screen; on a first launch it waits for Welcome (step 4).
        if let link { queue.post(.action(.openDeepLink(DeepLink.parse(link)))) }
        if launch.restoredPartially, let c = state.chat.conversation { runner.completeRestore(c.id, owner: state.owner) }
        loop.editDraft = DesktopActions.editor(environment: env)
        loop.onBackendChange = { backend.activate($0) }
        // Changes made in the app are saved at once; options given on the command line are not.
        loop.onPersistSettings = { state in launch.savePreferences(state, logger: logger) }
        backend.activate(launch.backend)
        // Questions left waiting by an earlier run, however it ended (a crash included), go out
        // once the server answers (protocol.md §7.7); the first probe is immediate.
        if state.chat.waitingCount > 0 || launch.hasWaitingQuestions { runner.watchReachability() }
        let status = loop.run()
        await backend.shutdown()
        launch.saveOnExit(loop.coordinator.state, logger: logger)
        logger.info("exit", metadata: ["status": "\(status)"])
        if status != 0 { throw ExitCode(status) }
    }

    static func message(for problem: TerminalCheck.Problem, localizer: Localizer) -> String {
        switch problem {
        case .stdinNotATerminal: localizer("cli.notATerminal", localizer("cli.stdin"))
        case .stdoutNotATerminal: localizer("cli.notATerminal", localizer("cli.stdout"))
        case .dumbTerminal(let term): localizer("cli.dumbTerminal", term ?? localizer("cli.termUnset"))
        case .noTerminfo(let term): localizer("cli.noTerminfo", term)
        case .noUTF8Locale: localizer("cli.needsUTF8")
        }
    }

    static func fail(_ message: String, status: Int32 = 2) -> Never {
        SafeOutput.write(message + "\n", to: .standardError)
        Foundation.exit(status)
    }
}
