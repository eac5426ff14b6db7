import Foundation

/// The `StorageCrashChild` helper run as a separate process, its stdout and stderr in files.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    let outPath: String
    let errPath: String

    /// The helper built beside the test bundle.
    static var executable: String? {
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("StorageCrashChild").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    init(_ arguments: [String], in dir: URL) throws {
        guard let exe = Self.executable else { throw CocoaError(.fileNoSuchFile) }
        let id = UUID().uuidString
        outPath = dir.appendingPathComponent("child-\(id).out").path
        errPath = dir.appendingPathComponent("child-\(id).err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([exe] + arguments).map { strdup($0) } + [nil]
        // Built from ProcessInfo because `environ` is not visible to Swift on macOS.
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, exe, &actions, nil, argv, envp)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
        self.pid = pid
    }

    /// Waits for the exit and returns the raw wait status.
    @discardableResult
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    func kill9() -> Int32 {
        kill(pid, SIGKILL)
        return wait()
    }

    var stdout: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    static func exitedCleanly(_ status: Int32) -> Bool { status & 0x7f == 0 && (status >> 8) & 0xff == 0 }
}
