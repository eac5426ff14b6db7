import Domain

/// Folding a character as `ArabicNormalizer.normalize(String(ch))` does, without building a
/// string, for the characters an answer is nearly all made of: ASCII and Arabic letters, alone
/// or with harakat. `normalize` goes through NFKC and `lowercased()` for every call, which
/// made folding an answer character by character most of the cost of finding its quotations.
enum FoldedCharacter {
    /// `.some(scalar)`: the character folds to this one scalar; `.some(nil)`: it folds to
    /// nothing (a lone mark, tatweel, a bidi control); nil: not a simple case, ask `normalize`.
    ///
    /// Simple means: a base NFKC leaves alone (ASCII, the Arabic letters without
    /// decompositions, Arabic-Indic digits, Arabic punctuation) followed only by marks that
    /// normalisation removes and that compose with nothing (harakat, Qur'anic annotation
    /// marks; not the madda and hamza marks U+0653–U+0655, which NFC composes with alef, wāw
    /// and yā'). `FactCheckTests` compares this with `normalize` for every such pair.
    static func simple(_ ch: Character) -> Unicode.Scalar?? {
        let scalars = ch.unicodeScalars
        var it = scalars.makeIterator()
        guard let base = it.next() else { return .some(nil) }
        while let s = it.next() {
            guard isInertMark(s.value) else { return nil }
        }
        let v = base.value
        if v < 0x80 {
            // ASCII: only upper-case letters change.
            if (0x41...0x5A).contains(v) { return Unicode.Scalar(v + 0x20) }
            return base
        }
        if isInertMark(v) || v == 0x0640 || isRemovedControl(v) { return .some(nil) }
        guard isInertBase(v) else { return nil }
        return ArabicNormalizer.mapped(base)
    }

    static func isInertBase(_ v: UInt32) -> Bool {
        switch v {
        case 0x0621...0x063A, 0x0641...0x064A, 0x0660...0x0669, 0x0671, 0x06A9, 0x06CC, 0x060C, 0x061B, 0x061F:
            return true
        default:
            return false
        }
    }

    /// Marks `normalize` removes that have no decomposition and compose with nothing.
    static func isInertMark(_ v: UInt32) -> Bool {
        switch v {
        case 0x064B...0x0652, 0x0656...0x065F, 0x0670, 0x0610...0x061A, 0x06D6...0x06DC, 0x06DF...0x06E8,
             0x06EA...0x06ED:
            return true
        default:
            return false
        }
    }

    /// Bidi controls and zero-width characters `normalize` removes (none has a decomposition).
    static func isRemovedControl(_ v: UInt32) -> Bool {
        switch v {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069, 0x200B...0x200D, 0xFEFF:
            return true
        default:
            return false
        }
    }
}
