/// A screen-sized matrix of cells that views draw into and the terminal layer presents.
public struct Grid: Hashable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]
    /// Where the terminal cursor should be shown after presenting, if anywhere.
    public var cursor: Point?

    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    public var width: Int { size.width }
    public var height: Int { size.height }
    public var bounds: Rect { Rect(size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// One row of cells.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        cells[(y * size.width)..<((y + 1) * size.width)]
    }

    /// Puts a cell, keeping double-width clusters whole: a wide cell that would straddle the
    /// right edge becomes a blank, and overwriting half of a wide cell blanks its other half.
    public mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard y >= 0, y < size.height, x >= 0, x < size.width else { return }
        if cell.width == 2 && x + 1 >= size.width {
            put(Cell.blank(cell.style), x: x, y: y)
            return
        }
        clearWideNeighbours(x: x, y: y)
        self[x, y] = cell
        if cell.width == 2 {
            clearWideNeighbours(x: x + 1, y: y)
            self[x + 1, y] = .continuation(cell.style)
        }
    }

    private mutating func clearWideNeighbours(x: Int, y: Int) {
        let current = self[x, y]
        if current.isContinuation, x > 0 {
            self[x - 1, y] = .blank(self[x - 1, y].style)
        } else if current.width == 2, x + 1 < size.width {
            self[x + 1, y] = .blank(self[x + 1, y].style)
        }
    }

    /// Fills a rectangle with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { put(cell, x: x, y: y) }
        }
    }

    /// Applies extra attributes (for example reverse video for a selection) to a rectangle.
    public mutating func addAttributes(_ attributes: TextAttributes, in rect: Rect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { self[x, y].style.attributes.formUnion(attributes) }
        }
    }

    /// Draws cells already in visual order starting at (x, y), clipped to `maxWidth` columns.
    /// Returns the number of columns used.
    @discardableResult
    public mutating func draw(_ run: [Cell], x: Int, y: Int, maxWidth: Int? = nil) -> Int {
        let limit = min(maxWidth ?? Int.max, size.width - x)
        var used = 0
        for cell in run where !cell.isContinuation {
            let w = Int(cell.width)
            if used + w > limit { break }
            put(cell, x: x + used, y: y)
            used += w
        }
        return used
    }

    /// Draws one line of logical text (a label, a title) in visual order at (x, y), clipped to
    /// `maxWidth` columns with an ellipsis when it does not fit. Returns the columns used.
    @discardableResult
    public mutating func drawText(_ text: String, x: Int, y: Int, style: Style = .plain,
                                  maxWidth: Int? = nil) -> Int {
        let limit = min(maxWidth ?? Int.max, size.width - x)
        guard limit > 0 else { return 0 }
        let run = LineShaper.visualCells(text, style: style, maxWidth: limit)
        return draw(run, x: x, y: y, maxWidth: limit)
    }

    /// The grid as plain text, one line per row, trailing blanks trimmed (snapshot form).
    public func textDump() -> String {
        var lines: [String] = []
        lines.reserveCapacity(size.height)
        for y in 0..<size.height {
            var line = ""
            for cell in row(y) where !cell.isContinuation { line += cell.text }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
