/// A background a row asks to have painted behind its content box when it is drawn
/// (text-rendering.md §3.5): a code block's rows are "on the code background, filled at draw
/// time to the bubble's final content width". The layout only marks the box, because the final
/// width is the drawer's to decide and the colour is the theme's (a theme change re-lays-out
/// nothing).
public struct RowFill: Hashable, Sendable {
    /// The background role painted behind every cell of the box that has none of its own.
    public var role: ColorRole
    /// Columns at the row's left and right edges outside the box: the decorations of the blocks
    /// around it (quote bars, list markers and indentation), which stay unpainted.
    public var left: Int
    public var right: Int

    public init(role: ColorRole, left: Int = 0, right: Int = 0) {
        self.role = role
        self.left = left
        self.right = right
    }

    /// A code block's box.
    public static let code = RowFill(role: .codeBackground)
}
