/// One row of a laid-out message: exactly the content width in cells, already aligned.
public struct LayoutRow: Hashable, Sendable {
    /// Cells left to right (no continuation cells); their widths add up to the layout width.
    public var cells: [Cell]
    /// Cells actually used by content and decorations (the rest is alignment padding).
    public var used: Int

    public init(cells: [Cell], used: Int) {
        self.cells = cells
        self.used = used
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
    mutating func add(left: [Cell] = [], right: [Cell] = []) {
        if !left.isEmpty { cells.insert(contentsOf: left, at: 0) }
        cells.append(contentsOf: right)
        used += left.reduce(0) { $0 + Int($1.width) } + right.reduce(0) { $0 + Int($1.width) }
    }

    /// The row as plain text (for tests and debugging).
    public var text: String { cells.map(\.text).joined() }
}
