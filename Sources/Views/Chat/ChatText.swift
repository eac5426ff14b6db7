import TextLayout

/// Single-purpose line layouts shared by the chat views: UI-aligned rows (labels, sources,
/// markers) and wrapped plain paragraphs (the user's own text, shown as typed).
enum ChatText {
    /// `text` wrapped to `width` and aligned to the UI's leading edge, whatever its script
    /// (ux.md §1.2: list-like rows follow the UI, not the text).
    static func uiRows(_ text: String, width: Int, style: Style, rtl: Bool, indent: Int = 0) -> [[Cell]] {
        let room = max(1, width - indent)
        let lines = ParagraphLayout.lines(Sanitizer.prose(text), width: room, base: .weak(rtl ? .rtl : .ltr), style: style)
        return lines.map { line in
            let pad = [Cell](repeating: .blank, count: max(0, width - line.width - indent))
            let ind = [Cell](repeating: .blank, count: indent)
            return rtl ? pad + line.cells + ind : ind + line.cells + pad
        }
    }

    /// The user's text as typed: each line its own paragraph in its own direction. The text is
    /// split at its line breaks (LF after stage A, U+2028, U+2029) before stage B, which would
    /// turn them into spaces.
    static func plainRows(_ text: String, width: Int, uiRTL: Bool) -> [LaidOutLine] {
        Sanitizer.sanitize(text).split(omittingEmptySubsequences: false, whereSeparator: isLineBreak).flatMap { p in
            ParagraphLayout.lines(Sanitizer.prose(String(p)), width: max(1, width), base: .weak(uiRTL ? .rtl : .ltr))
        }
    }

    private static func isLineBreak(_ c: Character) -> Bool {
        c == "\n" || c == "\u{2028}" || c == "\u{2029}"
    }

    /// The visual cells of a one-line label, clipped to `maxWidth`.
    static func label(_ text: String, style: Style, maxWidth: Int = .max) -> [Cell] {
        LineShaper.visualCells(text, style: style, maxWidth: maxWidth)
    }

    static func width(_ cells: [Cell]) -> Int { cells.reduce(0) { $0 + Int($1.width) } }

    static func blanks(_ n: Int) -> [Cell] { [Cell](repeating: .blank, count: max(0, n)) }

    /// A row padded (or clipped) to exactly `width` columns.
    static func fit(_ cells: [Cell], _ width: Int, rtl: Bool = false) -> [Cell] {
        let w = self.width(cells)
        if w == width { return cells }
        if w < width { return rtl ? blanks(width - w) + cells : cells + blanks(width - w) }
        return LayoutRow.clipped(cells, to: width)
    }
}
