/// One row of a laid-out message: exactly the content width in cells, already aligned.
public struct LayoutRow: Hashable, Sendable {
    /// Cells left to right (no continuation cells); their widths add up to the layout width.
    public var cells: [Cell]
    /// Cells actually used by content and decorations (the rest is alignment padding).
    public var used: Int
    /// The background to paint behind the row's box at draw time (code rows), if any.
    public var fill: RowFill?

    public init(cells: [Cell], used: Int, fill: RowFill? = nil) {
        self.cells = cells
        self.used = used
        self.fill = fill
    }

    static func blank(_ width: Int) -> LayoutRow {
        LayoutRow(cells: [Cell](repeating: .blank, count: max(0, width)), used: 0)
    }

    /// A laid-out line padded to `width` on the end side of its direction (or as `align` says).
    static func aligned(_ line: LaidOutLine, width: Int, align: TextDirection? = nil) -> LayoutRow {
        var l = line
        if let align { l.direction = align }
        return LayoutRow(cells: l.aligned(to: width), used: line.width)
    }

    /// Decoration cells added on the left or right, in place: the cells already there are moved,
    /// not copied, when this row owns them.
    /// A fill stays on the box it was set for: the decorations widen its margins.
    mutating func add(left: [Cell] = [], right: [Cell] = []) {
        if !left.isEmpty { cells.insert(contentsOf: left, at: 0) }
        cells.append(contentsOf: right)
        let l = left.reduce(0) { $0 + Int($1.width) }, r = right.reduce(0) { $0 + Int($1.width) }
        used += l + r
        fill?.left += l
        fill?.right += r
    }

    /// The row's cells for a content box of `width` columns (a bubble's final content width),
    /// with its fill painted (text-rendering.md §3.5). A row without a fill is padded on the
    /// right or clipped, as before. A row with one grows inside its box, so the decorations stay
    /// at the edges, and every cell of the box without a background of its own (the padding,
    /// text in other styles) gets the fill's background: the panel spans the whole width.
    public func drawn(width: Int) -> [Cell] {
        var total = 0
        for c in cells { total += Int(c.width) }
        var out = cells
        if total < width {
            let pad = repeatElement(Cell.blank, count: width - total)
            guard let fill else { out.append(contentsOf: pad); return out }
            // The box's end: the first cell of the right decorations.
            var x = 0, at = 0
            while at < out.count && x < total - fill.right {
                x += Int(out[at].width)
                at += 1
            }
            out.insert(contentsOf: pad, at: at)
        } else if total > width {
            out = Self.clipped(out, to: width)
        }
        guard let fill else { return out }
        var x = 0
        for i in out.indices {
            if x >= fill.left && x < width - fill.right && out[i].style.background == .default {
                out[i].style.background = fill.role
            }
            x += Int(out[i].width)
        }
        return out
    }

    /// The cells that fit in `width` columns, then blanks up to it (a wide cell is not split).
    public static func clipped(_ cells: [Cell], to width: Int) -> [Cell] {
        var out: [Cell] = []
        var used = 0
        for c in cells {
            if used + Int(c.width) > width { break }
            out.append(c)
            used += Int(c.width)
        }
        out.append(contentsOf: repeatElement(Cell.blank, count: width - used))
        return out
    }

    /// The row as plain text (for tests and debugging).
    public var text: String { cells.map(\.text).joined() }
}
