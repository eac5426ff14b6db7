import CFribidi

/// Step 8 of text-rendering.md §4.3: the paragraph's clusters with their cells, widths and
/// break classes. This runs once per code point of every message laid out, so the common case
/// (a cluster of one code point shown as is) stays free of allocation and reference counting.
extension ParagraphAnalysis {
    /// `types` holds each code point's bidi type, or is empty when they are all L.
    static func clusters(_ str: [FriBidiChar], shaped: [FriBidiChar], types: [FriBidiCharType], text: StyledText,
                         settings: LayoutSettings, shortcuts: Bool)
        -> (clusters: [Cluster], pieces: [ClusterFilter.Piece], ranges: [PieceRange]) {
        let n = str.count
        var pieces: [ClusterFilter.Piece] = []
        var ranges: [PieceRange] = []
        // Swift's clustering only when the shortcut's boundaries could differ from it.
        let lengths: [Int]? = shortcuts && str.allSatisfy(isShortcutScalar) ? nil : swiftClusterLengths(text)
        // At most one cluster per code point: written in place rather than appended one by one.
        let clusters = [Cluster](unsafeUninitializedCapacity: n) { buffer, count in
            var next = 0
            var start = 0
            while start < n {
                let end: Int
                if let lengths {
                    guard next < lengths.count else { break }
                    end = min(n, start + lengths[next])
                    next += 1
                } else {
                    end = shortcutClusterEnd(str, from: start)
                }
                let bidiClass = types.isEmpty ? .l : UnicodeBidiClass.of(fribidiType: types[start])
                buffer.initializeElement(at: count, to: cluster(str, shaped, start..<end, bidiClass: bidiClass, text: text,
                                                                settings: settings, shortcuts: shortcuts,
                                                                pieces: &pieces, ranges: &ranges))
                count += 1
                start = end
            }
        }
        return (clusters, pieces, ranges)
    }

    /// One cluster; cells that are not a single code point go to `pieces`.
    @inline(__always)
    static func cluster(_ str: [FriBidiChar], _ shaped: [FriBidiChar], _ range: Range<Int>,
                        bidiClass: UnicodeBidiClass, text: StyledText, settings: LayoutSettings, shortcuts: Bool,
                        pieces: inout [ClusterFilter.Piece], ranges: inout [PieceRange]) -> Cluster {
        let start = range.lowerBound, end = range.upperBound
        var allSpaces = true
        for i in range where !isBreakingSpace(str[i]) {
            allSpaces = false
            break
        }
        let first = str[start]
        var cluster = Cluster(start: start, style: text.styleIndex[start], bidiClass: bidiClass,
                              isSpace: allSpaces && end > start,
                              isLigatureFiller: shaped[start] == 0xFEFF && first != 0xFEFF,
                              cutAfter: first == 0x2F ? .slash : (first == 0x2D || first == 0x2010) ? .hyphen : .none)
        if shortcuts, end == start + 1, let one = ClusterFilter.single(shaped[start]) {
            cluster.scalar = one.scalar
            cluster.width = one.width
        } else if shortcuts, end == start + 1, shaped[start] == 0xFEFF || ClusterFilter.isBidiControl(shaped[start]) {
            // Never printed (text-rendering.md §5.2 step 1): no cells.
        } else if shortcuts, let piece = ClusterFilter.markedLetter(shaped[range], settings: settings) {
            cluster.setPieceRange(ranges.count)
            ranges.append(PieceRange(start: Int32(pieces.count), count: 1))
            cluster.width = piece.width
            pieces.append(piece)
        } else {
            let display = ClusterFilter.general(shaped[range], settings: settings)
            let firstPiece = pieces.count
            if let p = display.first { pieces.append(p) }
            pieces += display.more
            // A cluster with no cells at all (only invisible code points) keeps no range.
            if pieces.count > firstPiece {
                cluster.setPieceRange(ranges.count)
                ranges.append(PieceRange(start: Int32(firstPiece), count: Int32(pieces.count - firstPiece)))
            }
            cluster.width = display.width
        }
        return cluster
    }

    /// Code points per extended grapheme cluster. Swift `Character` is the reference; text made
    /// only of Latin-1/Latin Extended letters, the core Arabic block, Arabic presentation forms,
    /// general punctuation and isolates (nearly every message) takes a shortcut that gives the
    /// same boundaries: there, only the Arabic Mn marks extend a cluster (GB9) and the isolates
    /// are controls (GB4, GB5). ClusterShortcutTests holds it to Swift's answer.
    static func clusterLengths(_ str: [FriBidiChar], text: StyledText) -> [Int] {
        guard str.allSatisfy(isShortcutScalar) else { return swiftClusterLengths(text) }
        var lengths: [Int] = []
        lengths.reserveCapacity(str.count)
        var start = 0
        while start < str.count {
            let end = shortcutClusterEnd(str, from: start)
            lengths.append(end - start)
            start = end
        }
        return lengths
    }

    static func swiftClusterLengths(_ text: StyledText) -> [Int] {
        text.string.map { $0.unicodeScalars.count }
    }

    /// The code points on which the clustering shortcut is exact.
    @inline(__always)
    static func isShortcutScalar(_ v: UInt32) -> Bool {
        (v >= 0x20 && v < 0x300) || (v >= 0x0606 && v <= 0x06FF && v != 0x061C && v != 0x06DD)
            || (0x2066...0x2069).contains(v) || (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v)
            || (0xFB50...0xFDFF).contains(v)
    }

    /// End of the cluster starting at `start`, in text made of shortcut code points only: the
    /// Arabic marks that follow, unless the cluster is an isolate.
    @inline(__always)
    static func shortcutClusterEnd(_ str: [FriBidiChar], from start: Int) -> Int {
        var end = start + 1
        while end < str.count, isArabicMark(str[end]), !(0x2066...0x2069).contains(str[end - 1]) { end += 1 }
        return end
    }

    /// The nonspacing marks (Grapheme_Cluster_Break=Extend) of U+0600–U+06FF.
    @inline(__always)
    static func isArabicMark(_ v: UInt32) -> Bool {
        guard v >= 0x0610 && v <= 0x06ED else { return false }
        return v <= 0x061A || (0x064B...0x065F).contains(v) || v == 0x0670 || (0x06D6...0x06DC).contains(v)
            || (0x06DF...0x06E4).contains(v) || v == 0x06E7 || v == 0x06E8 || (0x06EA...0x06ED).contains(v)
    }

    /// U+0020 and the other breaking spaces of text-rendering.md §6, plus ZWSP (a zero-width break opportunity).
    @inline(__always)
    static func isBreakingSpace(_ v: UInt32) -> Bool {
        v == 0x20 || v == 0x1680 || (0x2000...0x2006).contains(v) || (0x2008...0x200B).contains(v)
            || v == 0x205F || v == 0x3000
    }

    /// Joining and shaping only matter for the base letters of scripts fribidi joins (Arabic,
    /// Syriac, N'Ko, Mongolian…).
    static func needsShaping(_ str: [FriBidiChar]) -> Bool {
        str.contains { ($0 >= 0x0600 && $0 < 0x0900) || (0x1800...0x18AF).contains($0) || $0 >= 0x10000 }
    }
}
