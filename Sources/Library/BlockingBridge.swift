import FlyingFox
import Foundation

/// Runs async work from one of the server's connection threads and waits for it there, giving
/// up when the client goes away. The connection threads block (reads, writes, waits); the
/// async work (the API, an answer's stream) runs on the server's own executor
/// (`ServerExecutor`), which never waits on a socket and never waits for the cooperative pool.
enum BlockingBridge {
    private final class Box<T>: @unchecked Sendable {
        // Written once by the task before it signals, read after the wait.
        var value: T?
    }

    /// The work's result, or nil once `abandon` says so (checked every 100 ms while waiting):
    /// the task is then cancelled and its result dropped whenever it ends.
    static func run<T: Sendable>(_ work: @escaping @Sendable () async -> T, abandon: () -> Bool) -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let task = Task(executorPreference: ServerExecutor.shared) {
            box.value = await work()
            done.signal()
        }
        while done.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            if abandon() {
                task.cancel()
                return nil
            }
        }
        return box.value
    }
}

/// A response body driven one buffer at a time from a connection thread.
final class BlockingIterator: @unchecked Sendable {
    typealias Base = HTTPBodySequence.Iterator
    // Used by one task at a time: `next` waits for each step before starting the next.
    private var base: Base
    private var failed = false

    init(_ base: Base) { self.base = base }

    /// The next element; nil at the end, after an error, or when `abandon` says so (the step
    /// is cancelled, which ends an `AsyncStream` and so its producer).
    func next(abandon: () -> Bool) -> Base.Element? {
        guard !failed else { return nil }
        let element: Base.Element?? = BlockingBridge.run({ [self] in
            do {
                return try await self.base.next()
            } catch {
                self.failed = true
                return nil
            }
        }, abandon: abandon)
        guard let element else {
            failed = true
            return nil
        }
        return element
    }
}
