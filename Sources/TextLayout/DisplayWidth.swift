import CFribidi
import Glibc

/// The one place display width is computed (text-rendering.md §5): the sum of glibc `wcwidth`
/// (what ncursesw uses to advance its cursor) over the code points actually sent.
public enum DisplayWidth {
    /// Columns for one cluster as it will be displayed by default (compatible emoji policy,
    /// harakat shown, unshaped). The paragraph layer measures shaped clusters the same way.
    public static func of(_ cluster: Character) -> Int {
        // One code point (nearly always): `display`'s own shortcut, without the array.
        let scalars = cluster.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
           let one = ClusterFilter.single(first.value) {
            return one.width
        }
        return ClusterFilter.display(ArraySlice(scalars.map(\.value)), settings: .default).width
    }

    /// glibc's width of a single code point: 0, 1, 2, or −1 when glibc does not know it.
    public static func of(_ scalar: Unicode.Scalar) -> Int { wcwidth(scalar.value) }

    /// `wcwidth` with an ASCII fast path; −1 for unknown or non-printable.
    @inline(__always)
    static func wcwidth(_ v: UInt32) -> Int {
        if v < 0x7F { return v < 0x20 ? -1 : 1 }
        _ = LocaleSetup.ensureUTF8
        return Int(shim_wcwidth(wchar_t(bitPattern: v)))
    }
}

/// wcwidth only knows non-ASCII characters under a UTF-8 LC_CTYPE; the app sets the locale at
/// start, and this makes tests and tools behave the same.
enum LocaleSetup {
    static let ensureUTF8: Void = {
        let current = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        if !current.uppercased().contains("UTF-8") && !current.uppercased().contains("UTF8") {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }()
}
