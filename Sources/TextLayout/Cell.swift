/// One terminal cell: a grapheme cluster already fit for display, its width and its style.
///
/// A double-width cluster occupies its cell and the next; the next holds a `continuation` cell
/// so every row has exactly `width` cells and diffing stays positional.
///
/// 12 bytes of plain values: the cluster is its code point when it is one (nearly always), else
/// a number into `InternTable.clusters`. Rows are the bulk of what layout makes, so a cell with
/// no references is what lets a row be built, copied, compared and freed without reference
/// counting.
public struct Cell: Hashable, Sendable {
    /// 0 for no text; a Unicode scalar value; or `clusterBase` plus the number of the text in
    /// `InternTable.clusters`.
    private var glyph: UInt32
    public var style: Style
    /// 1 or 2 for a drawn cell, 0 for the right half of a double-width cluster.
    public var width: UInt8

    private static let clusterBase: UInt32 = 0x11_0000

    public init(_ text: String, width: UInt8 = 1, style: Style = .plain) {
        glyph = Self.glyph(text)
        self.width = width
        self.style = style
    }

    /// A cell showing one code point (`scalar` a valid, nonzero scalar value): no lookup.
    init(scalar: UInt32, width: UInt8, style: Style) {
        glyph = scalar
        self.width = width
        self.style = style
    }

    public static let blank = Cell(" ")
    public static func blank(_ style: Style) -> Cell { Cell(" ", style: style) }
    static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }

    /// The cluster to draw; empty for a continuation cell.
    public var text: String {
        get {
            if glyph == 0 { return "" }
            if glyph < Self.clusterBase { return ClusterFilter.text(glyph) }
            return InternTable.clusters.string(glyph - Self.clusterBase)
        }
        set { glyph = Self.glyph(newValue) }
    }

    /// Calls `body` with each code point of the cluster, in order, without making a string for
    /// the common one-code-point cell (the terminal draws every cell this way).
    public func forEachScalar(_ body: (Unicode.Scalar) -> Void) {
        if glyph == 0 { return }
        if glyph < Self.clusterBase, let s = Unicode.Scalar(glyph) {
            body(s)
            return
        }
        for s in InternTable.clusters.string(glyph - Self.clusterBase).unicodeScalars { body(s) }
    }

    /// A one-code-point text is its own number; a longer one is interned. Once the table is
    /// full (hostile content only), a new cluster shows as U+FFFD.
    private static func glyph(_ text: String) -> UInt32 {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if scalars.next() == nil { return first.value }
        guard let n = InternTable.clusters.number(text) else { return 0xFFFD }
        return clusterBase + n
    }
}
