/// Makes content safe to show: no control character, escape sequence or bidi control ever
/// reaches the terminal (text-rendering.md §2).
public enum Sanitizer {
    /// Grapheme clusters of `text` with controls removed and tabs made a space; what remains is
    /// safe to hand to the terminal.
    public static func displayClusters(_ text: String) -> [Character] {
        var out: [Character] = []
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            if ch == "\t" { out.append(" "); continue }
            let scalars = ch.unicodeScalars.filter { !isControl($0) }
            if scalars.isEmpty { continue }
            if scalars.count == ch.unicodeScalars.count {
                out.append(ch)
            } else {
                var s = String.UnicodeScalarView()
                s.append(contentsOf: scalars)
                out.append(contentsOf: String(s))
            }
        }
        return out
    }

    /// C0, DEL, C1, and the bidi formatting characters (honoured by layout, never printed).
    public static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
