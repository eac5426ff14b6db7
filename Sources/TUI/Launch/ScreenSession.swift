import AppCore
import Domain
import Foundation
import Localization
import Logging
import Presentation
import Terminal

/// The full-screen interface (ux.md): the terminal probed before curses, the first state from
/// the launch, the effect runners wired to the run loop, and what is saved on exit.
package enum ScreenSession {
    /// Runs until the user quits; returns the exit status.
    package static func run(_ startup: Startup, link: String?) async -> Int32 {
        let env = startup.environment, paths = startup.paths, logger = startup.logger, ui = startup.localizer
        var launch = startup.launch
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
        state.libraryInstallCommand = startup.command.library
        state.tab = launch.tab
        state.library = ChatBackend.initialLibraryStatus(paths: paths)
        state.account = launch.accountStart.account
        state.welcome.guestId = launch.guestId
        // First launch: Welcome, which the user leaves by choosing how to continue (ux.md §2.1).
        state.welcome.welcomeSeen = launch.settings.welcomeSeen
        state.welcome.showsWelcome = !launch.settings.welcomeSeen
        if let (c, list) = launch.restored { state.chat.load(c, list, olderUnread: launch.restoredPartially) }
        if let draft = launch.draft(for: state.chat.conversation?.id) { state.chat.composer = TextBuffer(draft) }
        // Once, in a terminal that reorders Arabic itself: say where the setting is (ux.md §9.7).
        if launch.settings.bidi == .app, !launch.settings.bidiHintShown, Appearance.terminalReordersBidi(env, probe: probe) {
            var hint = Toast(text: ui("settings.bidi.hint"), now: AppRunLoop.monotonicSeconds())
            hint.expiresAt += 7
            state.toast = hint
            launch.settings.bidiHintShown = true
            launch.saveSettings(logger: logger)
        }
        // A dialog rather than a toast: the moved file's path must be readable whole, and the
        // notice stays until dismissed.
        if let moved = launch.movedAside {
            state.dialog = DialogState(kind: .databaseMovedAside(path: moved))
        } else if let notice = launch.notice {
            state.toast = Toast(text: notice, isError: true, now: AppRunLoop.monotonicSeconds())
        }
        let queue = EventQueue()
        let backend = ChatBackend(paths: paths, queue: queue, logger: logger, credentials: launch.credentials)
        let loop = AppRunLoop(coordinator: Coordinator(state: state, localizer: ui), terminal: terminal, queue: queue,
                              logger: logger)
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
        let voiceSetting = launch.settings.voiceRecorder
        let voiceRunner = VoiceEffectRunner(directory: paths.state.appendingPathComponent("voice"), queue: queue,
                                            logger: logger, environment: env, recorderSetting: { voiceSetting },
                                            client: { backend.client() })
        let engineSetting = launch.settings.voiceEngine
        voiceRunner.engineSetting = { engineSetting }
        loop.voiceRunner = voiceRunner
        queue.post(.voice(.availability(voiceRunner.availability())))
        let factCheckRunner = FactCheckEffectRunner(queue: queue, logger: logger, client: { backend.client() })
        loop.factCheckRunner = factCheckRunner
        // Checking quotations needs no tool for typed text; a missing Tesseract is said when an
        // image is read, with the package to install.
        queue.post(.factCheck(.offered))
        // Answers' quotations are marked from the installed library, whatever the backend. The
        // checker (the texts' words in memory) opens when a question is sent, in the background
        // while the answer streams, so marks still come right after it — or when marks are
        // first asked for (an opened conversation) — never for a session that asks nothing.
        Task.detached {
            let index = QuotationMarker.installedIndex(paths: paths)
            if let index { factCheckRunner.marker = QuotationMarker(index: index) }
            queue.post(.factCheck(.marking(available: index != nil)))
        }
        runner.onStreamStart = { factCheckRunner.marker?.warmUp() }
        // What the first question needs opens while it is typed, not when it is sent (about a
        // second on a loaded machine) nor at launch (memory a session that asks nothing holds).
        runner.onWarmUp = {
            factCheckRunner.marker?.warmUp()
            backend.warmUp()
        }
        accountRunner.syncList = { owner in _ = await syncRunner.run(.list(force: true, announce: false), owner: owner) }
        // A stored sign-in is confirmed in the background (ux.md §6.4 step 3).
        if let effect = launch.accountStart.effect { accountRunner.perform(effect, state: state) }
        // Welcome says at once when the server it offers cannot be reached (ux.md §2.3).
        if state.welcome.showsWelcome, launch.backend != .library {
            accountRunner.perform(.checkHealth(launch.backend), state: state)
        }
        // A link overrides the restored screen; on a first launch it waits for Welcome (step 4).
        if let link { queue.post(.action(.openDeepLink(DeepLink.parse(link)))) }
        loop.editDraft = DesktopActions.editor(environment: env)
        loop.onBackendChange = { backend.activate($0) }
        // Changes made in the app are saved at once; options given on the command line are not.
        loop.onPersistSettings = { state in launch.savePreferences(state, logger: logger) }
        backend.activate(launch.backend)
        // Questions left waiting by an earlier run, however it ended (a crash included), go out
        // once the server answers (protocol.md §7.7); the first probe is immediate.
        if state.chat.waitingCount > 0 || launch.hasWaitingQuestions { runner.watchReachability() }
        // A question waiting to be sent goes out when the server answers, from the chat's
        // messages: one older than those restored is read now rather than when looked for
        // (should the user look back meanwhile, the second read adds nothing).
        if launch.hasWaitingQuestions, state.chat.waitingCount == 0, state.chat.older == .unread,
           let c = state.chat.conversation {
            runner.completeRestore(c.id, owner: state.owner)
        }
        let status = loop.run()
        backend.shutdown()
        launch.saveOnExit(loop.coordinator.state, logger: logger)
        logger.info("exit", metadata: ["status": "\(status)"])
        return status
    }
}
