/// The command line as the log's "start" line records it: the subcommand, the options and the
/// values of options that say how the program was run, so a log read later tells which run
/// wrote what. Free text — a question, search words, IDs, an e-mail address, a setting's
/// value — is written as `…`: the log may be attached to a bug report, and what a person asked
/// belongs in History, not there.
package enum LoggedCommandLine {
    /// Words that name a command or subcommand.
    static let commandWords: Set<String> = [
        "ask", "history", "list", "show", "search", "delete", "export", "config", "get", "set", "unset",
        "login", "logout", "library", "build", "status", "serve",
    ]

    /// Options whose value is about how the program runs, not what a person wrote.
    static let keptValueOptions: Set<String> = [
        "--server", "--lang", "--data-dir", "--format", "--limit", "--host", "--port", "--max-connections",
        "--max-connections-per-client", "--request-timeout", "--output", "-o",
    ]

    /// `arguments` without the program's own path.
    static func describe(_ arguments: [String]) -> String {
        var out = ["shamelagpt"]
        var keepNext = false
        var afterDashes = false
        for a in arguments {
            if keepNext {
                out.append(a)
                keepNext = false
            } else if !afterDashes && a == "--" {
                afterDashes = true
                out.append(a)
            } else if !afterDashes && a.hasPrefix("-") {
                // `--opt=value`: the value follows the same rule as a separate one.
                if let eq = a.firstIndex(of: "="), !keptValueOptions.contains(String(a[..<eq])) {
                    out.append(String(a[..<eq]) + "=…")
                } else {
                    out.append(a)
                    keepNext = keptValueOptions.contains(a)
                }
            } else if !afterDashes && commandWords.contains(a) {
                out.append(a)
            } else {
                out.append("…")
            }
        }
        return out.joined(separator: " ")
    }
}
