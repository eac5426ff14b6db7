import CFribidi

/// X10 and the implicit rules of UAX #9, for `BidiResolver`. Each isolating run sequence is
/// copied into a contiguous buffer, resolved there, and its levels written back.
extension BidiResolver {
    static func resolveSequences(_ kinds: [Kind], _ explicit: [FriBidiLevel], _ match: [Int],
                                 paragraph: FriBidiLevel) -> [FriBidiLevel] {
        let n = kinds.count
        var levels = explicit
        // Level runs that continue an earlier sequence after its isolate (by their first index).
        var continues = [Bool](repeating: false, count: n)
        var sequence: [Int] = []
        var buffer: [Kind] = []
        sequence.reserveCapacity(n)
        buffer.reserveCapacity(n)
        var start = 0
        while start < n {
            let end = runEnd(explicit, from: start)
            defer { start = end }
            if continues[start] { continue }
            // BD13: a run ending with an isolate initiator goes on at its matching PDI.
            sequence.removeAll(keepingCapacity: true)
            var run = start..<end
            while true {
                sequence.append(contentsOf: run)
                let last = run.upperBound - 1
                guard isInitiator(kinds[last]), match[last] >= 0 else { break }
                continues[match[last]] = true
                run = match[last]..<runEnd(explicit, from: match[last])
            }
            guard let first = sequence.first, let last = sequence.last else { continue }
            let level = explicit[first]
            let before = first > 0 ? explicit[first - 1] : paragraph
            let after = isInitiator(kinds[last]) || last + 1 >= n ? paragraph : explicit[last + 1]
            buffer.removeAll(keepingCapacity: true)
            for i in sequence { buffer.append(kinds[i]) }
            resolve(&buffer, level: level, sos: max(level, before), eos: max(level, after))
            for (k, i) in sequence.enumerated() { levels[i] = implicitLevel(level, buffer[k]) }
        }
        return levels
    }

    static func runEnd(_ levels: [FriBidiLevel], from start: Int) -> Int {
        var end = start + 1
        while end < levels.count, levels[end] == levels[start] { end += 1 }
        return end
    }

    static func isInitiator(_ k: Kind) -> Bool { k == .lri || k == .rli || k == .fsi }
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
    static func resolve(_ kinds: inout [Kind], level: FriBidiLevel, sos sosLevel: FriBidiLevel, eos eosLevel: FriBidiLevel) {
        let sos: Kind = sosLevel & 1 == 1 ? .r : .l
        let eos: Kind = eosLevel & 1 == 1 ? .r : .l
        kinds.withUnsafeMutableBufferPointer { t in
            weak(t, sos: sos)
            neutral(t, sos: sos, eos: eos, embedding: level & 1 == 1 ? .r : .l)
        }
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
