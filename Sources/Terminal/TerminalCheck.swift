import CNcursesw
import Glibc

/// Decides whether this process can run the full-screen interface (ux.md §9.5).
public enum TerminalCheck {
    /// Why the full-screen interface cannot start.
    public enum Problem: Equatable, Sendable {
        case stdinNotATerminal
        case stdoutNotATerminal
        case dumbTerminal(term: String?)
        case noTerminfo(term: String)
        case noUTF8Locale
    }

    /// Checks the streams, TERM and its terminfo entry. The locale is handled by `ensureUTF8Locale`.
    public static func problem(environment: [String: String]) -> Problem? {
        if isatty(STDIN_FILENO) == 0 { return .stdinNotATerminal }
        if isatty(STDOUT_FILENO) == 0 { return .stdoutNotATerminal }
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else {
            return .dumbTerminal(term: environment["TERM"].flatMap { $0.isEmpty ? nil : $0 })
        }
        if shim_terminfo_exists(term) == 0 { return .noTerminfo(term: term) }
        return nil
    }

    /// Selects a UTF-8 LC_CTYPE: the user's if it is UTF-8, else C.UTF-8. False if neither works.
    public static func ensureUTF8Locale() -> Bool {
        if let loc = setlocale(LC_ALL, ""), isUTF8(String(cString: loc)) { return true }
        if let ctype = setlocale(LC_CTYPE, nil), isUTF8(String(cString: ctype)) { return true }
        if setlocale(LC_CTYPE, "C.UTF-8") != nil { return true }
        return setlocale(LC_CTYPE, "en_US.UTF-8") != nil
    }

    static func isUTF8(_ locale: String) -> Bool {
        let l = locale.lowercased()
        return l.contains("utf-8") || l.contains("utf8")
    }
}
