import Foundation
import TestSupport

/// Runs a program and returns its stdout, through the tests' spawner (posix_spawn + waitpid,
/// output through a temp file, so a daemon it starts cannot keep us waiting).
enum Spawn {
    static func run(_ exe: String, _ args: [String]) throws -> String {
        let result: Shell.Result
        do {
            result = try Shell.run(exe, args)
        } catch {
            throw TmuxProbe.Failure(description: "cannot start \(exe)")
        }
        guard result.status == 0 else {
            throw TmuxProbe.Failure(description: "\(exe) \(args.joined(separator: " ")) failed (\(result.status))")
        }
        return result.stdout
    }
}
