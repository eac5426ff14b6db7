import Foundation

/// Runs an external tool (Tesseract, ImageMagick) with a deadline. Output goes to files, not
/// pipes, so a chatty tool can never block on a full pipe; past the deadline the process is sent
/// SIGTERM, then SIGKILL. A crash in the tool (a decoder on a hostile image) ends that process,
/// never this one.
struct ToolProcess {
    struct Outcome {
        var status: Int32
        /// Killed by a signal (a crash, or our kill after the deadline).
        var signalled: Bool
        var timedOut: Bool
        var stderr: String
        var stdout: String
    }

    /// The first executable `tool` on `path` (or `tool` itself when it is a path).
    static func which(_ tool: String, path: String = environmentPath) -> String? {
        if tool.contains("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static var environmentPath: String {
        ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    }

    /// Runs `argv` in `directory` with `environment` added to ours; nil when it cannot start.
    static func run(_ argv: [String], in directory: URL, environment: [String: String] = [:],
                    timeout: Double) -> Outcome? {
        let out = directory.appendingPathComponent(".stdout")
        let err = directory.appendingPathComponent(".stderr")
        guard FileManager.default.createFile(atPath: out.path, contents: nil),
              FileManager.default.createFile(atPath: err.path, contents: nil),
              let outHandle = try? FileHandle(forWritingTo: out),
              let errHandle = try? FileHandle(forWritingTo: err) else { return nil }
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: argv[0])
        process.arguments = Array(argv.dropFirst())
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return nil
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 1) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        let read = { (url: URL) in
            String(decoding: (try? Data(contentsOf: url)).map { $0.prefix(64 * 1024) } ?? Data(), as: UTF8.self)
        }
        return Outcome(status: process.terminationStatus,
                       signalled: process.terminationReason == .uncaughtSignal,
                       timedOut: timedOut, stderr: read(err), stdout: read(out))
    }

    /// A private scratch directory (0700) for one run; the caller removes it.
    static func scratchDirectory() -> URL? {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("shamelagpt-ocr-\(UUID().uuidString.lowercased())")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
            return dir
        } catch {
            return nil
        }
    }
}
