import CFribidi

/// Rows for a terminal that applies the bidi algorithm itself (Settings → Bidi handling "By the
/// terminal", ux.md §9.7).
///
/// The app lays every row out in visual order. A terminal in implicit mode (`CSI 8 h`) reorders
/// each line again, as a left-to-right paragraph (the default of the terminal bidi
/// recommendation), which would reverse right-to-left runs a second time. This turns each row
/// back into the logical order that such a terminal reorders into exactly the intended row:
/// levels are resolved on the row with a left-to-right base, then the runs of level ≥ 1, ≥ 2…
/// are reversed (the inverse of rule L2, which reverses from the highest level down), and
/// brackets at odd levels lose the mirroring the layout gave them, since the terminal mirrors.
///
/// Sound as far as the terminal resolves the same levels on the logical row as this does on the
/// visual one, which holds for rows of words, spaces, punctuation and numbers (everything the
/// app draws); a terminal that picks each line's direction from its first letter would still
/// mirror rows that start with Arabic.
public enum TerminalBidi {
    /// The grid with every row in logical order; the cursor follows the cell it was on.
    public static func logicalOrder(_ grid: Grid) -> Grid {
        var out = grid
        for y in 0..<grid.height {
            let row = Array(grid.row(y))
            guard let (cells, map) = logicalRow(row) else { continue }
            for (x, cell) in cells.enumerated() { out[x, y] = cell }
            if let c = grid.cursor, c.y == y, c.x >= 0, c.x < map.count { out.cursor = Point(x: map[c.x], y: y) }
        }
        return out
    }

    /// One row in logical order and, for every visual column, the column it moves to; nil when
    /// the row has nothing a terminal would reorder.
    static func logicalRow(_ row: [Cell]) -> ([Cell], [Int])? {
        // Units: a cell with its continuation cells (a wide character stays whole).
        var units: [[Cell]] = []
        for cell in row {
            if cell.isContinuation, !units.isEmpty { units[units.count - 1].append(cell) } else { units.append([cell]) }
        }
        let str: [FriBidiChar] = units.map { $0[0].text.unicodeScalars.first.map { FriBidiChar($0.value) } ?? 0x20 }
        guard str.contains(where: needsBidi) else { return nil }
        let types = BidiClassTable.types(of: str)
        var base = shim_par_ltr()
        guard var levels = BidiAlgorithm.levels(types: types, brackets: BidiAlgorithm.bracketTypes(str, types: types),
                                                base: &base) else { return nil }
        // Rule L1: whitespace at the end of the line goes back to the paragraph level.
        var end = levels.count
        while end > 0, str[end - 1] == 0x20 { end -= 1; levels[end] = 0 }
        guard let top = levels.max(), top > 0 else { return nil }
        var order = Array(units.indices)
        var lv = levels
        for level in 1...top {
            var i = 0
            while i < order.count {
                guard lv[i] >= level else { i += 1; continue }
                var j = i
                while j < order.count, lv[j] >= level { j += 1 }
                order[i..<j].reverse()
                lv[i..<j].reverse()
                i = j
            }
        }
        var cells: [Cell] = []
        var start = [Int](repeating: 0, count: units.count)  // logical column of each unit
        for u in order {
            start[u] = cells.count
            var unit = units[u]
            if levels[u] % 2 == 1, unit.count == 1, let mirrored = mirror(unit[0]) { unit[0] = mirrored }
            cells += unit
        }
        var map: [Int] = []
        for (u, unit) in units.enumerated() { map += (0..<unit.count).map { start[u] + $0 } }
        return (cells, map)
    }

    /// Strong right-to-left letters and Arabic-Indic digits are what a terminal would move.
    static func needsBidi(_ c: FriBidiChar) -> Bool {
        guard let s = Unicode.Scalar(c) else { return false }
        return BidiClassifier.isStrongRTL(s)
    }

    /// The bracket or sign a mirrored glyph stands for.
    static func mirror(_ cell: Cell) -> Cell? {
        let scalars = cell.text.unicodeScalars
        guard scalars.count == 1, let s = scalars.first else { return nil }
        var m: FriBidiChar = 0
        guard fribidi_get_mirror_char(FriBidiChar(s.value), &m) != 0, let scalar = Unicode.Scalar(m) else { return nil }
        return Cell(scalar: scalar.value, width: cell.width, style: cell.style)
    }
}
