import CFribidi

/// The paragraph layer (text-rendering.md §4–§6): one bidi paragraph of styled logical text to
/// rows of cells in visual order.
public enum ParagraphLayout {
    /// Lays out `text` wrapped at `width` cells (nil: no wrapping).
    public static func lines(_ text: StyledText, width: Int?, base: ParagraphBase,
                             settings: LayoutSettings = .default) -> [LaidOutLine] {
        lines(ParagraphAnalysis(text, base: base, settings: settings), width: width)
    }

    /// Convenience for plain text.
    public static func lines(_ text: String, width: Int?, base: ParagraphBase,
                             settings: LayoutSettings = .default, style: Style = .plain) -> [LaidOutLine] {
        lines(StyledText(text, style: style), width: width, base: base, settings: settings)
    }

    static func lines(_ a: ParagraphAnalysis, width: Int?) -> [LaidOutLine] {
        let rows = ParagraphWrapper.rows(a.clusters, width: width ?? Int.max / 2)
        let direction: TextDirection = a.isRTL ? .rtl : .ltr
        guard !rows.isEmpty else { return [LaidOutLine(cells: [], clusterIndex: [], width: 0, direction: direction)] }
        return rows.map { row(a, $0, width: width, direction: direction) }
    }

    /// Step 10: reorder one row by cluster and emit its cells.
    static func row(_ a: ParagraphAnalysis, _ range: Range<Int>, width: Int?, direction: TextDirection) -> LaidOutLine {
        var order: [Int]
        if a.clevels[range].allSatisfy({ $0 == 0 }) {
            order = Array(range)
        } else {
            var levels = a.clevels
            order = BidiAlgorithm.reorder(types: a.ctypes, levels: &levels, range: range, base: a.base)
        }
        var cells: [Cell] = []
        var index: [Int32] = []
        cells.reserveCapacity(range.count)
        index.reserveCapacity(range.count)
        var used = 0
        let limit = width ?? Int.max
        for k in order {
            let c = a.clusters[k]
            let style = a.palette[Int(c.style)]
            guard let first = c.first else { continue }
            // Only a single cluster wider than the whole row can overflow; clip it.
            if used + first.width > limit { continue }
            cells.append(Cell(first.text, width: UInt8(first.width), style: style))
            index.append(Int32(k))
            used += first.width
            for p in c.more {
                if used + p.width > limit { break }
                cells.append(Cell(p.text, width: UInt8(p.width), style: style))
                index.append(Int32(k))
                used += p.width
            }
        }
        return LaidOutLine(cells: cells, clusterIndex: index, width: used, direction: direction)
    }
}
