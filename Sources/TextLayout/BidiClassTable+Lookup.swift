import CFribidi

/// The effective Bidi_Class of code points: fribidi's Unicode 10 data patched to Unicode 15 by
/// the generated `overrides` table (text-rendering.md §4.3 step 2).
enum BidiClassTable {
    /// Every override starts at or above this code point, so common text skips the search.
    private static let firstOverride: UInt32 = overrides.first?.0 ?? .max

    /// The Unicode 15 class of `cp` as a fribidi type.
    static func type(of cp: UInt32) -> FriBidiCharType {
        if cp >= firstOverride, let c = override(cp) { return c.fribidiType }
        return fribidi_get_bidi_type(cp)
    }

    /// The class the table imposes on `cp`, if fribidi's own is out of date.
    static func override(_ cp: UInt32) -> UnicodeBidiClass? {
        var lo = 0, hi = overrides.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let (first, last, c) = overrides[mid]
            if cp < first { hi = mid - 1 } else if cp > last { lo = mid + 1 } else { return c }
        }
        return nil
    }

    /// Steps 1–2 for a whole paragraph: fribidi's types, then the Unicode 15 corrections.
    static func types(of str: [FriBidiChar]) -> [FriBidiCharType] {
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: str.count)
        guard !str.isEmpty else { return types }
        str.withUnsafeBufferPointer { s in
            types.withUnsafeMutableBufferPointer { t in
                fribidi_get_bidi_types(s.baseAddress, FriBidiStrIndex(s.count), t.baseAddress)
            }
        }
        for i in str.indices where str[i] >= firstOverride {
            if let c = override(str[i]) { types[i] = c.fribidiType }
        }
        return types
    }
}
