/// The rows of the screen's regions and the size classes for a terminal size (ux.md §1.1): the
/// one place the breakpoints live, for the views and for the view models that page.
public struct ScreenLayout: Hashable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Below 80×24 screens use their compact forms (one-line rows, narrower margins).
    public var isCompact: Bool { width < 80 || height < 24 }
    /// From 120 columns screens add a side pane.
    public var isWide: Bool { width >= 120 }
    /// Below 80 columns the status line shortens.
    public var isNarrow: Bool { width < 80 }

    /// Below 16 rows the rule under the tab bar and the hint bar are dropped.
    public var isShort: Bool { height < 16 }
    public var showsRule: Bool { !isShort }
    public var showsHintBar: Bool { !isShort }
    /// Below 60 columns the logo and the trailing title are dropped.
    public var showsLogo: Bool { width >= 60 }
    /// Below 46 columns tabs use their short labels.
    public var usesShortLabels: Bool { width < 46 }

    public var tabBarRow: Int { 0 }
    public var contentTop: Int { showsRule ? 2 : 1 }
    public var statusRow: Int { showsHintBar ? height - 2 : height - 1 }
    public var hintRow: Int? { showsHintBar ? height - 1 : nil }
    /// Rows available to the tab's screen.
    public var contentHeight: Int { max(0, statusRow - contentTop) }
}
