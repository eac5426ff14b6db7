import Foundation

/// Opens a source link in the browser (ux.md §3.10 "Open a link"). False means the caller shows
/// the Link dialog instead: not an http(s) URL, over SSH with no `$BROWSER`, no opener, or the
/// opener could not be started.
public struct LinkOpener: Sendable {
    /// Starts argv (argv[0] a path) detached; true when it started.
    public typealias Launcher = @Sendable (_ argv: [String]) -> Bool

    private let environment: [String: String]
    private let findExecutable: @Sendable (String) -> String?
    private let launch: Launcher

    /// `findExecutable` defaults to a search of the environment's PATH.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                findExecutable: (@Sendable (String) -> String?)? = nil,
                launch: @escaping Launcher = { ChildProcess.startDetached($0) }) {
        self.environment = environment
        let path = environment["PATH"]
        self.findExecutable = findExecutable ?? { ChildProcess.findExecutable($0, path: path) }
        self.launch = launch
    }

    public func open(_ url: String) -> Bool {
        guard Self.isOpenable(url), let argv = command(for: url) else { return false }
        return launch(argv)
    }

    /// The argv that would open `url`, or nil when there is no usable opener.
    public func command(for url: String) -> [String]? {
        // $BROWSER is a ':'-separated list of commands; `%s` marks where the URL goes. It is split
        // on spaces, never given to a shell, so a URL cannot inject anything.
        let browser = environment["BROWSER"] ?? ""
        for entry in browser.split(separator: ":") {
            var words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first, let program = findExecutable(first) else { continue }
            words[0] = program
            if words.dropFirst().contains(where: { $0.contains("%s") }) {
                return [program] + words.dropFirst().map { $0.replacingOccurrences(of: "%s", with: url) }
            }
            return words + [url]
        }
        // Over SSH a local opener would start a browser on the remote machine, out of sight.
        let overSSH = !(environment["SSH_CONNECTION"] ?? "").isEmpty || !(environment["SSH_TTY"] ?? "").isEmpty
        guard !overSSH else { return nil }
        #if os(macOS)
        let opener = "open"
        #else
        let opener = "xdg-open"
        #endif
        return findExecutable(opener).map { [$0, url] }
    }

    /// Only http(s) URLs with a host and no spaces or control characters are handed to an opener
    /// (a `file:` or custom scheme from an answer could run something).
    public static func isOpenable(_ url: String) -> Bool {
        let lower = url.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") { rest = url.dropFirst(8) }
        else if lower.hasPrefix("http://") { rest = url.dropFirst(7) }
        else { return false }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let clean = url.unicodeScalars.allSatisfy { $0.value > 0x20 && !(0x7F...0x9F).contains($0.value) }
        return !host.isEmpty && clean
    }
}
