/// Labels made of several styled runs (a search snippet with its matches marked).
extension LineShaper {
    /// The cells of styled `text` in visual order, truncated with "…" to at most `maxWidth`
    /// columns, as `visualCells(_:style:maxWidth:)` does for one style. `base` decides the
    /// direction when the text has no strong character.
    public static func visualCells(_ text: StyledText, maxWidth: Int, base: ParagraphBase = .auto) -> [Cell] {
        guard maxWidth > 0, !text.isEmpty else { return [] }
        let a = ParagraphAnalysis(text, base: base, settings: .default)
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
        // The ellipsis takes the style of the text it follows (the first cluster's when none fits).
        let style = a.clusters.isEmpty ? Style.plain : a.palette[Int(a.clusters[max(0, end - 1)].style)]
        let ellipsis = Cell("…", style: style)
        return direction == .rtl ? [ellipsis] + cells : cells + [ellipsis]
    }
}
