/// One laid-out row of a paragraph: cells in visual order, left to right, unpadded.
public struct LaidOutLine: Hashable, Sendable {
    /// The row's cells (no continuation cells; a wide cell counts 2).
    public var cells: [Cell]
    /// Per cell, the logical cluster index in its paragraph (hit-testing, selection, copy).
    public var clusterIndex: [Int32]
    /// Total cell count.
    public var width: Int
    /// The paragraph's resolved direction: RTL rows are right-aligned by the caller.
    public var direction: TextDirection

    public init(cells: [Cell], clusterIndex: [Int32], width: Int, direction: TextDirection) {
        self.cells = cells
        self.clusterIndex = clusterIndex
        self.width = width
        self.direction = direction
    }

    /// The row padded with `fill` to `width` cells on the end side of its direction.
    public func aligned(to width: Int, fill: Cell = .blank) -> [Cell] {
        let pad = max(0, width - self.width)
        guard pad > 0 else { return cells }
        let blanks = [Cell](repeating: fill, count: pad)
        return direction == .rtl ? blanks + cells : cells + blanks
    }
}
