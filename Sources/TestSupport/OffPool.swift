import Foundation

/// Runs blocking work (waiting for a child process, a blocking socket) on a thread of its own.
/// Tests run on Swift's cooperative pool, which has one thread per core: a test that blocks
/// one of them starves every other test's tasks — on a two-core machine, a loopback server
/// under test stopped answering for 20 s while two suites waited for child processes.
public func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

extension Shell {
    /// `run` on a thread of its own, for async tests (see `offPool`).
    public static func runOffPool(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                                  stdin: String? = nil) async throws -> Result {
        try await offPool { try run(executable, arguments, environment: environment, stdin: stdin) }
    }
}
