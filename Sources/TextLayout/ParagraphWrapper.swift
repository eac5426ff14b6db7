/// Greedy line breaking of one bidi paragraph in logical order (text-rendering.md §6).
///
/// Works on clusters, so a cluster is never split; the direction is not an input, so breaks
/// cannot depend on it (invariant 4).
enum ParagraphWrapper {
    /// Rows as ranges of cluster indices; spaces at breaks and at both ends are left out.
    static func rows(_ clusters: [ParagraphAnalysis.Cluster], width: Int) -> [Range<Int>] {
        let w = max(1, width)
        var rows: [Range<Int>] = []
        var rowStart = -1, rowEnd = -1, rowWidth = 0
        var i = 0
        let n = clusters.count
        // Leading spaces of the paragraph are dropped.
        while i < n, clusters[i].isSpace { i += 1 }
        var spaceWidth = 0
        while i < n {
            if clusters[i].isSpace {
                spaceWidth += clusters[i].width
                i += 1
                continue
            }
            // A token: a maximal run of non-space clusters.
            let tokenStart = i
            var tokenWidth = 0
            while i < n, !clusters[i].isSpace { tokenWidth += clusters[i].width; i += 1 }
            let pendingSpaces = tokenStart > 0 && clusters[tokenStart - 1].isSpace
            let gap = pendingSpaces ? spaceWidth : 0
            if rowStart >= 0 && rowWidth + gap + tokenWidth <= w {
                rowEnd = i
                rowWidth += gap + tokenWidth
            } else {
                if rowStart >= 0 { rows.append(rowStart..<rowEnd) }
                if tokenWidth <= w {
                    rowStart = tokenStart; rowEnd = i; rowWidth = tokenWidth
                } else {
                    // Over-long token: full rows of pieces, the last piece stays open.
                    var pieces = hardSplit(clusters, tokenStart..<i, width: w)
                    let last = pieces.removeLast()
                    rows.append(contentsOf: pieces)
                    rowStart = last.lowerBound; rowEnd = last.upperBound
                    rowWidth = clusters[last].reduce(0) { $0 + $1.width }
                }
            }
            spaceWidth = 0
        }
        if rowStart >= 0 { rows.append(rowStart..<rowEnd) }
        return rows
    }

    /// Cuts an over-long token into pieces of at most `width` cells: after the last `/` that
    /// fits, else after the last hyphen, else at the last cluster boundary; a lam that gave its
    /// ligature to the next alef stays with it.
    static func hardSplit(_ clusters: [ParagraphAnalysis.Cluster], _ token: Range<Int>, width: Int) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = token.lowerBound
        while start < token.upperBound {
            var used = 0
            var end = start
            var lastSlash = -1, lastHyphen = -1
            while end < token.upperBound, used + clusters[end].width <= width {
                used += clusters[end].width
                switch clusters[end].cutAfter {
                case .slash: lastSlash = end + 1
                case .hyphen: lastHyphen = end + 1
                case .none: break
                }
                end += 1
            }
            if end == token.upperBound { pieces.append(start..<end); break }
            var cut = lastSlash > start ? lastSlash : lastHyphen > start ? lastHyphen : end
            if cut > start + 1, clusters[cut - 1].isLigatureFiller { cut -= 1 }
            // A single cluster wider than the row still has to go somewhere: alone on its row.
            if cut == start { cut = start + 1 }
            pieces.append(start..<cut)
            start = cut
        }
        return pieces
    }
}
