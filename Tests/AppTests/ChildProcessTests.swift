import App
import AppCore
import Foundation
import Testing

@Suite struct ChildProcessTests {
    static func tempDir() throws -> String {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("child-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Polls until `condition` holds or `seconds` pass.
    static func eventually(_ seconds: Double = 5, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test func runFeedsStdinAndReturnsTheStatus() {
        let input = Data("سلام\nhello".utf8)
        #expect(ChildProcess.run(["/bin/sh", "-c", #"[ "$(cat)" = "$(printf 'سلام\nhello')" ]"#],
                                 input: input, timeout: 5) == 0)
        #expect(ChildProcess.run(["/bin/sh", "-c", "cat >/dev/null; exit 3"], input: input, timeout: 5) == 3)
    }

    @Test func runSurvivesAReaderThatQuitsEarly() {
        // 1 MB into a program that never reads: EPIPE, not a SIGPIPE that kills the tests.
        let big = Data(repeating: 0x61, count: 1_000_000)
        #expect(ChildProcess.run(["/bin/sh", "-c", "exit 4"], input: big, timeout: 5) == 4)
    }

    @Test func runKillsAProgramPastItsTimeout() {
        let start = Date()
        let big = Data(repeating: 0x61, count: 1_000_000)
        #expect(ChildProcess.run(["/bin/sh", "-c", "exec sleep 30"], input: big, timeout: 0.3) == 128 + SIGKILL)
        #expect(ChildProcess.run(["/bin/sh", "-c", "exec sleep 30"], input: Data(), timeout: 0.3) == 128 + SIGKILL)
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func missingProgramIsNil() {
        #expect(ChildProcess.run(["/nonexistent/tool"], input: Data(), timeout: 1) == nil)
        #expect(ChildProcess.run([], input: Data(), timeout: 1) == nil)
        #expect(!ChildProcess.startDetached(["/nonexistent/browser", "https://a.b"]))
        #expect(ChildProcess.runInForeground(["/nonexistent/editor"]) == nil)
    }

    @Test func foregroundReturnsTheExitStatus() {
        #expect(ChildProcess.runInForeground(["/bin/sh", "-c", "exit 7"]) == 7)
        #expect(ChildProcess.runInForeground(["/bin/sh", "-c", "kill -TERM $$"]) == 128 + SIGTERM)
    }

    #if os(Linux)
    @Test func detachedRunsInItsOwnSessionAndIsReaped() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A uniquely named link to sh, so the child can be told apart in /proc.
        let name = "det" + String(UUID().uuidString.prefix(8))
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/\(name)", withDestinationPath: "/bin/sh")
        let marker = "\(dir)/sid"
        let script = #"read -r pid comm state ppid pgrp sid rest < /proc/$$/stat; echo "$$ $sid" > "$1.tmp"; mv "$1.tmp" "$1""#
        #expect(ChildProcess.startDetached(["\(dir)/\(name)", "-c", script, "sh", marker]))
        #expect(Self.eventually { FileManager.default.fileExists(atPath: marker) })
        let ids = try String(contentsOfFile: marker, encoding: .utf8).split(separator: " ")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(ids.count == 2 && ids.first == ids.last) // session leader: sid == pid
        #expect(Self.eventually { !Self.childExists(named: name) }) // no zombie left
    }

    /// True while a child of this process with that command name exists (zombies included).
    static func childExists(named name: String) -> Bool {
        let me = String(getpid())
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { return false }
            let fields = stat[close.upperBound...].split(separator: " ")
            return stat.contains("(\(name))") && fields.count > 1 && fields[1] == me
        }
    }
    #endif

    @Test func findExecutableSearchesThePath() throws {
        let a = try Self.tempDir(), b = try Self.tempDir()
        defer { [a, b].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let fm = FileManager.default
        #expect(fm.createFile(atPath: "\(a)/tool", contents: Data(), attributes: [.posixPermissions: 0o644]))
        #expect(fm.createFile(atPath: "\(b)/tool", contents: Data(), attributes: [.posixPermissions: 0o755]))
        try fm.createDirectory(atPath: "\(a)/dirtool", withIntermediateDirectories: false)
        #expect(fm.createFile(atPath: "\(b)/dirtool", contents: Data(), attributes: [.posixPermissions: 0o755]))
        #expect(ChildProcess.findExecutable("tool", path: "\(a):\(b)") == "\(b)/tool")
        #expect(ChildProcess.findExecutable("dirtool", path: "\(a)::\(b)") == "\(b)/dirtool")
        #expect(ChildProcess.findExecutable("tool", path: a) == nil)
        #expect(ChildProcess.findExecutable("missing", path: "\(a):\(b)") == nil)
        #expect(ChildProcess.findExecutable("\(b)/tool", path: nil) == "\(b)/tool")
        #expect(ChildProcess.findExecutable("", path: b) == nil)
        #expect(ChildProcess.findExecutable("sh", path: nil) != nil)
    }
}
