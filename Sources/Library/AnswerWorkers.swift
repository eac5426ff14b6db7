import Foundation

/// Runs the CPU-bound part of answering (retrieval, composing) on a few threads of its own,
/// one per core, instead of Swift's cooperative pool. With answers on the pool, a room full of
/// questions queued every other piece of async work behind them, `/api/health` included; here
/// they queue among themselves and the pool stays free to route requests.
enum AnswerWorkers {
    private static let queue: OperationQueue = {
        let q = OperationQueue()
        q.name = "library-answers"
        q.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount)
        q.qualityOfService = .userInitiated
        return q
    }()

    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.addOperation { continuation.resume(returning: work()) }
        }
    }
}
