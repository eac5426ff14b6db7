import CFribidi

extension LineShaper {
    /// The column of a text caret in `text` drawn as one line by `visualCells` (auto direction):
    /// the caret sits before the `offset`-th character (0 … `text.count`), and is shown on the
    /// cell just right of that boundary. In a left-to-right run the boundary before a character
    /// is its left edge; in a right-to-left run, its right edge. At the end of the line it is
    /// after the last character in that character's direction. Mixed lines (an Arabic word in
    /// English, a number or a Latin name in Arabic) need this: a column counted from one end of
    /// the line is wrong as soon as the line holds the other direction.
    ///
    /// Nil when the line's characters and its displayed clusters do not correspond one to one
    /// (the display filter removed or merged some, e.g. a soft hyphen): the caller then counts
    /// widths itself.
    public static func caretColumn(in text: String, before offset: Int) -> Int? {
        let prose = Sanitizer.prose(text)
        let a = ParagraphAnalysis(StyledText(prose), base: .auto, settings: .default)
        let n = a.clusters.count
        guard n == text.count, offset >= 0, offset <= n else { return nil }
        guard n > 0 else { return 0 }
        // Visual order and the levels after rule L1, as the line is drawn.
        var levels = a.clevels
        let order: [Int] = levels.allSatisfy { $0 == 0 } ? Array(0..<n)
            : BidiAlgorithm.reorder(types: a.clusters.map { $0.bidiClass.fribidiType }, levels: &levels,
                                    range: 0..<n, base: a.base)
        var left = [Int](repeating: 0, count: n)
        var x = 0
        for k in order {
            left[k] = x
            x += a.clusters[k].width
        }
        func rtl(_ k: Int) -> Bool { levels[k] & 1 == 1 }
        // Before a character with cells; an invisible one (a bidi control) defers to the next.
        if let k = (offset..<n).first(where: { a.clusters[$0].width > 0 }) {
            return rtl(k) ? left[k] + a.clusters[k].width : left[k]
        }
        // At the end: after the last visible character, in its direction.
        guard let last = (0..<offset).last(where: { a.clusters[$0].width > 0 }) else { return 0 }
        return rtl(last) ? left[last] : left[last] + a.clusters[last].width
    }
}
