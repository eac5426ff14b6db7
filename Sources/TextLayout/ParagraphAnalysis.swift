import CFribidi

/// The width-independent analysis of one bidi paragraph (text-rendering.md §4.3 steps 1–8):
/// clusters, shaped display cells, widths, bidi types and levels, break classes. Cached and
/// reused when only the width changes (§10 cache b).
struct ParagraphAnalysis: Sendable {
    /// One extended grapheme cluster of the paragraph.
    struct Cluster: Sendable {
        /// Cells in logical order, shaped and filtered; nil when the cluster is not displayed.
        var first: ClusterFilter.Piece?
        var more: [ClusterFilter.Piece]
        var width: Int
        /// Index of the cluster's first code point in the paragraph.
        var start: Int
        /// Index into `StyledText.palette` of the cluster's first code point.
        var style: UInt16
        /// All code points are breaking spaces (or it is a ZWSP): a break opportunity.
        var isSpace: Bool
        /// A lam whose alef took the ligature: kept with the next cluster when hard-splitting.
        var isLigatureFiller: Bool
        /// `/`, `-` or U+2010: preferred cut points for over-long tokens.
        var cutAfter: CutClass
    }

    enum CutClass: UInt8, Sendable { case none, hyphen, slash }

    let clusters: [Cluster]
    let ctypes: [FriBidiCharType]
    let clevels: [FriBidiLevel]
    /// The resolved paragraph direction, as fribidi returned it (test with `isRTL`).
    let base: FriBidiParType
    let isRTL: Bool
    let palette: [Style]

    init(_ text: StyledText, base request: ParagraphBase, settings: LayoutSettings) {
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
        let asciiLTR = ascii && (request == .forced(.ltr) || (request != .forced(.rtl) && hasLatinLetter))
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
        var clusters: [Cluster] = []
        clusters.reserveCapacity(n)
        var ctypes: [FriBidiCharType] = []
        var clevels: [FriBidiLevel] = []
        ctypes.reserveCapacity(n)
        clevels.reserveCapacity(n)
        var start = 0
        for count in Self.clusterLengths(str, text: text) {
            let end = min(n, start + count)
            var allSpaces = true
            for i in start..<end where !Self.isBreakingSpace(str[i]) {
                allSpaces = false
                break
            }
            let display = ClusterFilter.display(shaped[start..<end], settings: settings)
            let first = str[start]
            let cut: CutClass = first == 0x2F ? .slash : (first == 0x2D || first == 0x2010) ? .hyphen : .none
            clusters.append(Cluster(first: display.first, more: display.more, width: display.width, start: start,
                                    style: text.styleIndex[start], isSpace: allSpaces && end > start,
                                    isLigatureFiller: shaped[start] == 0xFEFF && str[start] != 0xFEFF,
                                    cutAfter: cut))
            ctypes.append(types[start])
            clevels.append(levels[start])
            start = end
        }
        self.clusters = clusters
        self.ctypes = ctypes
        self.clevels = clevels
    }

    /// Code points per extended grapheme cluster. Swift `Character` is the reference; text made
    /// only of Latin-1/Latin Extended letters, the core Arabic block, Arabic presentation forms,
    /// general punctuation and isolates (nearly every message) takes a shortcut that gives the
    /// same boundaries: there, only the Arabic Mn marks extend a cluster (GB9) and the isolates
    /// are controls (GB4, GB5). ClusterShortcutTests holds it to Swift's answer.
    static func clusterLengths(_ str: [FriBidiChar], text: StyledText) -> [Int] {
        func simple(_ v: UInt32) -> Bool {
            (v >= 0x20 && v < 0x300) || (v >= 0x0606 && v <= 0x06FF && v != 0x061C && v != 0x06DD)
                || (0x2066...0x2069).contains(v) || (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v)
                || (0xFB50...0xFDFF).contains(v)
        }
        guard str.allSatisfy(simple) else { return text.string.map { $0.unicodeScalars.count } }
        var lengths: [Int] = []
        lengths.reserveCapacity(str.count)
        for (i, v) in str.enumerated() {
            let extends = i > 0 && isArabicMark(v) && !(0x2066...0x2069).contains(str[i - 1])
            if extends { lengths[lengths.count - 1] += 1 } else { lengths.append(1) }
        }
        return lengths
    }

    /// The nonspacing marks (Grapheme_Cluster_Break=Extend) of U+0600–U+06FF.
    static func isArabicMark(_ v: UInt32) -> Bool {
        guard v >= 0x0610 && v <= 0x06ED else { return false }
        return v <= 0x061A || (0x064B...0x065F).contains(v) || v == 0x0670 || (0x06D6...0x06DC).contains(v)
            || (0x06DF...0x06E4).contains(v) || v == 0x06E7 || v == 0x06E8 || (0x06EA...0x06ED).contains(v)
    }

    /// U+0020 and the other breaking spaces of §6, plus ZWSP (a zero-width break opportunity).
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
