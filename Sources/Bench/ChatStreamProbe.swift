import Foundation
import TestSupport

/// Streams a 1 MB answer in 10,000 chunks from a loopback server into the real app in tmux, and
/// reports the app's CPU time for the answer and the bytes it wrote to the terminal.
enum ChatStreamProbe {
    struct Result {
        var cpuSeconds: Double
        var terminalBytes: Int
        var answerBytes: Int
    }

    static func run(_ ctx: BenchContext) throws -> Result {
        let count = ctx.size(10_000, quick: 300)
        var events: [[UInt8]] = []
        var answerBytes = 0
        for i in 0..<count {
            // ~100 bytes of text a chunk, a paragraph break every 20 chunks, mixed scripts.
            let text = i % 20 == 19 ? "Prayer \(i) is the pillar; الصلاة عماد الدين.\\n\\n" : "Prayer \(i) is the pillar; الصلاة عماد الدين. "
            answerBytes += text.replacingOccurrences(of: "\\n", with: "\n").utf8.count
            events.append(Array("data: {\"type\":\"chunk\",\"content\":\"\(text)\"}\n\n".utf8))
        }
        events.append(Array("data: {\"type\":\"chunk\",\"content\":\" ANSWER-END\"}\n\ndata: {\"type\":\"done\"}\n\n".utf8))
        let payload = events
        let server = try NetworkingBenchServer { fd in
            NetworkingBenchServer.send(fd, Array("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n".utf8))
            for e in payload { NetworkingBenchServer.send(fd, e) }
        }
        let dir = ctx.workDirectory.appendingPathComponent("chat-stream-\(UUID().uuidString)").path
        try AppDataDirectory.markWelcomeSeen(dir)
        let s = try TmuxProbe.Session(width: 120, height: 40)
        defer {
            s.kill()
            try? FileManager.default.removeItem(atPath: dir)
        }
        try s.respawn("\(ctx.binary) --data-dir \(dir) --server \(server.baseURL)")
        try s.wait { $0.contains("Enter Send") && $0.contains("Custom (127.0.0.1:") }
        let pid = try s.tmux(["display-message", "-p", "-t", "b", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let bytesFile = dir + ".pane-bytes"
        _ = try s.tmux(["pipe-pane", "-t", "b", "-o", "cat > \(bytesFile)"])
        let before = try cpu(pid: pid)
        _ = try s.tmux(["send-keys", "-t", "b", "-l", "How important is prayer?"])
        _ = try s.tmux(["send-keys", "-t", "b", "Enter"])
        try s.wait({ $0.contains("ANSWER-END") && !$0.contains("Esc Stop") }, timeout: 120)
        let after = try cpu(pid: pid)
        _ = try s.tmux(["pipe-pane", "-t", "b"])
        usleep(100_000)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: bytesFile)[.size] as? Int) ?? 0
        try? FileManager.default.removeItem(atPath: bytesFile)
        return Result(cpuSeconds: after - before, terminalBytes: bytes, answerBytes: answerBytes)
    }

    /// User + system CPU seconds of a process, from /proc.
    static func cpu(pid: String) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name, which is in parentheses and may hold spaces.
        guard let close = stat.lastIndex(of: ")") else { throw BenchFailure("bad stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let u = Double(fields[11]), let k = Double(fields[12]) else { throw BenchFailure("bad stat") }
        return (u + k) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
