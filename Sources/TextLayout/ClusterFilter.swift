/// The per-cluster display filter of text-rendering.md §5.2, and the cells it yields.
enum ClusterFilter {
    /// One terminal cell's worth of a cluster: a spacing code point and its zero-width followers.
    struct Piece: Hashable, Sendable {
        var text: String
        var width: Int
    }

    /// A cluster ready for display: its cells in logical order and their total width. The
    /// first cell is stored inline because nearly every cluster has exactly one, and an array
    /// per cluster would cost an allocation per character.
    struct Display: Sendable {
        var first: Piece?
        var more: [Piece] = []
        var width: Int

        init(pieces: [Piece], width: Int) {
            first = pieces.first
            more = Array(pieces.dropFirst())
            self.width = width
        }

        init(single: Piece) {
            first = single
            width = single.width
        }

        static let none = Display(pieces: [], width: 0)

        var pieces: [Piece] { (first.map { [$0] } ?? []) + more }
    }

    /// Filters one cluster (already shaped code points) and splits it into cells.
    static func display(_ input: ArraySlice<UInt32>, settings: LayoutSettings) -> Display {
        if input.count == 1, let v = input.first, let one = single(v) {
            return Display(single: Piece(text: text(one.scalar), width: one.width))
        }
        return general(input, settings: settings)
    }

    /// The display of a cluster of one code point that no filter step touches, which is nearly
    /// every cluster: that code point (U+FFFD when glibc has no width for it) in one cell. Nil
    /// when `general` must decide: zero-width code points and those the filter drops or rewrites.
    /// The layout calls this first so ordinary text costs no allocation (FastPathTests hold it
    /// to `general`).
    @inline(__always)
    static func single(_ v: UInt32) -> (scalar: UInt32, width: Int)? {
        if v >= 0x20 && v < 0x7F { return (v, 1) }
        guard Unicode.Scalar(v) != nil, v != 0xFEFF, !isBidiControl(v), !(0xFE0E...0xFE0F).contains(v),
              !(0xE0020...0xE007F).contains(v) else { return nil }
        let w = DisplayWidth.wcwidth(v)
        if w > 0 { return (v, w) }
        if w < 0 { return (0xFFFD, 1) }
        return nil
    }

    /// The display of a letter followed by Arabic marks (harakat shown), as `general` makes it:
    /// one cell of the letter and at most four marks. Nil for anything else.
    static func markedLetter(_ input: ArraySlice<UInt32>, settings: LayoutSettings) -> Piece? {
        guard !settings.hideHarakat, input.count > 1, let base = input.first, let one = single(base) else { return nil }
        var text = String.UnicodeScalarView()
        text.append(Unicode.Scalar(one.scalar) ?? "\u{FFFD}")
        var marks = 0
        for v in input.dropFirst() {
            guard ParagraphAnalysis.isArabicMark(v), DisplayWidth.wcwidth(v) == 0, let mark = Unicode.Scalar(v),
                  isMark(mark) else { return nil }
            if marks < 4 { text.append(mark) }
            marks += 1
        }
        return Piece(text: String(text), width: one.width)
    }

    /// The text of a one-code-point cell. Latin, Arabic and the Arabic presentation forms that
    /// shaping produces come from a table: making a string costs more than copying one.
    @inline(__always)
    static func text(_ v: UInt32) -> String {
        if v < 0x800 { return CellTexts.low[Int(v)] }
        if v >= 0xFB00 && v < 0xFF00 { return CellTexts.forms[Int(v - 0xFB00)] }
        guard let s = Unicode.Scalar(v) else { return "\u{FFFD}" }
        return String(Character(s))
    }

    private enum CellTexts {
        static let low: [String] = (0..<0x800).map(string)
        static let forms: [String] = (0xFB00..<0xFF00).map(string)

        static func string(_ v: UInt32) -> String {
            Unicode.Scalar(v).map { String(Character($0)) } ?? "\u{FFFD}"
        }
    }

    /// Every step of text-rendering.md §5.2, for any cluster.
    static func general(_ input: ArraySlice<UInt32>, settings: LayoutSettings) -> Display {
        var kept: [Unicode.Scalar] = []
        kept.reserveCapacity(input.count)
        for (i, v) in zip(input.indices, input) {
            guard let s = Unicode.Scalar(v) else { kept.append("\u{FFFD}"); continue }
            // 1. Ligature fillers and bidi formatting characters are never printed.
            if v == 0xFEFF || isBidiControl(v) { continue }
            // 2. Emoji policy.
            if settings.emoji == .compatible {
                if v == 0xFE0F || v == 0xFE0E { continue }
                if v == 0x200D, let prev = kept.last, isPictographic(prev) { continue }
                if (0x1F3FB...0x1F3FF).contains(v) && i > input.startIndex { continue }
                if (0xE0020...0xE007F).contains(v) { continue }
            }
            // 3. Hidden harakat.
            if settings.hideHarakat && isHaraka(s) { continue }
            kept.append(s)
        }
        // 4. Unknown widths become U+FFFD; 5. at most 4 marks per spacing code point.
        var pieces: [Piece] = []
        var leadingMarks: [Unicode.Scalar] = []
        var hasMark = false
        var marks = 0
        var width = 0
        for s in kept {
            var s = s
            var w = DisplayWidth.wcwidth(s.value)
            if w < 0 { s = "\u{FFFD}"; w = 1 }
            if w == 0 {
                if isMark(s) { hasMark = true }
                if pieces.isEmpty {
                    leadingMarks.append(s)
                } else if marks < 4 {
                    pieces[pieces.count - 1].text.unicodeScalars.append(s)
                    marks += 1
                }
                continue
            }
            var text = String.UnicodeScalarView()
            text.append(s)
            pieces.append(Piece(text: String(text), width: w))
            width += w
            marks = 0
        }
        // 6. A cluster of only zero-width code points shows on a dotted circle if it has a
        // mark, else not at all; zero-width code points before the first spacing one go.
        if pieces.isEmpty {
            guard hasMark else { return .none }
            var text = String.UnicodeScalarView()
            text.append("\u{25CC}")
            text.append(contentsOf: leadingMarks.prefix(4))
            return Display(pieces: [Piece(text: String(text), width: 1)], width: 1)
        }
        return Display(pieces: pieces, width: width)
    }

    /// The twelve bidi formatting characters of text-rendering.md §2.
    @inline(__always)
    static func isBidiControl(_ v: UInt32) -> Bool {
        v == 0x200E || v == 0x200F || v == 0x061C || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// Extended_Pictographic, which Swift does not expose: emoji other than the ASCII keycap
    /// bases (digits, `#`, `*`). Close enough for deciding whether a ZWJ joins pictographs.
    static func isPictographic(_ s: Unicode.Scalar) -> Bool {
        s.value >= 0xA9 && s.properties.isEmoji
    }

    /// Mn or Me: the marks that never start a cluster (Grapheme_Cluster_Break=Extend).
    static func isExtendingMark(_ v: UInt32) -> Bool {
        guard let s = Unicode.Scalar(v) else { return false }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func isMark(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    static func isHaraka(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        let inRange = (0x0610...0x061A).contains(v) || (0x064B...0x065F).contains(v) || v == 0x0670
            || (0x06D6...0x06ED).contains(v) || (0x0898...0x089F).contains(v) || (0x08CA...0x08FF).contains(v)
        return inRange && s.properties.generalCategory == .nonspacingMark
    }
}
