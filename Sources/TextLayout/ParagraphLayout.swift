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
        var cells: [Cell] = []
        var index: [Int32]? = []
        cells.reserveCapacity(range.count)
        index?.reserveCapacity(range.count)
        let used = emit(a, range, limit: width ?? Int.max, into: &cells, index: &index)
        return LaidOutLine(cells: cells, clusterIndex: index ?? [], width: used, direction: direction)
    }

    /// The rows of a paragraph wrapped at `width` and padded to it on the end side of its
    /// direction (or of `align`): `lines` then `LayoutRow.aligned`, without the intermediate
    /// arrays, as prose and code blocks need nothing else.
    static func alignedRows(_ a: ParagraphAnalysis, width: Int, align: TextDirection? = nil) -> [LayoutRow] {
        let ranges = ParagraphWrapper.rows(a.clusters, width: width)
        guard !ranges.isEmpty else { return [.blank(width)] }
        return ranges.map { alignedRow(a, $0, width: width, align: align ?? (a.isRTL ? .rtl : .ltr)) }
    }

    /// One row of `range`, padded to `width` cells on the end side of `align`.
    static func alignedRow(_ a: ParagraphAnalysis, _ range: Range<Int>, width: Int, align: TextDirection) -> LayoutRow {
        var cells: [Cell] = []
        var none: [Int32]?
        // Room for the padding and a few decoration cells (quote bars, list markers), so neither
        // makes the array grow.
        cells.reserveCapacity(max(width, range.count) + 4)
        if align == .rtl {
            // The row's width is known before emitting (only a row holding a single cluster
            // wider than itself is clipped): the padding goes first, so the cells are not moved.
            var total = 0
            for k in range { total += a.clusters[k].width }
            if total <= width {
                appendBlanks(width - total, to: &cells)
                let used = emit(a, range, limit: width, into: &cells, index: &none)
                assert(used == total, "a row that fits is emitted whole")
                return LayoutRow(cells: cells, used: used)
            }
        }
        let used = emit(a, range, limit: width, into: &cells, index: &none)
        let pad = width - used
        if pad > 0 {
            if align == .rtl {
                cells.insert(contentsOf: repeatElement(Cell.blank, count: pad), at: 0)
            } else {
                appendBlanks(pad, to: &cells)
            }
        }
        return LayoutRow(cells: cells, used: used)
    }

    /// A plain loop: appending a `repeatElement` went through unspecialised generic copies.
    private static func appendBlanks(_ n: Int, to cells: inout [Cell]) {
        let blank = Cell.blank  // a global: read once, not once per cell
        var k = 0
        while k < n {
            cells.append(blank)
            k += 1
        }
    }

    /// Appends the cells of `range` in visual order, at most `limit` cells wide; returns the
    /// width used. `index` (when not nil) gets each cell's cluster index.
    private static func emit(_ a: ParagraphAnalysis, _ range: Range<Int>, limit: Int, into cells: inout [Cell],
                             index: inout [Int32]?) -> Int {
        if a.clevels[range].allSatisfy({ $0 == 0 }) {
            return emit(a, order: range, limit: limit, into: &cells, index: &index)
        }
        // The row's own types and levels (rule L1 changes levels): a row's worth, not the paragraph's.
        let types = a.clusters[range].map { $0.bidiClass.fribidiType }
        var levels = Array(a.clevels[range])
        let order = BidiAlgorithm.reorder(types: types, levels: &levels, range: 0..<range.count, base: a.base)
        return emit(a, order: order.lazy.map { $0 + range.lowerBound }, limit: limit, into: &cells, index: &index)
    }

    private static func emit(_ a: ParagraphAnalysis, order: some Sequence<Int>, limit: Int, into cells: inout [Cell],
                             index: inout [Int32]?) -> Int {
        var used = 0
        for k in order {
            let c = a.clusters[k]
            // Only a single cluster wider than the whole row can overflow; clip it.
            if c.scalar != 0 {
                if used + c.width > limit { continue }
                cells.append(Cell(scalar: c.scalar, width: UInt8(c.width), style: a.palette[Int(c.style)]))
                index?.append(Int32(k))
                used += c.width
                continue
            }
            guard let r = c.pieceRangeIndex else { continue }
            let pieces = a.pieceRanges[r].range
            let style = a.palette[Int(c.style)]
            if used + a.pieces[pieces.lowerBound].width > limit { continue }
            for p in pieces {
                let piece = a.pieces[p]
                if used + piece.width > limit { break }
                cells.append(Cell(piece.text, width: UInt8(piece.width), style: style))
                index?.append(Int32(k))
                used += piece.width
            }
        }
        return used
    }
}
