import Foundation

/// A response whose status and headers have arrived; the body follows as an async byte stream.
public struct HTTPResponse: Sendable {
    public let status: Int
    /// Header names lower-cased; a repeated header keeps its last value.
    public let headers: [String: String]
    /// Body blocks as they arrive. Ends normally at EOF, or throws a `TransportError`.
    public let body: AsyncThrowingStream<Data, Error>
    let control: TransferControl

    init(status: Int, headers: [String: String], body: AsyncThrowingStream<Data, Error>, control: TransferControl) {
        self.status = status
        self.headers = headers
        self.body = body
        self.control = control
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    public var contentType: String? {
        header("content-type")?.split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
    }

    /// Aborts the transfer; the body stream then ends with `TransportError.cancelled` within
    /// one engine iteration.
    public func cancel() { control.cancel() }

    /// Reads the whole body, up to `limit` bytes (the rest is dropped and the transfer closed).
    public func readAll(limit: Int = 16 * 1024 * 1024) async throws -> Data {
        var out = Data()
        for try await block in body {
            out.append(block)
            if out.count >= limit {
                cancel()
                break
            }
        }
        return out
    }
}

/// Thread-safe cancellation of one transfer, shared by its response and the engine.
final class TransferControl: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelledFlag = false
    private let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    var isCancelled: Bool { lock.withLock { cancelledFlag } }

    func cancel() {
        let first = lock.withLock { () -> Bool in
            defer { cancelledFlag = true }
            return !cancelledFlag
        }
        if first { wake() }
    }
}
