import Foundation
import TestSupport

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
        pid = try Shell.spawn(exe, arguments, stdout: outPath, stderr: errPath)
    }

    /// Waits for the exit and returns the raw wait status.
    @discardableResult
    func wait() -> Int32 { Shell.wait(pid) }

    func kill9() -> Int32 {
        kill(pid, SIGKILL)
        return wait()
    }

    var stdout: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    static func exitedCleanly(_ status: Int32) -> Bool { status & 0x7f == 0 && (status >> 8) & 0xff == 0 }
}
