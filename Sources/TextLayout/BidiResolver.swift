import CFribidi

/// Resolved levels (UAX #9 rules P2–P3, X1–X10, W1–W7, N1–N2, I1–I2) for the paragraphs
/// nearly every message is made of: letters, numbers and their separators, marks, spaces, other
/// neutrals, and isolates. fribidi allocates a node per run of equal types, which made it the
/// largest single cost of laying out a conversation. Paragraphs with anything else (embeddings,
/// overrides, bracket pairs, BN, separators, unclosed isolates or isolates nested past the depth
/// limit) return nil
/// and go to fribidi. FastPathTests compare the two on random class sequences, and the
/// conformance suites run through `BidiAlgorithm.levels`, which tries this first.
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
        var isolates = false
        for i in 0..<n {
            guard brackets[i] == noBracket, let k = codes.kind(types[i]) else { return nil }
            kinds[i] = k
            isolates = isolates || k.rawValue >= Kind.lri.rawValue
        }
        // BD9: the PDI matching each isolate initiator (-1: none).
        var match: [Int] = []
        if isolates {
            match = [Int](repeating: -1, count: n)
            var open: [Int] = []
            for i in 0..<n {
                switch kinds[i] {
                case .lri, .rli, .fsi: open.append(i)
                case .pdi: if let j = open.popLast() { match[j] = i }
                default: break
                }
            }
            // fribidi 1.0.8 departs from UAX #9 around some isolates: after one left open to the
            // end of the paragraph, and at the edges of isolates of equal depth, which it resolves
            // as one sequence. Only isolates it resolves as UAX #9 does are taken: closed, not
            // nested, and starting and ending with a strong character, so their edges depend on
            // nothing outside (Markdown's code spans and links nearly always are).
            guard open.isEmpty else { return nil }
            for i in 0..<n where match[i] >= 0 {
                let m = match[i]
                guard m == i + 1 || (isStrong(kinds[i + 1]) && isStrong(kinds[m - 1])) else { return nil }
                for j in (i + 1)..<m where isInitiator(kinds[j]) { return nil }
            }
        }
        // P2–P3: fribidi reports a strong base only when it found a strong character.
        let paragraph: FriBidiLevel
        var resolved = base
        if base == shim_par_ltr() || base == shim_par_rtl() {
            paragraph = base == shim_par_rtl() ? 1 : 0
        } else if base == shim_par_on() || base == shim_par_wltr() || base == shim_par_wrtl() {
            switch firstStrong(kinds, match, from: 0, to: n) {
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
        var levels: [FriBidiLevel]
        if isolates {
            guard let explicit = explicitLevels(kinds, match, paragraph: paragraph) else { return nil }
            levels = resolveSequences(kinds, explicit, match, paragraph: paragraph)
        } else {
            // One sequence: the whole paragraph at its level.
            resolve(&kinds, level: paragraph, sos: paragraph, eos: paragraph)
            levels = kinds.map { implicitLevel(paragraph, $0) }
        }
        for i in trailing..<n { levels[i] = paragraph }
        base = resolved
        return levels
    }

    static func isStrong(_ k: Kind) -> Bool { k == .l || k == .r || k == .al }

    /// The direction of the first strong character of `from..<to`, isolates skipped (.l or .r).
    static func firstStrong(_ kinds: [Kind], _ match: [Int], from: Int, to: Int) -> Kind? {
        var i = from
        while i < to {
            switch kinds[i] {
            case .l: return .l
            case .r, .al: return .r
            case .lri, .rli, .fsi:
                guard match[i] >= 0 else { return nil }
                i = match[i]
            default: break
            }
            i += 1
        }
        return nil
    }

    /// X1–X8 with isolates only: each character gets the level of the isolate it is in.
    static func explicitLevels(_ kinds: [Kind], _ match: [Int], paragraph: FriBidiLevel) -> [FriBidiLevel]? {
        var levels = [FriBidiLevel](repeating: paragraph, count: kinds.count)
        var stack: [FriBidiLevel] = [paragraph]
        var current = paragraph
        for i in kinds.indices {
            switch kinds[i] {
            case .lri, .rli, .fsi:
                levels[i] = current
                var rtl = kinds[i] == .rli
                if kinds[i] == .fsi {
                    rtl = firstStrong(kinds, match, from: i + 1, to: match[i] >= 0 ? match[i] : kinds.count) == .r
                }
                let next = rtl ? (current + 1) | 1 : (current + 2) & ~1
                guard next <= 125 else { return nil }  // overflow: fribidi's bookkeeping
                stack.append(next)
                current = next
            case .pdi:
                if stack.count > 1 {
                    stack.removeLast()
                    current = stack[stack.count - 1]
                }
                levels[i] = current
            default:
                levels[i] = current
            }
        }
        return levels
    }
}
