import Foundation

/// Runs jobs one at a time on a worker, keeping only the newest job that is waiting: while one
/// runs, a newer submission replaces the one waiting, so work for text the user has already
/// typed past is skipped (its answer would be dropped by the generation check anyway).
package final class LatestOnlyLane: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: (@Sendable () -> Void)?
    private var running = false

    func submit(_ job: @escaping @Sendable () -> Void) {
        let start = lock.withLock { () -> Bool in
            waiting = job
            defer { running = true }
            return !running
        }
        guard start else { return }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            while let next = lock.withLock({ () -> (@Sendable () -> Void)? in
                let next = waiting
                waiting = nil
                if next == nil { running = false }
                return next
            }) {
                next()
            }
        }
    }
}
