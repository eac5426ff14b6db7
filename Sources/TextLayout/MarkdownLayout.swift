/// Lays out a Markdown message into rows of cells for a bubble of a given inner width
/// (text-rendering.md §3–§6). Pure: the same inputs always give the same rows.
public enum MarkdownLayout {
    /// Rows of cells, each exactly `width` cells wide, for `markdown` in a UI of `baseDirection`.
    public static func layout(markdown: String, width: Int, baseDirection: TextDirection,
                              settings: LayoutSettings = .default, hardBreaks: Bool = false) -> [[Cell]] {
        rows(markdown: markdown, width: width, baseDirection: baseDirection, settings: settings,
             hardBreaks: hardBreaks).map(\.cells)
    }

    /// The same as `layout`, keeping how much of each row is used and which rows are code.
    /// `analyses` (cache b) lets a later layout of the same paragraphs, at another width, skip
    /// their analysis; without it each call is independent.
    public static func rows(markdown: String, width: Int, baseDirection: TextDirection,
                            settings: LayoutSettings = .default, hardBreaks: Bool = false,
                            analyses: ParagraphAnalysisCache? = nil) -> [LayoutRow] {
        let parsed = ParsedMarkdown(markdown: markdown, direction: baseDirection, settings: settings,
                                    hardBreaks: hardBreaks)
        return rows(parsed: parsed, width: width, baseDirection: baseDirection, settings: settings, analyses: analyses)
    }

    /// The same from blocks parsed before (cache a): no Markdown parsing, only layout. `parsed`
    /// must come from the same settings' parse (`ParsedBlocksCache.Key` says which matter).
    public static func rows(parsed: ParsedMarkdown, width: Int, baseDirection: TextDirection,
                            settings: LayoutSettings = .default,
                            analyses: ParagraphAnalysisCache? = nil) -> [LayoutRow] {
        var ctx = Context(ui: baseDirection, settings: settings, analyses: analyses)
        return ctx.rows(parsed.blocks, width: max(1, width), enclosing: baseDirection, separated: true)
    }

    /// The inputs every block layout shares.
    struct Context {
        var ui: TextDirection
        var settings: LayoutSettings
        var analyses: ParagraphAnalysisCache? = nil
        var listDepth = 0

        /// A paragraph's width-independent analysis, from cache (b) when there is one.
        func analysis(_ text: StyledText, base: ParagraphBase) -> ParagraphAnalysis {
            analyses?.analysis(text, base: base, settings: settings) ?? ParagraphAnalysis(text, base: base, settings: settings)
        }

        /// Blocks one after another, with one blank row between them when `separated`.
        mutating func rows(_ blocks: [MarkdownBlock], width: Int, enclosing: TextDirection, separated: Bool) -> [LayoutRow] {
            var out: [LayoutRow] = []
            for (i, b) in blocks.enumerated() {
                if i > 0 && separated { out.append(.blank(width)) }
                out += rows(b, width: width, enclosing: enclosing)
            }
            return out
        }

        mutating func rows(_ block: MarkdownBlock, width: Int, enclosing: TextDirection) -> [LayoutRow] {
            switch block {
            case .paragraph(let lines), .heading(_, let lines), .literal(let lines):
                return prose(lines, width: width)
            case .code(let info, let lines):
                return code(info: info, lines: lines, width: width)
            case .rule:
                return [LayoutRow(cells: [Cell](repeating: Cell("─", style: MarkdownStyles.decoration), count: width), used: width)]
            case .quote(let blocks):
                let dir = block.firstStrongDirection ?? enclosing
                let bar = Cell("▎", style: MarkdownStyles.decoration)
                guard width - 2 >= 10 else { return rows(blocks, width: width, enclosing: dir, separated: true) }
                var quoted = rows(blocks, width: width - 2, enclosing: dir, separated: true)
                for i in quoted.indices {
                    if dir == .rtl { quoted[i].add(right: [.blank, bar]) } else { quoted[i].add(left: [bar, .blank]) }
                }
                return quoted
            case .list(let list):
                return self.list(list, width: width, direction: block.firstStrongDirection ?? enclosing)
            case .table(let table):
                let dir = block.firstStrongDirection ?? enclosing
                return TableLayout(table: table, direction: dir, settings: settings, analyses: analyses).rows(width: width)
            }
        }

        /// Each line its own bidi paragraph, falling back to the UI direction (text-rendering.md §4.5).
        func prose(_ lines: [StyledText], width: Int) -> [LayoutRow] {
            var out: [LayoutRow] = []
            for line in lines {
                // The parser's hint is the text's direction before the app isolated its URLs;
                // it is forced only where the isolated text would resolve otherwise (a URL
                // alone), so other paragraphs keep their analyses' cache keys.
                var base = ParagraphBase.weak(ui)
                if let hint = line.directionHint, StyledText.firstStrong(line.scalars) != hint { base = .forced(hint) }
                out += ParagraphLayout.alignedRows(analysis(line, base: base), width: width)
            }
            return out
        }

        /// Code lines: forced LTR, left-aligned, hard-wrapped with a dim ↪ on continuations, every
        /// row marked for the code background's fill (text-rendering.md §3.5).
        func code(info: String?, lines: [StyledText], width: Int) -> [LayoutRow] {
            var out: [LayoutRow] = []
            if let info, !info.isEmpty {
                let l = ParagraphLayout.lines(StyledText(Sanitizer.prose(info), style: MarkdownStyles.codeInfo),
                                              width: width, base: .forced(.ltr), settings: settings)
                out += l.prefix(1).map {
                    var row = LayoutRow.aligned($0, width: width, align: .ltr)
                    row.fill = .code
                    return row
                }
            }
            for line in lines {
                let a = analysis(line, base: .forced(.ltr))
                var start = 0
                var first = true
                repeat {
                    let room = first ? width : max(1, width - 1)
                    var end = start, used = 0
                    while end < a.clusters.count, used + a.clusters[end].width <= room {
                        used += a.clusters[end].width
                        end += 1
                    }
                    if end == start && end < a.clusters.count { end += 1 }  // a cluster wider than the row
                    var laid = ParagraphLayout.alignedRow(a, start..<end, width: room, align: .ltr)
                    if !first { laid.add(left: [Cell("↪", style: MarkdownStyles.continuation)]) }
                    // Set after the ↪, which is part of the code box, not a decoration.
                    laid.fill = .code
                    out.append(laid)
                    first = false
                    start = end
                } while start < a.clusters.count
            }
            return out
        }

        /// Markers on the start side of each item's direction, hanging indent (text-rendering.md §3.4).
        mutating func list(_ list: MarkdownList, width: Int, direction: TextDirection) -> [LayoutRow] {
            let bullets = ["•", "◦", "▪"]
            let markers: [String] = list.items.enumerated().map { i, item in
                if let checked = item.task { return checked ? "☑" : "☐" }
                if list.ordered { return digits(list.start + i) + "." }
                return bullets[listDepth % bullets.count]
            }
            // Items mostly share their marker: a run of equal ones is measured and laid out once.
            var widest: Int?
            var measured: (text: String, width: Int)?
            for m in markers {
                let w = measured?.text == m ? measured?.width ?? 0 : LineShaper.width(of: m)
                measured = (m, w)
                widest = max(widest ?? w, w)
            }
            let markerWidth = (widest ?? 1) + 1
            var laidOut: (text: String, dir: TextDirection, line: LaidOutLine?)?
            // Indentation stops growing once the content would be narrower than 10 cells.
            let indent = width - markerWidth >= 10 ? markerWidth : max(0, min(markerWidth, width - 10))
            var out: [LayoutRow] = []
            listDepth += 1
            defer { listDepth -= 1 }
            for (i, item) in list.items.enumerated() {
                if i > 0 && !list.tight { out.append(.blank(width)) }
                let dir = item.blocks.lazy.compactMap(\.firstStrongDirection).first ?? direction
                var content = rows(item.blocks, width: width - indent, enclosing: dir, separated: !list.tight)
                if content.isEmpty { content = [.blank(width - indent)] }
                let marker: LaidOutLine?
                if let l = laidOut, l.text == markers[i], l.dir == dir {
                    marker = l.line
                } else {
                    marker = ParagraphLayout.lines(StyledText(markers[i], style: MarkdownStyles.marker), width: nil,
                                                   base: .forced(dir), settings: settings).first
                    laidOut = (markers[i], dir, marker)
                }
                var markerCells = marker?.cells ?? []
                var used = marker?.width ?? 0
                while used > indent, !markerCells.isEmpty { used -= Int(markerCells.removeLast().width) }
                let pad = [Cell](repeating: .blank, count: indent - used)
                let blanks = [Cell](repeating: .blank, count: indent)
                let first = dir == .rtl ? pad + markerCells : markerCells + pad
                for k in content.indices {
                    let deco = k == 0 ? first : blanks
                    if dir == .rtl { content[k].add(right: deco) } else { content[k].add(left: deco) }
                }
                out += content
            }
            return out
        }

        func digits(_ n: Int) -> String {
            let latin = String(n)
            guard settings.arabicIndicDigits else { return latin }
            return String(String.UnicodeScalarView(latin.unicodeScalars.map {
                ("0"..."9").contains($0) ? Unicode.Scalar(0x0660 + $0.value - 0x30) ?? $0 : $0
            }))
        }
    }
}
