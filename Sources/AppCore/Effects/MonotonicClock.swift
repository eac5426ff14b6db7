import Foundation

/// Seconds from an arbitrary start, never going backwards: the clock of timers, durations and
/// the run loop's frame pacing.
package enum MonotonicClock {
    package static let seconds: @Sendable () -> Double = {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
