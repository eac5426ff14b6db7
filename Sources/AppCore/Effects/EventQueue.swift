import Foundation
import Presentation
import Synchronization

/// The one queue all app events go through; any thread may post, the run loop takes.
public final class EventQueue: Sendable {
    private let pending = Mutex<[AppEvent]>([])
    private let signal = DispatchSemaphore(value: 0)

    public init() {}

    public func post(_ event: AppEvent) {
        pending.withLock { $0.append(event) }
        signal.signal()
    }

    /// All events posted so far, waiting up to `timeout` seconds for the first one.
    public func take(timeout: Double) -> [AppEvent] {
        _ = signal.wait(timeout: .now() + timeout)
        let events = pending.withLock { q -> [AppEvent] in
            let e = q
            q.removeAll()
            return e
        }
        // Consume the extra signals of a batch so the next wait really waits.
        if events.count > 1 {
            for _ in 1..<events.count { _ = signal.wait(timeout: .now()) }
        }
        return events
    }
}
