/// What the last frame showed of Settings, for scrolling by pages and not past the end.
public struct SettingsMetrics: Hashable, Sendable {
    /// Rows of the list or the page body on screen.
    public var viewportRows: Int
    /// Rows of the text page in all (the list's count is known to the reducer).
    public var totalRows: Int
    /// Rows the list has when it shows (the whole Settings area), whatever is showing now.
    public var listRows: Int

    public init(viewportRows: Int, totalRows: Int, listRows: Int? = nil) {
        self.viewportRows = viewportRows
        self.totalRows = totalRows
        self.listRows = listRows ?? viewportRows
    }
}

/// Addresses Settings opens (ux.md §5.6).
public enum SettingsLinks {
    public static let donation = "https://www.paypal.com/donate/?hosted_button_id=MSBDG5ESU2AMU"
}
