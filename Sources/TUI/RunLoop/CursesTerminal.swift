import AppCore
import Input
import Presentation
import Terminal
import TextLayout

/// The real terminal: curses output, the stdin reader, and signal handling.
public final class CursesTerminal: TerminalDriver {
    private let screen: Screen
    private let reader = InputReader()
    private let signals = SignalWatcher()
    private var events: EventQueue?
    /// Keys typed while the terminal was probed, for the reader's first events.
    private var typedAhead: [UInt8]

    /// `probe`: the terminal's answers before curses starts (text-rendering.md §7), if asked.
    public init(mouse: Bool, environment: [String: String], theme: ColorPalette.Theme = .dark,
                explicitBidi: Bool = true, probe: TerminalProbe? = nil) {
        screen = Screen(mouse: mouse, explicitBidi: explicitBidi, environment: environment, theme: theme,
                        probe: probe)
        typedAhead = probe?.typedAhead ?? []
    }

    public var size: Size { screen.size }

    public func start(events: EventQueue) {
        self.events = events
        screen.start()
        startReader(events)
        signals.start { signal in
            switch signal {
            case .resize:
                if let s = Screen.currentSize() { events.post(.resized(width: s.width, height: s.height)) }
            case .terminate(let sig):
                events.post(.terminationRequested(signal: sig))
            case .suspend:
                events.post(.input(.key(.ctrl("z"))))
            }
        }
    }

    private func startReader(_ events: EventQueue) {
        let early = typedAhead
        typedAhead = []
        reader.start(typedAhead: early, { events.post(.input($0)) }, onEnd: {
            // The terminal went away (hang-up): leave as SIGHUP would.
            events.post(.terminationRequested(signal: 1))
        })
    }

    public func runOutside(_ body: () -> Void) {
        // The reader must not compete with the child for keys.
        reader.stopAndWait()
        screen.runOutside(body)
        if let events { startReader(events) }
    }

    public func emit(_ sequence: String) { screen.emit(sequence) }
    public func setSelectionMode(_ on: Bool) { screen.setSelectionMode(on) }

    public func applyAppearance(theme: ColorPalette.Theme, explicitBidi: Bool) {
        screen.setAppearance(theme: theme, explicitBidi: explicitBidi)
    }

    public func present(_ grid: Grid) { screen.present(grid) }
    public func invalidate() { screen.invalidate() }
    public func resize(to size: Size) { screen.resize(to: size) }
    public func suspend() { screen.suspend() }

    public func stop() {
        signals.stop()
        reader.stop()
        screen.stop()
    }
}
