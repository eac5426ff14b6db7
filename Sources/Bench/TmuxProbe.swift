import Foundation

/// Starts a command in a private tmux server and watches its screen.
enum TmuxProbe {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Seconds from asking tmux to start `command` until `until` holds for the screen.
    /// tmux is started first with an idle shell, so its own start-up is not counted.
    static func timeToScreen(width: Int, height: Int, command: String, until: (String) -> Bool) throws -> Double {
        let s = try Session(width: width, height: height)
        defer { s.kill() }
        var elapsed = 0.0
        elapsed = try timeSeconds {
            try s.respawn(command)
            try s.wait(until)
        }
        return elapsed
    }

    /// Resident set size (VmRSS) of the program once `until` holds, in MB.
    static func residentMemoryMB(width: Int, height: Int, command: String, until: (String) -> Bool) throws -> Double {
        let s = try Session(width: width, height: height)
        defer { s.kill() }
        try s.respawn(command)  // env execs the program, so the pane pid is its pid
        try s.wait(until)
        usleep(200_000)
        let pid = try s.tmux(["display-message", "-p", "-t", "b", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else {
            throw Failure(description: "no VmRSS for pid \(pid)")
        }
        return kb / 1024
    }

    /// CPU time (ms) the program has used, all its threads, once `until` holds: what its start
    /// costs whatever the neighbours on a shared machine do to the wall clock. Read from each
    /// thread's schedstat (nanoseconds; /proc's utime ticks are 10 ms). It includes the moment
    /// tmux takes to show the frame, so it slightly overstates the start.
    static func cpuToScreenMs(width: Int, height: Int, command: String, until: (String) -> Bool) throws -> Double {
        let s = try Session(width: width, height: height)
        defer { s.kill() }
        try s.respawn(command)
        try s.wait(until)
        let pid = try s.tmux(["display-message", "-p", "-t", "b", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        var ns = 0.0
        for t in tasks {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/task/\(t)/schedstat", encoding: .utf8)) ?? ""
            ns += Double(stat.split(separator: " ").first ?? "") ?? 0
        }
        guard ns > 0 else { throw Failure(description: "no schedstat for pid \(pid)") }
        return ns / 1e6
    }

    final class Session {
        let socket = "shamelagpt-bench-\(getpid())-\(UUID().uuidString.prefix(6))"

        /// The server reads it once, at start; `kill` deletes it (each run made one per figure).
        private var conf: String { NSTemporaryDirectory() + socket + ".conf" }

        init(width: Int, height: Int) throws {
            try "set -g remain-on-exit on\nset -g default-terminal xterm-256color\n".write(toFile: conf, atomically: true, encoding: .utf8)
            _ = try tmux(["-f", conf, "new-session", "-d", "-s", "b", "-x", "\(width)", "-y", "\(height)", "sleep 600"])
        }

        func respawn(_ command: String) throws {
            _ = try tmux(["respawn-pane", "-k", "-t", "b", "env LANG=C.UTF-8 TERM=xterm-256color " + command])
        }

        func wait(_ until: (String) -> Bool, timeout: Double = 20) throws {
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                let screen = try tmux(["capture-pane", "-p", "-t", "b"])
                if until(screen) { return }
                if Date() > deadline { throw Failure(description: "timed out waiting for the screen:\n\(screen)") }
                usleep(1_000)
            }
        }

        func kill() {
            let pid = (try? tmux(["display-message", "-p", "#{pid}"]))?.trimmingCharacters(in: .whitespacesAndNewlines)
            _ = try? tmux(["kill-server"])
            if let pid = pid.flatMap({ Int32($0) }), pid > 1 { Glibc.kill(pid, SIGKILL) }
            try? FileManager.default.removeItem(atPath: conf)
        }

        @discardableResult
        func tmux(_ args: [String]) throws -> String {
            try Spawn.run("/usr/bin/tmux", ["-L", socket] + args)
        }
    }
}
