/// Turns one line of logical text into display cells in visual order.
///
/// This is the single entry point views use for short labels; it runs the full paragraph layer
/// (sanitising, bidi levels, Arabic shaping, cluster widths) with the first strong character
/// deciding the direction.
public enum LineShaper {
    /// The cells of `text` in visual order, truncated with "…" to at most `maxWidth` columns.
    /// Truncation keeps the logical start, so an RTL label loses its visual left end.
    public static func visualCells(_ text: String, style: Style = .plain, maxWidth: Int = .max) -> [Cell] {
        visualCells(StyledText(Sanitizer.prose(text), style: style), maxWidth: maxWidth, base: .auto)
    }

    /// Total display width of a line of text, as `visualCells` would draw it (shaped).
    public static func width(of text: String) -> Int {
        let prose = Sanitizer.prose(text)
        if prose.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return prose.utf8.count }
        let a = ParagraphAnalysis(StyledText(prose), base: .auto, settings: .default)
        return a.clusters.reduce(0) { $0 + $1.width }
    }
}
