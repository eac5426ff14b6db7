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

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        var meta = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        if let error = event.error { meta += " error=\(error)" }
        sink.write("\(ISO8601DateFormatter().string(from: Date())) \(event.level) \(label): \(event.message)\(meta)\n")
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
