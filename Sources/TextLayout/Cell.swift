/// One terminal cell: a grapheme cluster already fit for display, its width and its style.
///
/// A double-width cluster occupies its cell and the next; the next holds a `continuation` cell
/// so every row has exactly `width` cells and diffing stays positional.
public struct Cell: Hashable, Sendable {
    /// The cluster to draw; empty for a continuation cell.
    public var text: String
    /// 1 or 2 for a drawn cell, 0 for the right half of a double-width cluster.
    public var width: UInt8
    public var style: Style

    public init(_ text: String, width: UInt8 = 1, style: Style = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    public static let blank = Cell(" ")
    public static func blank(_ style: Style) -> Cell { Cell(" ", style: style) }
    static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }
}
