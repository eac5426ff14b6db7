import Foundation

/// Runs a program and returns its stdout (posix_spawn + waitpid, output through a temp file,
/// so a daemon it starts cannot keep us waiting).
enum Spawn {
    static func run(_ exe: String, _ args: [String]) throws -> String {
        let out = NSTemporaryDirectory() + "bench-\(UUID().uuidString).out"
        defer { try? FileManager.default.removeItem(atPath: out) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = ([exe] + args).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, exe, &actions, nil, &argv, environ)
        guard rc == 0 else { throw TmuxProbe.Failure(description: "cannot start \(exe)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else { throw TmuxProbe.Failure(description: "\(exe) \(args.joined(separator: " ")) failed (\(status))") }
        return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    }
}
