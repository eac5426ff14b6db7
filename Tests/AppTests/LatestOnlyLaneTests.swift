import Foundation
import Testing

@testable import AppCore

/// Search as you type never queues work behind text already typed past: while one search
/// runs, each newer keystroke replaces the one waiting, so only the newest runs next.
@Suite struct LatestOnlyLaneTests {
    final class Log: @unchecked Sendable {
        let lock = NSLock()
        var ran: [Int] = []
        func add(_ i: Int) { lock.withLock { ran.append(i) } }
        var all: [Int] { lock.withLock { ran } }
    }

    @Test func supersededJobsAreNotRun() async throws {
        let lane = LatestOnlyLane()
        let log = Log()
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        lane.submit {
            log.add(1)
            started.signal()
            release.wait()
        }
        started.wait()
        // Typed while the first search runs: "pr", "pra", "pray".
        for i in 2...4 { lane.submit { log.add(i) } }
        lane.submit {
            log.add(5)
            done.signal()
        }
        release.signal()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(log.all == [1, 5])
        // Idle again: the next job runs.
        let next = DispatchSemaphore(value: 0)
        lane.submit {
            log.add(6)
            next.signal()
        }
        #expect(next.wait(timeout: .now() + 10) == .success)
        #expect(log.all == [1, 5, 6])
    }
}
