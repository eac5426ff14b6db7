import Foundation

/// Finds the programs SwiftPM built next to the running test bundle.
public enum BuiltProducts {
    /// The `shamelagpt` binary: `SHAMELAGPT_BIN`, else beside the test runner.
    public static var shamelagpt: String? {
        if let env = ProcessInfo.processInfo.environment["SHAMELAGPT_BIN"], !env.isEmpty { return env }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("shamelagpt").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }
}
