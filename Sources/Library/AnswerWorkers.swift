import Foundation

/// Runs the CPU-bound part of answering (retrieval, composing) on a few threads of its own,
/// one per core, instead of Swift's cooperative pool. With answers on the pool, a room full of
/// questions queued every other piece of async work behind them, `/api/health` included; here
/// they queue among themselves and the pool stays free to route requests.
enum AnswerWorkers {
    private static let pool = WorkerPool(name: "library-answers")

    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await pool.run(work)
    }
}

/// Threads of its own (one per core) for blocking or CPU-bound work: what is submitted beyond
/// that queues here rather than on the cooperative pool.
struct WorkerPool: Sendable {
    private let queue: OperationQueue

    init(name: String) {
        let q = OperationQueue()
        q.name = name
        q.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount)
        q.qualityOfService = .userInitiated
        queue = q
    }

    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.addOperation { continuation.resume(returning: work()) }
        }
    }
}
