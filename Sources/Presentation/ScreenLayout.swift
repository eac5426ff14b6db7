/// The rows of the screen's regions for a size (ux.md §1.1).
public struct ScreenLayout: Hashable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

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
