import Dispatch
import Glibc

/// Turns process signals into callbacks on a dispatch queue (never in a signal handler).
public final class SignalWatcher: @unchecked Sendable {
    public enum Signal: Sendable, Equatable {
        case resize
        case terminate(Int32)
        case suspend
    }

    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "shamelagpt.signals")

    public init() {}

    /// Starts watching SIGWINCH, SIGTERM, SIGHUP, SIGINT and SIGTSTP.
    public func start(_ handler: @escaping @Sendable (Signal) -> Void) {
        let map: [(Int32, Signal)] = [
            (SIGWINCH, .resize), (SIGTERM, .terminate(SIGTERM)), (SIGHUP, .terminate(SIGHUP)),
            (SIGINT, .terminate(SIGINT)), (SIGTSTP, .suspend),
        ]
        for (sig, value) in map {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { handler(value) }
            source.resume()
            sources.append(source)
        }
        // Writing to a closed terminal must end in an orderly exit, not a silent kill.
        signal(SIGPIPE, SIG_IGN)
    }

    public func stop() {
        sources.forEach { $0.cancel() }
        sources = []
    }
}
