import Foundation

/// Runs blocking or CPU-heavy test work on a thread of its own and awaits it. Swift's
/// cooperative pool has as many threads as cores (two on CI); a test that holds one for tens of
/// seconds starves the in-process servers other suites are waiting on.
public func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
