import Foundation
import Glibc

/// Drives a real program in a real terminal: a detached tmux session on a private socket.
public final class TmuxSession {
    public let socket: String
    public let target = "app"
    private let tmux: String
    private let config: String

    /// Starts `command` (run by /bin/sh) in a new session of `width`×`height` cells. The pane
    /// stays open after the program exits so its last screen and status can be read.
    public init(width: Int, height: Int, command: String, environment: [String: String] = [:]) throws {
        guard let tmux = Shell.which("tmux") else { throw HarnessError.missingTool("tmux") }
        self.tmux = tmux
        socket = "shamelagpt-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        var env = ["TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8"]
        for (k, v) in environment.sorted(by: { $0.key < $1.key }) { env.append("\(k)=\(v)") }
        let shellCommand = "env " + env.map(Self.quote).joined(separator: " ") + " " + command
        // Options must be in force before the program starts, or a program that exits at once
        // takes the server with it; hence a config file rather than set-option afterwards.
        config = NSTemporaryDirectory() + socket + ".conf"
        try "set -g remain-on-exit on\nset -g escape-time 0\nset -g default-terminal xterm-256color\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        try tmuxRun(["-f", config, "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)",
                     "sh", "-c", shellCommand])
    }

    deinit { kill() }

    /// Sends tmux key names (`Tab`, `M-2`, `C-c`, `F1`, `Escape`, `Enter`).
    public func send(_ keys: String...) throws {
        try tmuxRun(["send-keys", "-t", target] + keys)
    }

    /// Types text literally.
    public func type(_ text: String) throws {
        try tmuxRun(["send-keys", "-t", target, "-l", text])
    }

    /// Writes raw bytes to the program as if the terminal had sent them.
    public func sendHex(_ bytes: [UInt8]) throws {
        try tmuxRun(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// The visible screen as text.
    public func capture() throws -> String {
        try tmuxRun(["capture-pane", "-p", "-t", target]).stdout
    }

    /// A tmux format value for the pane, e.g. `#{alternate_on}` or `#{pane_dead_status}`.
    public func format(_ f: String) throws -> String {
        try tmuxRun(["display-message", "-p", "-t", target, f]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func resize(width: Int, height: Int) throws {
        try tmuxRun(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until `predicate` holds or `timeout` seconds pass; returns the last capture.
    @discardableResult
    public func waitFor(timeout: Double = 10, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try capture()
        while !predicate(screen) {
            if Date() > deadline { throw HarnessError.timeout(screen) }
            usleep(20_000)
            screen = try capture()
        }
        return screen
    }

    /// The same, sleeping between polls instead of blocking the thread, so a test waiting on
    /// the screen does not hold one of the cooperative pool's few threads.
    @discardableResult
    public func waitFor(timeout: Double = 10, _ predicate: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try capture()
        while !predicate(screen) {
            if Date() > deadline { throw HarnessError.timeout(screen) }
            try await Task.sleep(nanoseconds: 20_000_000)
            screen = try capture()
        }
        return screen
    }

    /// Waits for the program to exit and returns its exit status.
    public func waitForExit(timeout: Double = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while try format("#{pane_dead}") != "1" {
            if Date() > deadline { throw HarnessError.timeout(try capture()) }
            usleep(20_000)
        }
        return Int32(try format("#{pane_dead_status}")) ?? -1
    }

    public func kill() {
        // kill-server alone has been seen to leave the server running; end it by pid as well.
        let pid = (try? format("#{pid}")).flatMap { Int32($0) }
        _ = try? Shell.run(tmux, ["-L", socket, "kill-server"])
        if let pid, pid > 1 { Glibc.kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(atPath: config)
    }

    @discardableResult
    private func tmuxRun(_ args: [String]) throws -> Shell.Result {
        let r = try Shell.run(tmux, ["-L", socket] + args)
        if r.status != 0 { throw HarnessError.tmuxFailed(args.joined(separator: " "), r.stderr) }
        return r
    }

    /// Quotes a word for /bin/sh.
    public static func quote(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    public enum HarnessError: Error, CustomStringConvertible {
        case missingTool(String)
        case tmuxFailed(String, String)
        case timeout(String)
        public var description: String {
            switch self {
            case .missingTool(let t): "\(t) is not installed (scripts/bootstrap installs it)"
            case .tmuxFailed(let cmd, let err): "tmux \(cmd) failed: \(err)"
            case .timeout(let screen): "timed out; the screen was:\n\(screen)"
            }
        }
    }
}
