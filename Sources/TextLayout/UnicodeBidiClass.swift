import CFribidi

/// A Unicode Bidi_Class value, as named in DerivedBidiClass.txt and BidiTest.txt.
enum UnicodeBidiClass: UInt8, CaseIterable, Sendable {
    case l, r, al, en, es, et, an, cs, nsm, bn, b, s, ws, on
    case lre, rle, lro, rlo, pdf, lri, rli, fsi, pdi

    /// The short name used by the Unicode data files ("L", "NSM", "PDI"…).
    init?(shortName: some StringProtocol) {
        guard let c = Self.allCases.first(where: { $0.shortName == shortName.uppercased() }) else { return nil }
        self = c
    }

    var shortName: String { String(describing: self).uppercased() }

    /// fribidi's value for this class. Its type macros do not import into Swift, so the value is
    /// read back from a code point whose class fribidi has always had right.
    var fribidiType: FriBidiCharType { Self.fribidiTypes[Int(rawValue)] }

    private static let fribidiTypes: [FriBidiCharType] = allCases.map { fribidi_get_bidi_type($0.representative) }

    private var representative: FriBidiChar {
        switch self {
        case .l: 0x41
        case .r: 0x5D0
        case .al: 0x627
        case .en: 0x30
        case .es: 0x2B
        case .et: 0x23
        case .an: 0x660
        case .cs: 0x2C
        case .nsm: 0x300
        case .bn: 0xAD
        case .b: 0x0A
        case .s: 0x09
        case .ws: 0x20
        case .on: 0x21
        case .lre: 0x202A
        case .rle: 0x202B
        case .lro: 0x202D
        case .rlo: 0x202E
        case .pdf: 0x202C
        case .lri: 0x2066
        case .rli: 0x2067
        case .fsi: 0x2068
        case .pdi: 0x2069
        }
    }
}

extension UnicodeBidiClass {
    /// The class of one of fribidi's types (what `BidiClassTable.types` returns), in a few
    /// instructions: analyses keep a byte per cluster rather than fribidi's 4-byte type, and
    /// this runs once per cluster of every paragraph analysed. A type fribidi never gives a
    /// code point (its internal "weak" directions) reads as ON.
    @inline(__always)
    static func of(fribidiType t: FriBidiCharType) -> UnicodeBidiClass {
        let slot = Int(truncatingIfNeeded: (UInt64(t.rawValue) &* Decoder.multiplier) >> 56)
        let entry = Decoder.table[slot]
        if entry.type == t.rawValue, let c = UnicodeBidiClass(rawValue: entry.code) { return c }
        return allCases.first { $0.fribidiType == t } ?? .on
    }

    /// A perfect hash of fribidi's 23 type values into 256 slots: the first multiplier (odd
    /// 64-bit constants in a fixed sequence) that sends no two to the same slot. It is found
    /// once, at first use, because fribidi's values are only known by asking it.
    private enum Decoder {
        static let (multiplier, table): (UInt64, [(type: UInt32, code: UInt8)]) = {
            var m: UInt64 = 0x9E37_79B9_7F4A_7C15
            while true {
                var table = [(type: UInt32, code: UInt8)](repeating: (type: .max, code: 0), count: 256)
                var clash = false
                for c in UnicodeBidiClass.allCases {
                    let slot = Int(truncatingIfNeeded: (UInt64(c.fribidiType.rawValue) &* m) >> 56)
                    if table[slot].type != .max { clash = true; break }
                    table[slot] = (type: c.fribidiType.rawValue, code: c.rawValue)
                }
                if !clash { return (m, table) }
                m = m &* 0x5851_F42D_4C95_7F2D &+ 0x1405_7B7E_F767_814F | 1
            }
        }()
    }
}
