/// The Copy text page (ux.md §3.10): when the clipboard cannot take a text (over 100,000 bytes,
/// `TERM=linux`, the clipboard turned off), the text alone, so the terminal's own selection can
/// copy it; `w` saves it to a file.
public struct CopyTextPage: Hashable, Sendable {
    public var text: String
    /// Rows scrolled off the top.
    public var top = 0
    /// False: the text in logical order and unshaped, so the terminal's selection copies it as
    /// it is (it reads backwards in a terminal without bidi). True: shaped and reordered for
    /// reading, as the chat shows it, which a selection would copy scrambled.
    public var visualOrder = false
    /// The line at the top instead of the clipboard's explanation (a text shown for itself,
    /// such as a checked quotation); nil for the usual one.
    public var instructionsKey: String?

    public init(text: String) { self.text = text }
}

/// The page's geometry as last drawn, so scrolling stops at its end.
public struct CopyTextMetrics: Hashable, Sendable {
    public var maxTop: Int
    public var viewportRows: Int

    public init(maxTop: Int, viewportRows: Int) {
        self.maxTop = maxTop
        self.viewportRows = viewportRows
    }
}
