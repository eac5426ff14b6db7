import Foundation

/// Counts the answer streams in flight, so a test (and a curious operator) can see that a
/// client who disconnects does not leave its stream behind.
final class StreamCounter: @unchecked Sendable {
    // Guarded by `lock`.
    private var count = 0
    private let lock = NSLock()

    var value: Int { lock.withLock { count } }

    func opened() { lock.withLock { count += 1 } }
    func closed() { lock.withLock { count -= 1 } }
}
