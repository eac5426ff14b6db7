import Foundation

/// Runs async work to completion from a line front end's own thread (never the cooperative
/// pool, which it would block).
enum LineBlocking {
    static func run<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task.detached {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class ResultBox<T>: @unchecked Sendable { var value: T? }
}
