import AppCore
import Domain
import Foundation
import Localization
import Logging
import Presentation
import Terminal
import TextLayout
import Views

/// The run loop: takes events from the queue, lets the coordinator handle them, runs the
/// effects, and presents a new frame when the state changed.
public final class AppRunLoop {
    public private(set) var coordinator: Coordinator
    public let queue: EventQueue
    private let terminal: TerminalDriver
    private let clock: @Sendable () -> Double
    private let logger: Logger
    private let renderEnvironment: RenderEnvironment
    private let wallClock: @Sendable () -> Date
    /// Performs chat effects; nil in tests that only drive the screen.
    var chatRunner: ChatEffectRunner?
    /// Runs the external editor on a draft (the terminal is released meanwhile).
    var editDraft: (@Sendable (String) -> String?)?
    var historyRunner: HistoryEffectRunner?
    var settingsRunner: SettingsEffectRunner?
    var accountRunner: AccountEffectRunner?
    var syncRunner: SyncEffectRunner?
    var voiceRunner: VoiceEffectRunner?
    var factCheckRunner: FactCheckEffectRunner?
    /// Saves the preferences the state holds (language, backend, appearance); false when the
    /// file could not be written, which Settings shows under the row and reverts.
    var onPersistSettings: ((AppState) -> Bool)?
    /// The environment Settings' "Auto" theme reads the terminal background from (`COLORFGBG`).
    var environment: [String: String] = [:]
    /// The background the terminal reported before curses started (OSC 11), for "Auto".
    var terminalBackground: ColorPalette.Theme?
    /// Called when the backend changes (the banner's "Use offline library").
    var onBackendChange: ((Backend) -> Void)?
    private var lastFrame: Frame?
    private var lastRendered: AppState?
    private var lastPresentAt = -Double.infinity
    public private(set) var framesPresented = 0

    /// Streaming coalesces into at most this many frames a second (ux.md §3.6); keys draw at once.
    static let frameInterval = 1.0 / 30

    public init(coordinator: Coordinator, terminal: TerminalDriver,
                queue: EventQueue = EventQueue(),
                clock: @escaping @Sendable () -> Double = AppRunLoop.monotonicSeconds,
                wallClock: @escaping @Sendable () -> Date = { Date() },
                renderEnvironment: RenderEnvironment = RenderEnvironment(),
                logger: Logger = Logger(label: "shamelagpt.runloop")) {
        self.coordinator = coordinator
        self.terminal = terminal
        self.queue = queue
        self.clock = clock
        self.wallClock = wallClock
        self.renderEnvironment = renderEnvironment
        self.logger = logger
    }

    /// Runs until the coordinator asks to quit; returns the exit status.
    public func run() -> Int32 {
        terminal.start(events: queue)
        defer {
            chatRunner?.cancelAll()
            voiceRunner?.cancelAll()
            terminal.stop()
        }
        let size = terminal.size
        _ = process([.resized(width: size.width, height: size.height)])
        var dirty = false
        while true {
            var timeout = needsTicks ? 0.1 : 1.0
            if dirty { timeout = max(0, lastPresentAt + Self.frameInterval - clock()) }
            let events = queue.take(timeout: timeout)
            if let status = apply(events.isEmpty && !dirty ? [.tick] : events) { return status }
            // Keys and resizes draw at once; stream text waits for the next frame slot.
            let urgent = events.contains { if case .chat = $0 { return false }; return true }
            if urgent || clock() - lastPresentAt >= Self.frameInterval {
                renderIfChanged()
                dirty = false
            } else {
                // Comparing states here would compare a long answer on every network block;
                // the frame slot's own comparison is enough.
                dirty = dirty || !events.isEmpty
            }
        }
    }

    /// Handles a batch of events and presents at most one frame; returns an exit status to quit.
    @discardableResult
    public func process(_ events: [AppEvent]) -> Int32? {
        if let status = apply(events) { return status }
        renderIfChanged()
        return nil
    }

    private func apply(_ events: [AppEvent]) -> Int32? {
        for event in events {
            let resolved = resolve(event)
            if case .resized(let w, let h) = resolved {
                terminal.resize(to: Size(width: w, height: h))
            }
            for effect in coordinator.handle(resolved, now: clock()) {
                if let status = perform(effect) { return status }
            }
        }
        return nil
    }

    private func perform(_ effect: Effect) -> Int32? {
        switch effect {
        case .quit(let status):
            logger.info("quit", metadata: ["status": "\(status)"])
            return status
        case .redrawAll:
            terminal.invalidate()
            lastRendered = nil
        case .suspend:
            terminal.suspend()
            terminal.resize(to: terminal.size)
            let s = terminal.size
            _ = coordinator.handle(.resized(width: s.width, height: s.height), now: clock())
            lastRendered = nil
        case .switchBackend(let backend):
            onBackendChange?(backend)
        case .persistSettings:
            if let save = onPersistSettings { queue.post(.settings(.settingsSaved(ok: save(coordinator.state)))) }
        case .applyAppearance:
            applyAppearance()
        case .chat(.editDraft(let draft)):
            guard let editDraft else { break }
            var result: String?
            terminal.runOutside { result = editDraft(draft) }
            terminal.invalidate()
            lastRendered = nil
            queue.post(.chat(.editorFinished(result)))
        case .chat(let e):
            chatRunner?.perform(e, owner: coordinator.state.owner)
        case .history(let e):
            historyRunner?.perform(e, state: coordinator.state)
        case .settings(let e):
            settingsRunner?.perform(e, state: coordinator.state)
        case .account(let e):
            accountRunner?.perform(e, state: coordinator.state)
        case .sync(let e):
            syncRunner?.perform(e, state: coordinator.state)
        case .voice(let e):
            voiceRunner?.perform(e)
        case .setSelectionMode(let on):
            terminal.setSelectionMode(on)
        case .factCheck(let e):
            factCheckRunner?.perform(e)
        }
        return nil
    }

    /// Applies the state's theme and bidi handling to the terminal, and its digits to the string
    /// tables (both languages, so a later language switch keeps them).
    func applyAppearance() {
        let s = coordinator.state
        terminal.applyAppearance(theme: Appearance.theme(s.theme, environment: environment, background: terminalBackground), explicitBidi: s.bidi == .app)
        let style = Appearance.digitStyle(s.digits)
        if coordinator.localizer.numbers.digits != style, let tables = Appearance.localizers(digits: style) {
            coordinator.setLocalizers(tables)
        }
        lastRendered = nil
    }

    /// The frame last presented, for tests and hit-testing.
    public var currentFrame: Frame? { lastFrame }

    private var needsTicks: Bool {
        let s = coordinator.state
        if case .preparing = s.library, s.backend == .library { return true }
        if s.welcome.auth?.isBusy == true { return true }  // the sign-in button's spinner
        return s.toast != nil || s.quitArmedAt != nil || s.chat.turn != nil || s.ctrlXAt != nil
            || s.chat.loadingSince != nil  // the loading notice appears after 150 ms
            || s.voice.test.isRunning  // the microphone test ends after 3 s even if the recorder goes quiet
            || s.factCheck.isReading // the reading spinner
    }

    /// Turns a click on a region of the last frame into that region's action.
    private func resolve(_ event: AppEvent) -> AppEvent {
        if case .input(.mouse(let m)) = event, case .press(.left) = m.action,
           let action = lastFrame?.action(atX: m.x, y: m.y) {
            return .action(action)
        }
        return event
    }

    private func renderIfChanged() {
        let state = coordinator.state
        guard state != lastRendered else { return }
        let now = clock()
        // A level report while recording: only the voice band is drawn again.
        if let last = lastRendered, let previous = lastFrame,
           let frame = VoiceBandRefresh.frame(previous, previous: last, state: state, localizer: coordinator.localizer, now: now) {
            terminal.present(frame.grid)
            lastFrame = frame
            lastRendered = state
            lastPresentAt = now
            framesPresented += 1
            return
        }
        var env = renderEnvironment
        env.now = wallClock()
        let frame = AppView.render(state, keyMap: coordinator.keyMap, contexts: coordinator.contexts,
                                   localizer: coordinator.localizer, environment: env, now: now)
        terminal.present(frame.grid)
        coordinator.transcriptMetrics = frame.transcript
        coordinator.welcomeMetrics = frame.welcomeText
        coordinator.settingsMetrics = frame.settings
        coordinator.overlayMetrics = frame.overlay
        lastFrame = frame
        lastRendered = state
        lastPresentAt = now
        framesPresented += 1
    }

    /// Seconds from an arbitrary start, never going backwards (`MonotonicClock`).
    public static let monotonicSeconds: @Sendable () -> Double = MonotonicClock.seconds
}
