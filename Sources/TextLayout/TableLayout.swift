/// A GFM table in a content width (text-rendering.md §3.7): natural widths, shrunk widths with
/// wrapping cells, or a record list when even the widest words do not fit.
struct TableLayout {
    var table: MarkdownTable
    var direction: TextDirection
    var settings: LayoutSettings
    /// Cache (b) for the cells' paragraphs, when the caller keeps one.
    var analyses: ParagraphAnalysisCache? = nil

    private var columns: Int { table.alignments.count }
    private var separator: [Cell] { [.blank, Cell("│", style: MarkdownStyles.decoration), .blank] }

    func rows(width: Int) -> [LayoutRow] {
        guard columns > 0 else { return [] }
        let all = [table.header] + table.rows
        let analyses = all.map { row in
            row.map { analysis($0, base: .weak(direction)) }
        }
        var nat = [Int](repeating: 0, count: columns)
        var min = [Int](repeating: 0, count: columns)
        for row in analyses {
            for (c, a) in row.enumerated() where c < columns {
                nat[c] = max(nat[c], a.clusters.reduce(0) { $0 + $1.width })
                var token = 0
                for cl in a.clusters {
                    if cl.isSpace { token = 0 } else { token += cl.width; min[c] = max(min[c], token) }
                }
            }
        }
        let sep = 3 * (columns - 1)
        let natSum = nat.reduce(0, +), minSum = min.reduce(0, +)
        var widths: [Int]
        if natSum + sep <= width {
            widths = nat
        } else if minSum + sep <= width {
            let extra = width - sep - minSum
            let slack = Swift.max(1, natSum - minSum)
            widths = (0..<columns).map { min[$0] + extra * (nat[$0] - min[$0]) / slack }
            var left = width - sep - widths.reduce(0, +)
            var c = 0
            while left > 0 && c < columns { widths[c] += 1; left -= 1; c += 1 }
        } else {
            return records(width: width)
        }
        widths = widths.map { Swift.max(1, $0) }
        var out: [LayoutRow] = []
        for (r, row) in analyses.enumerated() {
            out += grid(row, widths: widths, room: width)
            if r == 0 {
                // The rule under the header: ─ with ┼ under each separator.
                var cells: [Cell] = []
                let line = Cell("─", style: MarkdownStyles.decoration)
                for (c, w) in ordered(widths).enumerated() {
                    if c > 0 { cells += [line, Cell("┼", style: MarkdownStyles.decoration), line] }
                    cells += [Cell](repeating: line, count: w)
                }
                out.append(LayoutRow(cells: cells, used: cells.count))
            }
        }
        for i in out.indices { pad(&out[i], width: width) }
        return out
    }

    private func analysis(_ text: StyledText, base: ParagraphBase) -> ParagraphAnalysis {
        analyses?.analysis(text, base: base, settings: settings) ?? ParagraphAnalysis(text, base: base, settings: settings)
    }

    /// Column order on screen: column 1 is the rightmost in an RTL table.
    private func ordered<T>(_ xs: [T]) -> [T] { direction == .rtl ? xs.reversed() : xs }

    /// Blanks on the end side up to `width`, in place.
    private func pad(_ row: inout LayoutRow, width: Int) {
        let total = row.cells.reduce(0) { $0 + Int($1.width) }
        guard total < width else { return }
        let blanks = repeatElement(Cell.blank, count: width - total)
        if direction == .rtl { row.cells.insert(contentsOf: blanks, at: 0) } else { row.cells.append(contentsOf: blanks) }
    }

    /// One table row as rows of cells, each cell's lines aligned in its column; built in place
    /// with room for the padding `pad` adds.
    private func grid(_ row: [ParagraphAnalysis], widths: [Int], room: Int) -> [LayoutRow] {
        let lines: [[LaidOutLine]] = (0..<columns).map { c in
            c < row.count ? ParagraphLayout.lines(row[c], width: widths[c]) : []
        }
        let height = lines.map(\.count).max() ?? 1
        var out: [LayoutRow] = []
        for k in 0..<Swift.max(1, height) {
            var cells: [Cell] = []
            cells.reserveCapacity(room)
            for (i, c) in ordered(Array(0..<columns)).enumerated() {
                if i > 0 { cells += separator }
                guard k < lines[c].count else {
                    cells.append(contentsOf: repeatElement(.blank, count: widths[c]))
                    continue
                }
                let line = lines[c][k]
                let pad = widths[c] - line.width
                let left: Int
                switch table.alignments[c] {
                case .left: left = 0
                case .right: left = pad
                case .center: left = pad / 2
                case .none: left = line.direction == .rtl ? pad : 0
                }
                cells.append(contentsOf: repeatElement(.blank, count: left))
                cells += line.cells
                cells.append(contentsOf: repeatElement(.blank, count: pad - left))
            }
            out.append(LayoutRow(cells: cells, used: cells.count))
        }
        return out
    }

    /// One `header: value` paragraph per column for each body row, records separated by a rule.
    private func records(width: Int) -> [LayoutRow] {
        var out: [LayoutRow] = []
        for (r, row) in table.rows.enumerated() {
            if r > 0 {
                out.append(LayoutRow(cells: [Cell](repeating: Cell("─", style: MarkdownStyles.decoration), count: width),
                                     used: width))
            }
            for c in 0..<columns {
                var text = StyledText()
                text.append(Isolation.fsi, style: MarkdownStyles.tableHeader)
                if c < table.header.count { text.append(table.header[c]) }
                text.append(Isolation.pdi, style: MarkdownStyles.tableHeader)
                text.append(": ", style: .plain)
                text.append(Isolation.fsi, style: .plain)
                if c < row.count { text.append(row[c]) }
                text.append(Isolation.pdi, style: .plain)
                out += ParagraphLayout.alignedRows(analysis(text, base: .forced(direction)), width: width)
            }
        }
        return out
    }
}
