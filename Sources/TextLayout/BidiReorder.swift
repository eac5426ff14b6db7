import CFribidi

/// Reorders and shapes one line with fribidi so Arabic reads right to left with joined letters.
enum BidiReorder {
    static func visualOrder(_ cells: [Cell], text: String) -> [Cell] {
        guard let style = cells.first?.style else { return cells }
        let logical = cells.map(\.text).joined()
        var scalars = logical.unicodeScalars.map { FriBidiChar($0.value) }
        let n = FriBidiStrIndex(scalars.count)
        var visual = [FriBidiChar](repeating: 0, count: scalars.count + 1)
        var base = BidiClassifier.containsRTL(text) && firstStrongIsRTL(text) ? shim_par_rtl() : shim_par_ltr()
        let ok = scalars.withUnsafeMutableBufferPointer { src in
            visual.withUnsafeMutableBufferPointer { dst in
                fribidi_log2vis(src.baseAddress, n, &base, dst.baseAddress, nil, nil, nil)
            }
        }
        guard ok != 0 else { return cells }
        var view = String.UnicodeScalarView()
        for v in visual.prefix(scalars.count) {
            // Shaping may leave zero-width fillers (0xFEFF) where ligatures merged two letters.
            guard let s = Unicode.Scalar(v), v != 0xFEFF else { continue }
            view.append(s)
        }
        scalars.removeAll()
        return String(view).compactMap { ch in
            let w = DisplayWidth.of(ch)
            return w > 0 ? Cell(String(ch), width: UInt8(w), style: style) : nil
        }
    }

    static func firstStrongIsRTL(_ text: String) -> Bool {
        for s in text.unicodeScalars {
            if BidiClassifier.isStrongRTL(s) { return true }
            if s.properties.isAlphabetic { return false }
        }
        return false
    }
}
