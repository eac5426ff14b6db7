import Foundation
import Glibc
import Logging

/// A swift-log handler that appends to a file; the app never logs to the terminal it draws on.
public struct FileLogHandler: LogHandler {
    private let sink: LogSink
    private let label: String
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info

    public init(label: String, sink: LogSink) {
        self.label = label
        self.sink = sink
    }

    /// UTC time as ISO 8601 with milliseconds. Formatted by hand: Foundation's date formatters
    /// load ICU's calendar data, several megabytes of resident memory for a log line.
    static func timestamp() -> String {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        var t = ts.tv_sec
        var parts = tm()
        gmtime_r(&t, &parts)
        func pad(_ v: Int32, _ n: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, n - s.count)) + s
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2))."
            + "\(pad(Int32(ts.tv_nsec / 1_000_000), 3))Z"
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        var meta = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        if let error = event.error { meta += " error=\(error)" }
        sink.write("\(Self.timestamp()) \(event.level) \(label): \(event.message)\(meta)\n")
    }
}

/// The shared, thread-safe log file. Every process appends (the full-screen app and each
/// `ask` alike, so one run never erases another's lines); when the file passes `maxBytes` it
/// becomes `shamelagpt.log.1` (the older ones move up to `.{keep}`, the oldest is dropped), so
/// the logs stay bounded at about `maxBytes × (keep + 1)`.
public final class LogSink: @unchecked Sendable {
    public static let defaultMaxBytes = 1 << 20
    public static let defaultKeep = 3

    private let url: URL
    private let maxBytes: Int
    private let keep: Int
    private let lock = NSLock()
    // Guarded by `lock`.
    private var fd: Int32 = -1
    private var size = 0

    public init(url: URL, maxBytes: Int = LogSink.defaultMaxBytes, keep: Int = LogSink.defaultKeep) {
        self.url = url
        self.maxBytes = maxBytes
        self.keep = keep
        lock.withLock {
            open()
            if size >= maxBytes { rotate() }
        }
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Opens (creating, mode 0600) for appending: O_APPEND keeps lines whole when two
    /// processes write at once.
    private func open() {
        fd = Glibc.open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        var st = stat()
        size = fd >= 0 && fstat(fd, &st) == 0 ? Int(st.st_size) : 0
    }

    /// `log.{keep-1}` → `log.{keep}`, …, `log` → `log.1`, then a fresh `log`. Renames are atomic,
    /// so another process appending meanwhile only finishes its lines in `log.1`.
    private func rotate() {
        let path = url.path
        if fd >= 0 { close(fd) }
        if keep > 0 {
            for n in stride(from: keep - 1, through: 1, by: -1) {
                Glibc.rename("\(path).\(n)", "\(path).\(n + 1)")
            }
            Glibc.rename(path, "\(path).1")
        } else {
            unlink(path)
        }
        open()
    }

    func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        let bytes = Array(line.utf8)
        // Rotating before a line that would pass the bound keeps every file within it and the
        // newest line always in the live file.
        if size > 0 && size + bytes.count > maxBytes { rotate() }
        guard fd >= 0 else { return }
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        if written > 0 { size += written }
    }
}
