import AppCore
import Terminal
import TextLayout

/// What the run loop needs from a terminal; the curses one and the tests' fake both provide it.
public protocol TerminalDriver: AnyObject {
    var size: Size { get }
    /// Enters full-screen mode and starts delivering input and signals to `events`.
    func start(events: EventQueue)
    func present(_ grid: Grid)
    /// The next present repaints everything.
    func invalidate()
    func resize(to size: Size)
    /// Restores the terminal, stops the process, and returns after it is resumed.
    func suspend()
    /// Restores the terminal. Safe to call more than once.
    func stop()
    /// Releases the terminal to `body` (a child process in the foreground), then takes it back.
    func runOutside(_ body: () -> Void)
    /// Writes a control sequence straight to the terminal (OSC 52 for the clipboard).
    func emit(_ sequence: String)
    /// Applies Settings → Appearance while running: the colour theme, and whether the app
    /// reorders bidi text itself (explicit mode) or leaves it to the terminal (ux.md §9.2, §9.7).
    func applyAppearance(theme: ColorPalette.Theme, explicitBidi: Bool)
    /// Selection mode for the Copy text page: mouse reporting off and the terminal's implicit
    /// bidi on; off restores both.
    func setSelectionMode(_ on: Bool)
}
