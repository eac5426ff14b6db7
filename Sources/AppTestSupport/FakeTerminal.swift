import AppCore
import TUI
import Terminal
import TextLayout

/// A terminal that records what the run loop presents, for app-level tests with key scripts.
public final class FakeTerminal: TerminalDriver {
    public var size: Size
    public private(set) var presented: [Grid] = []
    public private(set) var started = false
    public private(set) var stopped = false
    public private(set) var invalidations = 0
    public private(set) var suspensions = 0

    public init(width: Int, height: Int) {
        size = Size(width: width, height: height)
    }

    public var lastGrid: Grid? { presented.last }

    public func start(events: EventQueue) { started = true }
    public func present(_ grid: Grid) { presented.append(grid) }
    public func invalidate() { invalidations += 1 }
    public func resize(to size: Size) { self.size = size }
    public func suspend() { suspensions += 1 }
    public func stop() { stopped = true }
    public private(set) var emitted: [String] = []
    public func runOutside(_ body: () -> Void) { body() }
    public func emit(_ sequence: String) { emitted.append(sequence) }
    /// Every change of selection mode, in order.
    public private(set) var selectionModes: [Bool] = []
    public func setSelectionMode(_ on: Bool) { selectionModes.append(on) }
    /// Every appearance applied, in order.
    public private(set) var appearances: [(theme: ColorPalette.Theme, explicitBidi: Bool)] = []
    public func applyAppearance(theme: ColorPalette.Theme, explicitBidi: Bool) {
        appearances.append((theme, explicitBidi))
    }
}
