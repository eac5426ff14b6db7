import Foundation

/// The command a person types to run this same program on this same data: what hints print
/// ("install the library with …"), so following one never acts on another copy of the program
/// or on the default data directory when this run was given `--data-dir`.
public struct LaunchCommand: Sendable, Equatable {
    /// `shamelagpt` when that name on PATH is this very binary, else this binary's full path.
    public var program: String
    /// The data directory when it is not the default one (from `--data-dir` or
    /// SHAMELAGPT_DATA_DIR, which a later shell may not have).
    public var dataDir: String?

    public init(program: String = "shamelagpt", dataDir: String? = nil) {
        self.program = program
        self.dataDir = dataDir
    }

    /// `program arguments [--data-dir DIR]`, quoted for a POSIX shell.
    public func withArguments(_ arguments: String) -> String {
        var parts = [Self.quoted(program), arguments]
        if let dataDir { parts += ["--data-dir", Self.quoted(dataDir)] }
        return parts.joined(separator: " ")
    }

    /// The command that installs the offline library.
    public var library: String { withArguments("library build") }

    /// For this process: the global options and environment it was started with.
    package static func current(_ global: GlobalOptions,
                        environment: [String: String] = ProcessInfo.processInfo.environment) -> LaunchCommand {
        resolve(dataDir: global.dataDir, environment: environment, executable: Self.executablePath())
    }

    static func resolve(dataDir: String?, environment: [String: String], executable: String?) -> LaunchCommand {
        var dir: String?
        if let given = dataDir ?? environment["SHAMELAGPT_DATA_DIR"], !given.isEmpty {
            dir = AppPaths.resolve(dataDir: given, environment: environment).data.standardizedFileURL.path
        }
        return LaunchCommand(program: program(executable: executable, path: environment["PATH"] ?? ""), dataDir: dir)
    }

    /// `shamelagpt` if the first `shamelagpt` on `path` is `executable` (after symlinks),
    /// else `executable` itself.
    static func program(executable: String?, path: String) -> String {
        guard let executable else { return "shamelagpt" }
        let me = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/shamelagpt"
            guard access(candidate, X_OK) == 0 else { continue }
            return URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path == me ? "shamelagpt" : executable
        }
        return executable
    }

    static func executablePath() -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first
    }

    /// `word` as one shell word: unchanged when it is made of safe characters, else in single
    /// quotes.
    static func quoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:=@%+,-")
        if !word.isEmpty && word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
