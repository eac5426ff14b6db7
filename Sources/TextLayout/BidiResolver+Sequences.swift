import CFribidi

/// X1–X10 and the implicit rules for `BidiResolver`'s paragraphs, whose isolates are closed and
/// not nested: each isolate's content is one isolating run sequence at one level, bounded by
/// its own direction on both sides; everything outside is one sequence at the paragraph level.
extension BidiResolver {
    /// The contents of the isolates, resolved where they lie.
    static func resolveIsolates(_ kinds: inout [Kind], _ isolates: [(open: Int, close: Int)], paragraph: FriBidiLevel,
                                into levels: inout [FriBidiLevel]) {
        for (open, close) in isolates where close > open + 1 {
            // X5a–X5c: the level of the content; an FSI looks at its first strong character.
            let rtl = kinds[open] == .rli || (kinds[open] == .fsi && kinds[open + 1] != .l)
            let level: FriBidiLevel = rtl ? (paragraph + 1) | 1 : (paragraph + 2) & ~1
            kinds.withUnsafeMutableBufferPointer { all in
                let content = UnsafeMutableBufferPointer(rebasing: all[(open + 1)..<close])
                resolve(content, level: level, sos: level, eos: level)
                for i in content.indices { levels[open + 1 + i] = implicitLevel(level, content[i]) }
            }
        }
    }

    /// The characters outside isolates (initiators and PDIs included) as one sequence: copied
    /// out, resolved, and their levels written back.
    static func resolveOutside(_ kinds: inout [Kind], _ isolates: [(open: Int, close: Int)], paragraph: FriBidiLevel,
                               into levels: inout [FriBidiLevel]) {
        if isolates.isEmpty {
            kinds.withUnsafeMutableBufferPointer { resolve($0, level: paragraph, sos: paragraph, eos: paragraph) }
            for i in kinds.indices { levels[i] = implicitLevel(paragraph, kinds[i]) }
            return
        }
        let inside = isolates.reduce(0) { $0 + $1.close - $1.open - 1 }
        var outside = [Kind](repeating: .on, count: kinds.count - inside)
        kinds.withUnsafeBufferPointer { all in
            outside.withUnsafeMutableBufferPointer { out in
                // The same walk copies out and writes back: an isolate's content is skipped.
                func walk(_ body: (Int, Int) -> Void) {
                    var i = 0, j = 0, next = 0
                    while i < all.count {
                        body(i, j)
                        j += 1
                        if next < isolates.count, i == isolates[next].open {
                            i = isolates[next].close
                            next += 1
                        } else {
                            i += 1
                        }
                    }
                }
                walk { i, j in out[j] = all[i] }
                resolve(out, level: paragraph, sos: paragraph, eos: paragraph)
                levels.withUnsafeMutableBufferPointer { levels in
                    walk { i, j in levels[i] = implicitLevel(paragraph, out[j]) }
                }
            }
        }
    }

    static func isNeutralOrIsolate(_ k: Kind) -> Bool { k == .ws || k == .on || isInitiator(k) || k == .pdi }

    /// I1–I2.
    @inline(__always)
    static func implicitLevel(_ level: FriBidiLevel, _ k: Kind) -> FriBidiLevel {
        switch (level & 1, k) {
        case (0, .r): level + 1
        case (0, .an), (0, .en): level + 2
        case (1, .l), (1, .an), (1, .en): level + 1
        default: level
        }
    }

    /// W1–W7 and N1–N2 on one isolating run sequence at `level`; `sos` and `eos` are the levels
    /// whose parity gives the directions at its ends.
    static func resolve(_ t: UnsafeMutableBufferPointer<Kind>, level: FriBidiLevel, sos: FriBidiLevel, eos: FriBidiLevel) {
        let start: Kind = sos & 1 == 1 ? .r : .l
        weak(t, sos: start)
        neutral(t, sos: start, eos: eos & 1 == 1 ? .r : .l, embedding: level & 1 == 1 ? .r : .l)
    }

    /// W1–W7.
    static func weak(_ t: UnsafeMutableBufferPointer<Kind>, sos: Kind) {
        let n = t.count
        // W1–W3.
        var previous = sos
        var strong = sos
        var terminators = false
        for i in 0..<n {
            if t[i] == .nsm { t[i] = isInitiator(previous) || previous == .pdi ? .on : previous }
            previous = t[i]
            switch t[i] {
            case .l, .r: strong = t[i]
            case .al: strong = .al; t[i] = .r
            case .en where strong == .al: t[i] = .an
            case .et: terminators = true
            default: break
            }
        }
        // W4.
        if n >= 3 {
            for k in 1..<(n - 1) where t[k] == .es || t[k] == .cs {
                if t[k - 1] == .en && t[k + 1] == .en {
                    t[k] = .en
                } else if t[k] == .cs && t[k - 1] == .an && t[k + 1] == .an {
                    t[k] = .an
                }
            }
        }
        // W5, and W6 for terminators.
        var k = 0
        while terminators && k < n {
            guard t[k] == .et else { k += 1; continue }
            var stop = k
            while stop < n, t[stop] == .et { stop += 1 }
            let touchesEN = (k > 0 && t[k - 1] == .en) || (stop < n && t[stop] == .en)
            for j in k..<stop { t[j] = touchesEN ? .en : .on }
            k = stop
        }
        // W6 for separators, W7.
        strong = sos
        for i in 0..<n {
            switch t[i] {
            case .es, .cs: t[i] = .on
            case .l, .r: strong = t[i]
            case .en where strong == .l: t[i] = .l
            default: break
            }
        }
    }

    /// N1–N2: runs of neutrals and isolate formatting characters take the direction on both
    /// sides when it is the same (numbers count as R), else the embedding direction.
    static func neutral(_ t: UnsafeMutableBufferPointer<Kind>, sos: Kind, eos: Kind, embedding: Kind) {
        let n = t.count
        var k = 0
        while k < n {
            guard isNeutralOrIsolate(t[k]) else { k += 1; continue }
            var stop = k
            while stop < n, isNeutralOrIsolate(t[stop]) { stop += 1 }
            let lead = k == 0 ? sos : t[k - 1] == .l ? Kind.l : .r
            let trail = stop == n ? eos : t[stop] == .l ? Kind.l : .r
            for j in k..<stop { t[j] = lead == trail ? lead : embedding }
            k = stop
        }
    }
}
