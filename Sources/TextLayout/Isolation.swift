/// Runs kept in LTR order inside any paragraph by LRI…PDI (text-rendering.md §4.2), and the
/// checks for link targets (text-rendering.md §3.6).
enum Isolation {
    static let lri: Unicode.Scalar = "\u{2066}"
    static let fsi: Unicode.Scalar = "\u{2068}"
    static let pdi: Unicode.Scalar = "\u{2069}"

    /// Ranges of phone-like runs in `s`: ASCII digits, `+ ( ) - .` and spaces, trimmed of
    /// spaces, `-` and `.`; starting with `+digit`, `0` or `(0`; `+` only first; at least 7
    /// digits; no two adjacent separators except `) ` and ` (`; no letter or digit touching.
    static func phoneRuns(_ s: [Unicode.Scalar]) -> [Range<Int>] {
        func isRunChar(_ c: Unicode.Scalar) -> Bool {
            switch c { case "0"..."9", "+", "(", ")", "-", ".", " ": true; default: false }
        }
        func isLetterOrDigit(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || c.properties.generalCategory == .decimalNumber
        }
        var out: [Range<Int>] = []
        var i = 0
        while i < s.count {
            guard isRunChar(s[i]) else { i += 1; continue }
            var j = i
            while j < s.count, isRunChar(s[j]) { j += 1 }
            var lo = i, hi = j
            while lo < hi, [" ", "-", "."].contains(s[lo]) { lo += 1 }
            while hi > lo, [" ", "-", "."].contains(s[hi - 1]) { hi -= 1 }
            defer { i = j }
            guard hi - lo >= 7 else { continue }
            let run = Array(s[lo..<hi])
            let startsWell = (run[0] == "+" && run.count > 1 && ("0"..."9").contains(run[1]))
                || run[0] == "0" || (run[0] == "(" && run.count > 1 && run[1] == "0")
            guard startsWell, !run.dropFirst().contains("+") else { continue }
            guard run.filter({ ("0"..."9").contains($0) }).count >= 7 else { continue }
            var adjacentOK = true
            for k in 1..<run.count {
                let a = run[k - 1], b = run[k]
                let aSep = !("0"..."9").contains(a), bSep = !("0"..."9").contains(b)
                if aSep && bSep && !((a == ")" && b == " ") || (a == " " && b == "(")) { adjacentOK = false; break }
            }
            guard adjacentOK else { continue }
            if lo > 0, isLetterOrDigit(s[lo - 1]) { continue }
            if hi < s.count, isLetterOrDigit(s[hi]) { continue }
            out.append(lo..<hi)
        }
        return out
    }

    /// The OSC 8 target for a link, or nil when it must not be linked: only http, https and
    /// mailto; bytes outside 0x21–0x7E percent-encoded; at most 2,048 bytes.
    static func linkTarget(_ url: String) -> String? {
        // The schemes are compared on ASCII-lowercased bytes: no other code point lowercases to
        // one of their letters, so this is `lowercased().hasPrefix` without a copy of the URL.
        func hasScheme(_ scheme: String) -> Bool {
            var bytes = url.utf8.makeIterator()
            for expected in scheme.utf8 {
                guard let b = bytes.next() else { return false }
                let lower: UInt8 = b >= 0x41 && b <= 0x5A ? b | 0x20 : b
                if lower != expected { return false }
            }
            return true
        }
        guard hasScheme("http://") || hasScheme("https://") || hasScheme("mailto:") else { return nil }
        // Nearly every URL needs no encoding: it is its own target.
        if url.utf8.allSatisfy({ $0 >= 0x21 && $0 <= 0x7E }) { return url.utf8.count <= 2048 ? url : nil }
        var out = ""
        for b in url.utf8 {
            if b >= 0x21 && b <= 0x7E {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                let hex = String(b, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out.utf8.count <= 2048 ? out : nil
    }
}
