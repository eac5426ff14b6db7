import CFribidi

/// The level and reorder layer over libfribidi 1.0.8 (text-rendering.md §4.3 steps 3, 4 and 10);
/// the Unicode conformance tests run through exactly these functions.
enum BidiAlgorithm {
    /// Step 3: bracket types (rule N0). fribidi only looks up characters whose type is ON.
    static func bracketTypes(_ str: [FriBidiChar], types: [FriBidiCharType]) -> [FriBidiBracketType] {
        var out = [FriBidiBracketType](repeating: shim_no_bracket(), count: str.count)
        guard !str.isEmpty else { return out }
        str.withUnsafeBufferPointer { s in
            types.withUnsafeBufferPointer { t in
                out.withUnsafeMutableBufferPointer { b in
                    fribidi_get_bracket_types(s.baseAddress, FriBidiStrIndex(s.count), t.baseAddress, b.baseAddress)
                }
            }
        }
        return out
    }

    /// Step 4: resolved embedding levels of one paragraph. `base` goes in as the requested
    /// direction and comes out resolved (test it with `isRTL`, never `==`). Nil on failure.
    /// Common paragraphs are resolved by `BidiResolver`, the others by fribidi.
    static func levels(types: [FriBidiCharType], brackets: [FriBidiBracketType],
                       base: inout FriBidiParType) -> [FriBidiLevel]? {
        guard !types.isEmpty else { return [] }
        if let levels = BidiResolver.levels(types: types, brackets: brackets, base: &base) { return levels }
        return fribidiLevels(types: types, brackets: brackets, base: &base)
    }

    /// `levels` by fribidi alone.
    static func fribidiLevels(types: [FriBidiCharType], brackets: [FriBidiBracketType],
                              base: inout FriBidiParType) -> [FriBidiLevel]? {
        var levels = [FriBidiLevel](repeating: 0, count: types.count)
        guard !types.isEmpty else { return levels }
        let ok = types.withUnsafeBufferPointer { t in
            brackets.withUnsafeBufferPointer { b in
                levels.withUnsafeMutableBufferPointer { l in
                    fribidi_get_par_embedding_levels_ex(t.baseAddress, b.baseAddress, FriBidiStrIndex(t.count),
                                                        &base, l.baseAddress)
                }
            }
        }
        return ok == 0 ? nil : levels
    }

    /// Step 10: the visual order of the units in `range` (flags 0: no NSM or cluster handling,
    /// since callers pass one unit per cluster). `levels` is modified in place (rule L1 part 4),
    /// so callers pass a copy. Returns the logical indices in visual order.
    static func reorder(types: [FriBidiCharType], levels: inout [FriBidiLevel], range: Range<Int>,
                        base: FriBidiParType) -> [Int] {
        guard !range.isEmpty else { return [] }
        // Offset pointers with `off` 0 are what fribidi does with `off` itself, and keep the map
        // as long as the row instead of the paragraph.
        var map = (0..<range.count).map { FriBidiStrIndex($0) }
        let start = range.lowerBound
        _ = types.withUnsafeBufferPointer { t in
            levels.withUnsafeMutableBufferPointer { l in
                map.withUnsafeMutableBufferPointer { m in
                    fribidi_reorder_line(0, t.baseAddress.map { $0 + start }, FriBidiStrIndex(range.count), 0,
                                         base, l.baseAddress.map { $0 + start }, nil, m.baseAddress)
                }
            }
        }
        return map.map { Int($0) + start }
    }

    static func isRTL(_ base: FriBidiParType) -> Bool { shim_par_is_rtl(base) != 0 }
}
