/// Makes content safe to show: no control character, escape sequence or bidi control ever
/// reaches the terminal (text-rendering.md §2). Only the rendered copy changes.
public enum Sanitizer {
    /// Stage A on raw bytes: invalid UTF-8 becomes U+FFFD, then as `sanitize(_:)`.
    public static func sanitize(bytes: some Collection<UInt8>) -> String {
        sanitize(String(decoding: bytes, as: UTF8.self))
    }

    /// Stage A on a raw message before parsing: NUL and C1 controls become U+FFFD, CR LF and lone
    /// CR become LF, other C0 controls (ESC included) and DEL their Control Pictures; LF and TAB
    /// stay for the Markdown parser.
    public static func sanitize(_ text: String) -> String {
        // Fast path: most messages have nothing to replace.
        if !needsStageA(text) { return text }
        var out = String.UnicodeScalarView()
        var previousCR = false
        for s in text.unicodeScalars {
            let v = s.value
            defer { previousCR = v == 0x0D }
            switch v {
            case 0x0A where previousCR: continue  // the CR already became this LF
            case 0x0A, 0x09: out.append(s)
            case 0x0D: out.append("\n")
            case 0x00, 0x80...0x9F: out.append("\u{FFFD}")
            case 0x01...0x1F: out.append(Unicode.Scalar(0x2400 + v) ?? "\u{FFFD}")
            case 0x7F: out.append("\u{2421}")
            default: out.append(s)
            }
        }
        return String(out)
    }

    /// Whether any code point of `text` needs stage A, decided on the UTF-8 bytes: C0 controls
    /// and DEL are single bytes, and U+0080–U+009F are exactly the pairs C2 80 – C2 9F.
    static func needsStageA(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // Eight bytes at a time with the classic "has a byte below / equal to" bit tricks;
            // byte by byte only where one is below 0x20 (as LF and TAB are), DEL or C2.
            let raw = UnsafeRawBufferPointer(bytes)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            func hasZero(_ w: UInt64) -> Bool { (w &- ones) & ~w & highs != 0 }
            var previousC2 = false
            var i = 0
            while i < bytes.count {
                if !previousC2 && i + 8 <= bytes.count {
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let below20 = (w &- ones &* 0x20) & ~w & highs != 0
                    if !below20 && !hasZero(w ^ (ones &* 0x7F)) && !hasZero(w ^ (ones &* 0xC2)) {
                        i += 8
                        continue
                    }
                }
                for b in bytes[i..<min(bytes.count, i + 8)] {
                    if (b < 0x20 && b != 0x0A && b != 0x09) || b == 0x7F || (previousC2 && b <= 0x9F) { return true }
                    previousC2 = b == 0xC2
                }
                i += 8
            }
            return false
        }
    }

    /// Stage B for one line of prose: TAB becomes a space, soft hyphens go, and line and
    /// paragraph separators (U+2028, U+2029, LF) become spaces because a single line cannot break.
    /// Bidi controls are kept for the algorithm; the display filter never prints them.
    public static func prose(_ text: String) -> String {
        let cleaned = sanitize(text)
        guard cleaned.unicodeScalars.contains(where: { [0x09, 0x0A, 0xAD, 0x2028, 0x2029].contains($0.value) })
        else { return cleaned }
        var out = String.UnicodeScalarView()
        for s in cleaned.unicodeScalars {
            switch s.value {
            case 0x09, 0x0A, 0x2028, 0x2029: out.append(" ")
            case 0xAD: continue
            default: out.append(s)
            }
        }
        return String(out)
    }

    /// Grapheme clusters of `text` fit for display in one line: stage A and B applied and bidi
    /// controls removed. Unshaped, in logical order.
    public static func displayClusters(_ text: String) -> [Character] {
        var view = String.UnicodeScalarView()
        for s in prose(text).unicodeScalars where !isBidiControl(s) { view.append(s) }
        return Array(String(view))
    }

    /// C0, DEL, C1, and the bidi formatting characters (honoured by layout, never printed).
    public static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return isBidiControl(s)
        }
    }

    /// The twelve bidi formatting characters (LRM, RLM, ALM, LRE…RLO, LRI…PDI).
    public static func isBidiControl(_ s: Unicode.Scalar) -> Bool { ClusterFilter.isBidiControl(s.value) }
}
