import CFribidi
import Glibc

/// The number of terminal columns a grapheme cluster takes, as the C library's `wcwidth` (and so
/// ncurses) counts it.
public enum DisplayWidth {
    /// Columns for one cluster: the width of its first scalar; following marks add nothing.
    public static func of(_ cluster: Character) -> Int {
        guard let first = cluster.unicodeScalars.first else { return 0 }
        return of(first)
    }

    public static func of(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return scalar.value < 0x20 ? 0 : 1 }
        LocaleSetup.ensureUTF8
        let w = Int(shim_wcwidth(wchar_t(bitPattern: scalar.value)))
        // Characters of unknown width are shown as U+FFFD by the sanitiser; count them as 1.
        return w < 0 ? 1 : w
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
