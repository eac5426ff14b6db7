import Foundation
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

/// The shared, thread-safe log file.
public final class LogSink: @unchecked Sendable {
    private let handle: FileHandle?
    private let lock = NSLock()

    public init(url: URL) {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
        handle = try? FileHandle(forWritingTo: url)
        _ = try? handle?.seekToEnd()
    }

    func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        handle?.write(Data(line.utf8))
    }
}
