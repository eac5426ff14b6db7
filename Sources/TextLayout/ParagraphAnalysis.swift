import CFribidi

/// The width-independent analysis of one bidi paragraph (text-rendering.md §4.3 steps 1–8):
/// clusters, shaped display cells, widths, bidi types and levels, break classes. Cached and
/// reused when only the width changes (text-rendering.md §10 cache b).
struct ParagraphAnalysis: Sendable {
    /// One extended grapheme cluster of the paragraph. Plain values only, so building and
    /// copying the clusters of a long paragraph costs no reference counting, in 16 bytes: an
    /// analysis kept in cache (b) costs 17 bytes a cluster with its level.
    struct Cluster: Sendable {
        /// The code point of the cluster's only cell (0 for none) or, when `hasPieces`, its
        /// index into `ParagraphAnalysis.pieceRanges`.
        private var payload: UInt32
        private var storedStart: Int32
        private var storedWidth: Int32
        /// Index into `StyledText.palette` of the cluster's first code point.
        var style: UInt16
        private var flags: UInt8
        /// The `UnicodeBidiClass` of the cluster's first code point (what reordering a line reads).
        private var bidiCode: UInt8

        private static let spaceFlag: UInt8 = 1, fillerFlag: UInt8 = 2, piecesFlag: UInt8 = 4
        private static let hyphenFlag: UInt8 = 8, slashFlag: UInt8 = 16

        init(start: Int, style: UInt16, bidiClass: UnicodeBidiClass, isSpace: Bool, isLigatureFiller: Bool,
             cutAfter: CutClass) {
            payload = 0
            storedStart = Int32(truncatingIfNeeded: start)
            storedWidth = 0
            self.style = style
            flags = (isSpace ? Self.spaceFlag : 0) | (isLigatureFiller ? Self.fillerFlag : 0)
                | (cutAfter == .hyphen ? Self.hyphenFlag : cutAfter == .slash ? Self.slashFlag : 0)
            bidiCode = bidiClass.rawValue
        }

        /// The code point of the cluster's only cell when it is one code point shown as is (or
        /// U+FFFD), as nearly every cluster is; 0 when it has pieces or no cell.
        var scalar: UInt32 {
            get { hasPieces ? 0 : payload }
            set { payload = newValue; flags &= ~Self.piecesFlag }
        }

        /// Where the cluster's cells are listed, when they are not one code point (`pieceRanges`).
        var pieceRangeIndex: Int? { hasPieces ? Int(payload) : nil }

        mutating func setPieceRange(_ index: Int) {
            payload = UInt32(truncatingIfNeeded: index)
            flags |= Self.piecesFlag
        }

        private var hasPieces: Bool { flags & Self.piecesFlag != 0 }

        /// Cells the cluster takes.
        var width: Int {
            get { Int(storedWidth) }
            set { storedWidth = Int32(truncatingIfNeeded: newValue) }
        }

        /// Index of the cluster's first code point in the paragraph.
        var start: Int { Int(storedStart) }

        /// All code points are breaking spaces (or it is a ZWSP): a break opportunity.
        var isSpace: Bool { flags & Self.spaceFlag != 0 }
        /// A lam whose alef took the ligature: kept with the next cluster when hard-splitting.
        var isLigatureFiller: Bool { flags & Self.fillerFlag != 0 }
        /// `/`, `-` or U+2010: preferred cut points for over-long tokens.
        var cutAfter: CutClass {
            flags & Self.slashFlag != 0 ? .slash : flags & Self.hyphenFlag != 0 ? .hyphen : .none
        }

        var bidiClass: UnicodeBidiClass { UnicodeBidiClass(rawValue: bidiCode) ?? .on }
    }

    /// The cells of a cluster that is not one code point shown as is: a range of `pieces`.
    struct PieceRange: Sendable {
        var start: Int32
        var count: Int32
        var range: Range<Int> { Int(start)..<Int(start + count) }
    }

    enum CutClass: UInt8, Sendable { case none, hyphen, slash }

    let clusters: [Cluster]
    /// The cells of the clusters that are not a single code point shown as is, and which of
    /// them belong to which cluster.
    let pieces: [ClusterFilter.Piece]
    let pieceRanges: [PieceRange]
    /// Each cluster's resolved level (its first code point's).
    let clevels: [FriBidiLevel]
    /// The resolved paragraph direction, as `BidiAlgorithm.levels` returned it (test with `isRTL`).
    let base: FriBidiParType
    let isRTL: Bool
    let palette: [Style]

    /// `shortcuts: false` takes the general path everywhere; FastPathTests compare the two.
    init(_ text: StyledText, base request: ParagraphBase, settings: LayoutSettings, shortcuts: Bool = true) {
        let scalars = text.scalars
        let n = scalars.count
        let str = scalars.map { FriBidiChar($0.value) }
        palette = text.palette
        var base: FriBidiParType
        switch request {
        case .auto: base = shim_par_on()
        case .weak(let d): base = d.isRTL ? shim_par_wrtl() : shim_par_wltr()
        case .forced(let d): base = d.isRTL ? shim_par_rtl() : shim_par_ltr()
        }
        // Shortcut: printable ASCII with a Latin letter (or forced LTR) resolves to level 0
        // everywhere (P2 finds an L; W7 turns digits into L; neutrals between L take L), so
        // English paragraphs skip fribidi. The product vectors and invariant tests cover both paths.
        let ascii = n > 0 && str.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        let hasLatinLetter = str.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
        let asciiLTR = shortcuts && ascii && (request == .forced(.ltr) || (request != .forced(.rtl) && hasLatinLetter))
        let types: [FriBidiCharType]
        var shaped = str
        var levels: [FriBidiLevel]
        if asciiLTR {
            types = []  // all L: the clusters read an empty list as that
            levels = [FriBidiLevel](repeating: 0, count: n)
            base = shim_par_ltr()
        } else {
            types = BidiClassTable.types(of: str)
            let brackets = BidiAlgorithm.bracketTypes(str, types: types)
            if let resolved = BidiAlgorithm.levels(types: types, brackets: brackets, base: &base) {
                levels = resolved
                if n > 0 && Self.needsShaping(str) {
                    var joining = [FriBidiArabicProp](repeating: 0, count: n)
                    str.withUnsafeBufferPointer { s in
                        joining.withUnsafeMutableBufferPointer { j in
                            fribidi_get_joining_types(s.baseAddress, FriBidiStrIndex(n), j.baseAddress)
                        }
                    }
                    types.withUnsafeBufferPointer { t in
                        levels.withUnsafeBufferPointer { l in
                            joining.withUnsafeMutableBufferPointer { j in
                                fribidi_join_arabic(t.baseAddress, FriBidiStrIndex(n), l.baseAddress, j.baseAddress)
                            }
                        }
                    }
                    levels.withUnsafeBufferPointer { l in
                        joining.withUnsafeMutableBufferPointer { j in
                            shaped.withUnsafeMutableBufferPointer { s in
                                fribidi_shape(shim_flag_shape_mirroring() | shim_flags_arabic(), l.baseAddress,
                                              FriBidiStrIndex(n), j.baseAddress, s.baseAddress)
                            }
                        }
                    }
                    // Text already in presentation forms (a row copied off the screen) stays as it
                    // is: fribidi's ligature step would merge its lam and alef forms a second time.
                    for i in 0..<n where (0xFB50...0xFDFF).contains(str[i]) || (0xFE70...0xFEFE).contains(str[i]) {
                        shaped[i] = str[i]
                    }
                } else if n > 0 {
                    // Mirroring alone (brackets in RTL runs) is cheap and needs no joining data.
                    levels.withUnsafeBufferPointer { l in
                        shaped.withUnsafeMutableBufferPointer { s in
                            fribidi_shape(shim_flag_shape_mirroring(), l.baseAddress, FriBidiStrIndex(n), nil, s.baseAddress)
                        }
                    }
                }
            } else {
                // fribidi failed (memory): show the paragraph unreordered rather than not at all.
                let rtl = BidiAlgorithm.isRTL(base)
                levels = [FriBidiLevel](repeating: rtl ? 1 : 0, count: n)
            }
        }
        self.base = base
        isRTL = BidiAlgorithm.isRTL(base)

        // Step 8: clusters on the logical text; shaping preserves indices.
        let built = Self.clusters(str, shaped: shaped, types: types, text: text, settings: settings,
                                  shortcuts: shortcuts)
        clusters = built.clusters
        pieces = built.pieces
        pieceRanges = built.ranges
        // One code point per cluster (nearly always): cluster k starts at code point k.
        clevels = built.clusters.count == n ? levels : built.clusters.map { levels[$0.start] }
    }
}
