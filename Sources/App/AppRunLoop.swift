import Foundation
import Localization
import Logging
import Presentation
import TextLayout
import Views

/// The run loop: takes events from the queue, lets the coordinator handle them, runs the
/// effects, and presents a new frame when the state changed.
public final class AppRunLoop {
    public private(set) var coordinator: Coordinator
    public let queue = EventQueue()
    private let terminal: TerminalDriver
    private let localizer: Localizer
    private let clock: @Sendable () -> Double
    private let logger: Logger
    private var lastFrame: Frame?
    private var lastRendered: AppState?
    public private(set) var framesPresented = 0

    public init(coordinator: Coordinator, localizer: Localizer, terminal: TerminalDriver,
                clock: @escaping @Sendable () -> Double = AppRunLoop.monotonicSeconds,
                logger: Logger = Logger(label: "shamelagpt.runloop")) {
        self.coordinator = coordinator
        self.localizer = localizer
        self.terminal = terminal
        self.clock = clock
        self.logger = logger
    }

    /// Runs until the coordinator asks to quit; returns the exit status.
    public func run() -> Int32 {
        terminal.start(events: queue)
        defer { terminal.stop() }
        let size = terminal.size
        _ = process([.resized(width: size.width, height: size.height)])
        while true {
            let events = queue.take(timeout: needsTicks ? 0.1 : 1.0)
            if let status = process(events.isEmpty ? [.tick] : events) { return status }
        }
    }

    /// Handles a batch of events and presents at most one frame; returns an exit status to quit.
    @discardableResult
    public func process(_ events: [AppEvent]) -> Int32? {
        for event in events {
            let resolved = resolve(event)
            if case .resized(let w, let h) = resolved {
                terminal.resize(to: Size(width: w, height: h))
            }
            for effect in coordinator.handle(resolved, now: clock()) {
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
                }
            }
        }
        renderIfChanged()
        return nil
    }

    /// The frame last presented, for tests and hit-testing.
    public var currentFrame: Frame? { lastFrame }

    private var needsTicks: Bool {
        coordinator.state.toast != nil || coordinator.state.quitArmedAt != nil
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
        let frame = AppView.render(state, keyMap: coordinator.keyMap, contexts: coordinator.contexts, localizer: localizer)
        terminal.present(frame.grid)
        lastFrame = frame
        lastRendered = state
        framesPresented += 1
    }

    /// Seconds from an arbitrary start, never going backwards.
    public static let monotonicSeconds: @Sendable () -> Double = {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
