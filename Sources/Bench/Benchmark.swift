import Foundation

/// One measured figure: `run` does the work once and returns the value to report (seconds,
/// bytes, MB/s…). `setUp` prepares fixtures once per benchmark, outside the timed runs.
struct Benchmark: Sendable {
    /// Group and name, e.g. "storage/history-first-page".
    var name: String
    /// "ms", "s", "MB", "MB/s", "bytes"…
    var unit: String
    /// The product's target, shown beside the figure ("≤ 5 ms").
    var target: String
    var run: @Sendable (BenchContext) throws -> Double
}

/// What a benchmark gets: where to put fixtures, how big to make them, and the built binary.
struct BenchContext: Sendable {
    /// A scratch directory kept for the whole run (fixtures are generated once and reused).
    var workDirectory: URL
    /// Tiny fixtures and one run each: proves the benchmarks still work (scripts/test).
    var quick: Bool
    /// The release `shamelagpt` binary, for benchmarks that launch the app.
    var binary: String

    /// Scales a fixture size down in quick mode.
    func size(_ full: Int, quick small: Int) -> Int { quick ? small : full }
}

/// Wall-clock seconds spent in `body`.
func timeSeconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    try body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

/// CPU seconds (user + system) this process spent in `body`.
func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var u = rusage()
        getrusage(RUSAGE_SELF.rawValue, &u)
        return Double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + Double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6
    }
    let start = now()
    try body()
    return now() - start
}
