/// Turns one line of logical text into display cells in visual order.
///
/// This is the single entry point views use for short labels; it runs the full paragraph layer
/// (sanitising, bidi levels, Arabic shaping, cluster widths) with the first strong character
/// deciding the direction.
public enum LineShaper {
    /// The cells of `text` in visual order, truncated with "…" to at most `maxWidth` columns.
    /// Truncation keeps the logical start, so an RTL label loses its visual left end.
    public static func visualCells(_ text: String, style: Style = .plain, maxWidth: Int = .max) -> [Cell] {
        guard maxWidth > 0 else { return [] }
        let a = ParagraphAnalysis(StyledText(Sanitizer.prose(text), style: style), base: .auto, settings: .default)
        let direction: TextDirection = a.isRTL ? .rtl : .ltr
        let total = a.clusters.reduce(0) { $0 + $1.width }
        if total <= maxWidth {
            return ParagraphLayout.row(a, 0..<a.clusters.count, width: nil, direction: direction).cells
        }
        var used = 0, end = 0
        while end < a.clusters.count, used + a.clusters[end].width <= maxWidth - 1 {
            used += a.clusters[end].width
            end += 1
        }
        // Spaces before the ellipsis would look like a gap.
        while end > 0, a.clusters[end - 1].isSpace { end -= 1 }
        let cells = ParagraphLayout.row(a, 0..<end, width: nil, direction: direction).cells
        let ellipsis = Cell("…", style: style)
        return direction == .rtl ? [ellipsis] + cells : cells + [ellipsis]
    }

    /// Total display width of a line of text, as `visualCells` would draw it (shaped).
    public static func width(of text: String) -> Int {
        let prose = Sanitizer.prose(text)
        if prose.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return prose.utf8.count }
        let a = ParagraphAnalysis(StyledText(prose), base: .auto, settings: .default)
        return a.clusters.reduce(0) { $0 + $1.width }
    }
}
