/// Turns one line of logical text into display cells in visual order.
///
/// This is the single entry point views use for short labels; the full engine (bidi levels,
/// Arabic shaping, isolation) sits behind it so callers never change when it improves.
public enum LineShaper {
    /// The cells of `text` in visual order, truncated with "…" to at most `maxWidth` columns.
    public static func visualCells(_ text: String, style: Style = .plain, maxWidth: Int = .max) -> [Cell] {
        var cells: [Cell] = []
        for cluster in Sanitizer.displayClusters(text) {
            let w = DisplayWidth.of(cluster)
            guard w > 0 else { continue }
            cells.append(Cell(String(cluster), width: UInt8(w), style: style))
        }
        if BidiClassifier.containsRTL(text) { cells = BidiReorder.visualOrder(cells, text: text) }
        return truncate(cells, to: maxWidth, style: style)
    }

    /// Total display width of a line of text.
    public static func width(of text: String) -> Int {
        Sanitizer.displayClusters(text).reduce(0) { $0 + DisplayWidth.of($1) }
    }

    static func truncate(_ cells: [Cell], to maxWidth: Int, style: Style) -> [Cell] {
        let total = cells.reduce(0) { $0 + Int($1.width) }
        guard total > maxWidth else { return cells }
        guard maxWidth > 0 else { return [] }
        var out: [Cell] = []
        var used = 0
        for cell in cells {
            if used + Int(cell.width) > maxWidth - 1 { break }
            out.append(cell)
            used += Int(cell.width)
        }
        out.append(Cell("…", style: style))
        return out
    }
}
