/// Where the History list sits for a terminal size (ux.md §1.1, §4). The view model needs the
/// number of visible rows for paging and for keeping the selection on screen, and it has no
/// frame to ask, so the rows are derived from the size here; the view draws from the same values
/// (the screen's regions and size classes come from `ScreenLayout`).
public struct HistoryGeometry: Hashable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The list takes this many columns in the wide class; the preview pane the rest.
    public static let wideListWidth = 58

    private var screen: ScreenLayout { ScreenLayout(width: width, height: height) }
    /// One row per conversation in the compact class.
    public var isCompact: Bool { screen.isCompact }
    /// A preview pane beside the list in the wide class.
    public var isWide: Bool { screen.isWide }
    /// A short screen drops its rules.
    var isShort: Bool { screen.isShort }

    /// Compact rows are one line; standard rows add the preview line; wide rows a blank after.
    public var rowsPerEntry: Int { isCompact ? 1 : (isWide ? 3 : 2) }
    public var listWidth: Int { isWide ? min(Self.wideListWidth, width) : width }

    /// The tab's content area.
    public var contentTop: Int { screen.contentTop }
    public var contentHeight: Int { screen.contentHeight }
    /// The search row, then a rule unless the screen is short.
    public var headerRows: Int { isShort ? 1 : 2 }
    public var listTop: Int { contentTop + headerRows }
    public var listHeight: Int { max(0, contentHeight - headerRows) }
    /// Conversations that fit on one screen.
    public var visibleEntries: Int { max(1, listHeight / rowsPerEntry) }

    /// The first visible row for a stored `top` that keeps `selected` on screen at this size (a
    /// resize can change how many rows fit).
    public func firstVisible(top: Int, selected: Int, count: Int) -> Int {
        let visible = visibleEntries
        var t = min(top, max(0, count - visible))
        if selected < t { t = selected }
        if selected >= t + visible { t = selected - visible + 1 }
        return max(0, t)
    }
}
