/// A resolved writing direction: of the UI, of a paragraph or of a block.
public enum TextDirection: Hashable, Sendable {
    case ltr, rtl

    public var isRTL: Bool { self == .rtl }
}

/// The direction requested for one bidi paragraph (text-rendering.md §4.3, §9.3).
public enum ParagraphBase: Hashable, Sendable {
    /// First strong character, else LTR (`FRIBIDI_PAR_ON`).
    case auto
    /// First strong character outside isolates, else the given direction (the weak bases).
    case weak(TextDirection)
    /// Forced, as for code (`FRIBIDI_PAR_LTR`).
    case forced(TextDirection)

    /// The weak base for a UI direction: what every prose paragraph uses.
    public static func fallback(_ ui: TextDirection) -> ParagraphBase { .weak(ui) }
}
