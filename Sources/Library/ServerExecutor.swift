import Dispatch

/// Where the server's async work runs: threads of its own rather than Swift's cooperative pool,
/// which has one thread per core. Anything that blocks the pool's few threads for a while (a long
/// computation in the app, synchronous work in a test process) would otherwise leave every
/// request waiting — health checks included — until the clients gave up.
final class ServerExecutor: TaskExecutor {
    static let shared = ServerExecutor()

    private let queue = DispatchQueue(label: "shamelagpt.library-server", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
