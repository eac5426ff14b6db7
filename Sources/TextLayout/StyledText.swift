/// Logical text with a style per code point: what one bidi paragraph is made of before layout
/// (text-rendering.md §3.2). Styles live in a small palette so each code point costs 2 bytes.
public struct StyledText: Hashable, Sendable {
    public private(set) var scalars: [Unicode.Scalar] = []
    public private(set) var styleIndex: [UInt16] = []
    public private(set) var palette: [Style] = []

    public init() {}

    public init(_ text: String, style: Style = .plain) {
        append(text, style: style)
    }

    public var isEmpty: Bool { scalars.isEmpty }

    mutating func reserveCapacity(_ n: Int) {
        scalars.reserveCapacity(n)
        styleIndex.reserveCapacity(n)
    }
    public var count: Int { scalars.count }

    /// The text as a Swift string (for clustering).
    public var string: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The direction of the text before the app isolated runs in it (URLs, code, addresses),
    /// set by the parser: those isolates are the app's, not the text's, and must not hide the
    /// only strong characters of a paragraph that is a URL alone.
    var directionHint: TextDirection?

    /// True if the text has a strong character outside isolates (rule P2), i.e. it has a
    /// direction of its own.
    public var firstStrongDirection: TextDirection? {
        directionHint ?? Self.firstStrong(scalars)
    }

    /// The direction of the first strong character outside isolates (rule P2).
    static func firstStrong(_ scalars: some Sequence<Unicode.Scalar>) -> TextDirection? {
        var depth = 0
        for s in scalars {
            let v = s.value
            if v == 0x2066 || v == 0x2067 || v == 0x2068 { depth += 1; continue }
            if v == 0x2069 { depth = max(0, depth - 1); continue }
            guard depth == 0 else { continue }
            let t = BidiClassTable.type(of: v)
            if t == UnicodeBidiClass.l.fribidiType { return .ltr }
            if t == UnicodeBidiClass.r.fribidiType || t == UnicodeBidiClass.al.fribidiType { return .rtl }
        }
        return nil
    }

    mutating func paletteIndex(_ style: Style) -> UInt16 {
        if let i = palette.lastIndex(of: style) { return UInt16(i) }
        palette.append(style)
        return UInt16(palette.count - 1)
    }

    public mutating func append(_ text: String, style: Style) {
        append(contentsOf: text.unicodeScalars, style: style)
    }

    public mutating func append(_ scalar: Unicode.Scalar, style: Style) {
        let i = paletteIndex(style)
        scalars.append(scalar)
        styleIndex.append(i)
    }

    public mutating func append<S: Sequence>(contentsOf seq: S, style: Style) where S.Element == Unicode.Scalar {
        let i = paletteIndex(style)
        let before = scalars.count
        scalars.append(contentsOf: seq)
        styleIndex.append(contentsOf: repeatElement(i, count: scalars.count - before))
    }

    /// Appends the code points `body` adds, all in `style`: one palette lookup for the run and
    /// no array of its own.
    mutating func append(style: Style, _ body: (inout [Unicode.Scalar]) -> Void) {
        let i = paletteIndex(style)
        let before = scalars.count
        body(&scalars)
        styleIndex.append(contentsOf: repeatElement(i, count: scalars.count - before))
    }

    public mutating func append(_ other: StyledText) {
        // Each of `other`'s styles is looked up once, when first used, so the palette grows in
        // the same order as appending code point by code point would make it.
        var mapped = [Int32](repeating: -1, count: other.palette.count)
        scalars.append(contentsOf: other.scalars)
        styleIndex.reserveCapacity(styleIndex.count + other.styleIndex.count)
        for i in other.styleIndex {
            if mapped[Int(i)] < 0 { mapped[Int(i)] = Int32(paletteIndex(other.palette[Int(i)])) }
            styleIndex.append(UInt16(mapped[Int(i)]))
        }
    }

    /// Code points `range` restyled by `transform` (used to add link or emphasis attributes).
    public mutating func restyle(_ range: Range<Int>, _ transform: (Style) -> Style) {
        for k in range where k < styleIndex.count {
            styleIndex[k] = paletteIndex(transform(palette[Int(styleIndex[k])]))
        }
    }

    /// Leading and trailing breaking spaces removed.
    func trimmed() -> StyledText {
        var lo = 0, hi = scalars.count
        while lo < hi, scalars[lo] == " " { lo += 1 }
        while hi > lo, scalars[hi - 1] == " " { hi -= 1 }
        if lo == 0 && hi == scalars.count { return self }
        var out = StyledText()
        out.palette = palette
        out.scalars = Array(scalars[lo..<hi])
        out.styleIndex = Array(styleIndex[lo..<hi])
        out.directionHint = directionHint
        return out
    }
}
