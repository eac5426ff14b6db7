import CFribidi

/// The width-independent analysis of one bidi paragraph (text-rendering.md §4.3 steps 1–8):
/// clusters, shaped display cells, widths, bidi types and levels, break classes. Cached and
/// reused when only the width changes (§10 cache b).
struct ParagraphAnalysis: Sendable {
    /// One extended grapheme cluster of the paragraph. Plain values only, so building and
    /// copying the clusters of a long paragraph costs no reference counting; 32-bit fields, so
    /// an analysis kept in cache (b) costs 28 bytes a cluster rather than 40.
    struct Cluster: Sendable {
        /// The code point of the cluster's only cell when it is one code point shown as is (or
        /// U+FFFD), as nearly every cluster is; 0 when its cells are `pieces` of the analysis.
        var scalar: UInt32
        /// Where the cells of a cluster with `scalar` 0 are in `ParagraphAnalysis.pieces`, in
        /// logical order; none when the cluster is not displayed.
        var pieceStart: Int32
        var pieceCount: Int32
        private var storedWidth: Int32
        private var storedStart: Int32
        /// Index into `StyledText.palette` of the cluster's first code point.
        var style: UInt16
        /// All code points are breaking spaces (or it is a ZWSP): a break opportunity.
        var isSpace: Bool
        /// A lam whose alef took the ligature: kept with the next cluster when hard-splitting.
        var isLigatureFiller: Bool
        /// `/`, `-` or U+2010: preferred cut points for over-long tokens.
        var cutAfter: CutClass

        init(scalar: UInt32, pieceStart: Int32, pieceCount: Int32, width: Int, start: Int, style: UInt16,
             isSpace: Bool, isLigatureFiller: Bool, cutAfter: CutClass) {
            self.scalar = scalar
            self.pieceStart = pieceStart
            self.pieceCount = pieceCount
            storedWidth = Int32(truncatingIfNeeded: width)
            storedStart = Int32(truncatingIfNeeded: start)
            self.style = style
            self.isSpace = isSpace
            self.isLigatureFiller = isLigatureFiller
            self.cutAfter = cutAfter
        }

        /// Cells the cluster takes.
        var width: Int {
            get { Int(storedWidth) }
            set { storedWidth = Int32(truncatingIfNeeded: newValue) }
        }

        /// Index of the cluster's first code point in the paragraph.
        var start: Int { Int(storedStart) }
    }

    enum CutClass: UInt8, Sendable { case none, hyphen, slash }

    let clusters: [Cluster]
    /// The cells of the clusters that are not a single code point shown as is.
    let pieces: [ClusterFilter.Piece]
    let ctypes: [FriBidiCharType]
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
            types = [FriBidiCharType](repeating: UnicodeBidiClass.l.fribidiType, count: n)
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
        let built = Self.clusters(str, shaped: shaped, text: text, settings: settings, shortcuts: shortcuts)
        clusters = built.clusters
        pieces = built.pieces
        // One code point per cluster (nearly always): cluster k starts at code point k.
        let oneToOne = built.clusters.count == n
        ctypes = oneToOne ? types : built.clusters.map { types[$0.start] }
        clevels = oneToOne ? levels : built.clusters.map { levels[$0.start] }
    }
}
