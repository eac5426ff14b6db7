import CFribidi

/// Resolved levels (UAX #9 rules P2–P3, X1–X10, W1–W7, N1–N2, I1–I2) for the paragraphs
/// nearly every message is made of: letters, numbers and their separators, marks, spaces, other
/// neutrals, and isolates around a word, a code span or a URL. fribidi allocates a node per run
/// of equal types, which made it the largest single cost of laying out a conversation.
/// Paragraphs with anything else return nil and go to fribidi: embeddings, overrides, bracket
/// pairs, BN, separators, and any isolate that is left open, nested, or does not start and end
/// with a strong character (around those, fribidi 1.0.8 departs from UAX #9: it resolves the
/// edges of isolates of one depth against each other). FastPathTests compare the two on random
/// class sequences, and the conformance suites run through `BidiAlgorithm.levels`, which tries
/// this first.
enum BidiResolver {
    /// The classes handled, in a byte each.
    enum Kind: UInt8 { case l, r, al, en, an, es, et, cs, nsm, ws, on, lri, rli, fsi, pdi }

    /// fribidi's values of the handled classes, read once.
    private struct Codes {
        let l = UnicodeBidiClass.l.fribidiType, al = UnicodeBidiClass.al.fribidiType
        let ws = UnicodeBidiClass.ws.fribidiType, r = UnicodeBidiClass.r.fribidiType
        let nsm = UnicodeBidiClass.nsm.fribidiType, on = UnicodeBidiClass.on.fribidiType
        let cs = UnicodeBidiClass.cs.fribidiType, en = UnicodeBidiClass.en.fribidiType
        let an = UnicodeBidiClass.an.fribidiType, es = UnicodeBidiClass.es.fribidiType
        let et = UnicodeBidiClass.et.fribidiType, lri = UnicodeBidiClass.lri.fribidiType
        let rli = UnicodeBidiClass.rli.fribidiType, fsi = UnicodeBidiClass.fsi.fribidiType
        let pdi = UnicodeBidiClass.pdi.fribidiType

        /// Most likely first: this runs once per code point.
        @inline(__always)
        func kind(_ t: FriBidiCharType) -> Kind? {
            if t == l { return .l }
            if t == al { return .al }
            if t == ws { return .ws }
            if t == nsm { return .nsm }
            if t == r { return .r }
            if t == on { return .on }
            if t == cs { return .cs }
            if t == en { return .en }
            if t == an { return .an }
            if t == es { return .es }
            if t == et { return .et }
            if t == lri { return .lri }
            if t == pdi { return .pdi }
            if t == rli { return .rli }
            if t == fsi { return .fsi }
            return nil
        }
    }

    private static let codes = Codes()

    static func levels(types: [FriBidiCharType], brackets: [FriBidiBracketType],
                       base: inout FriBidiParType) -> [FriBidiLevel]? {
        let n = types.count
        guard n > 0, brackets.count == n else { return nil }
        let codes = Self.codes
        let noBracket = shim_no_bracket()
        var kinds = [Kind](repeating: .on, count: n)
        // Isolates as (initiator, matching PDI); a PDI matching nothing is a neutral (X6a).
        var isolates: [(open: Int, close: Int)] = []
        var open = -1
        for i in 0..<n {
            guard brackets[i] == noBracket, let k = codes.kind(types[i]) else { return nil }
            kinds[i] = k
            if isInitiator(k) {
                guard open < 0 else { return nil }
                open = i
            } else if k == .pdi && open >= 0 {
                guard open + 1 == i || (isStrong(kinds[open + 1]) && isStrong(kinds[i - 1])) else { return nil }
                isolates.append((open, i))
                open = -1
            }
        }
        guard open < 0 else { return nil }
        // P2–P3, isolates skipped: fribidi reports a strong base only when it found one.
        let paragraph: FriBidiLevel
        var resolved = base
        if base == shim_par_ltr() || base == shim_par_rtl() {
            paragraph = base == shim_par_rtl() ? 1 : 0
        } else if base == shim_par_on() || base == shim_par_wltr() || base == shim_par_wrtl() {
            switch firstStrongOutside(kinds, isolates) {
            case .l?: paragraph = 0; resolved = shim_par_ltr()
            case .r?: paragraph = 1; resolved = shim_par_rtl()
            default: paragraph = base == shim_par_wrtl() ? 1 : 0
            }
        } else {
            return nil
        }
        // L1 at the end of the paragraph, which fribidi applies here: trailing spaces and isolate
        // formatting characters take the paragraph level.
        var trailing = n
        while trailing > 0, kinds[trailing - 1] == .ws || isInitiator(kinds[trailing - 1])
            || kinds[trailing - 1] == .pdi { trailing -= 1 }
        var levels = [FriBidiLevel](repeating: paragraph, count: n)
        resolveIsolates(&kinds, isolates, paragraph: paragraph, into: &levels)
        resolveOutside(&kinds, isolates, paragraph: paragraph, into: &levels)
        for i in trailing..<n { levels[i] = paragraph }
        base = resolved
        return levels
    }

    static func isStrong(_ k: Kind) -> Bool { k == .l || k == .r || k == .al }
    static func isInitiator(_ k: Kind) -> Bool { k == .lri || k == .rli || k == .fsi }

    /// The direction (.l or .r) of the first strong character outside isolates.
    static func firstStrongOutside(_ kinds: [Kind], _ isolates: [(open: Int, close: Int)]) -> Kind? {
        var next = 0
        var i = 0
        while i < kinds.count {
            if next < isolates.count, i == isolates[next].open {
                i = isolates[next].close
                next += 1
            }
            switch kinds[i] {
            case .l: return .l
            case .r, .al: return .r
            default: i += 1
            }
        }
        return nil
    }
}
