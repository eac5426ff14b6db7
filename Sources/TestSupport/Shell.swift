import Foundation

/// Runs a program and captures its output, for harnesses and tests.
public enum Shell {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `executable` to completion with output captured in temporary files.
    ///
    /// Spawned with posix_spawn and reaped with waitpid rather than Foundation's Process: a
    /// daemon the program starts (tmux's server) inherits descriptors that Process watches, and
    /// Process would then wait for the daemon too.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           stdin: String? = nil) throws -> Result {
        let dir = NSTemporaryDirectory()
        let id = UUID().uuidString
        let inPath = dir + "shell-\(id).in", outPath = dir + "shell-\(id).out", errPath = dir + "shell-\(id).err"
        _ = FileManager.default.createFile(atPath: inPath, contents: Data((stdin ?? "").utf8))
        defer {
            for path in [inPath, outPath, errPath] { try? FileManager.default.removeItem(atPath: path) }
        }
        let pid = try spawn(executable, arguments, environment: environment, stdin: inPath, stdout: outPath, stderr: errPath)
        let status = wait(pid)
        let exit: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let out = (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data()
        let err = (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data()
        return Result(status: exit, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    /// Starts `executable` with its standard streams on files and returns at once: the one
    /// spawner of the tests and the benchmarks (a crash test kills what it starts).
    public static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                             stdin: String = "/dev/null", stdout: String, stderr: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Built from ProcessInfo because `environ` is not visible to Swift on macOS.
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = [executable] + arguments
        var pid: pid_t = 0
        let rc = withCStrings(argv) { cArgv in
            withCStrings(env) { cEnv in posix_spawn(&pid, executable, &actions, nil, cArgv, cEnv) }
        }
        guard rc == 0 else { throw ShellError.spawnFailed(executable, rc) }
        return pid
    }

    /// Waits for `pid` to end and returns the raw wait status.
    @discardableResult
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    public enum ShellError: Error, CustomStringConvertible {
        case spawnFailed(String, Int32)
        public var description: String {
            switch self {
            case .spawnFailed(let exe, let rc): "could not start \(exe): \(String(cString: strerror(rc)))"
            }
        }
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }

    /// The full path of a program on PATH, or nil.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
