/// What one client may ask of the library's HTTP server (`serve` and the app's in-process
/// server). Every limit is checked on bytes as they arrive, before anything is parsed, so an
/// oversized or slow request costs the server a bounded amount of memory, CPU and time.
public struct HTTPLimits: Sendable, Equatable {
    /// The request line (method, target, version): longer is 414 URI Too Long.
    public var maxRequestLine = 8 * 1024
    /// The whole head (request line and headers): longer is 431.
    public var maxHeadBytes = 16 * 1024
    /// Header fields: more is 431.
    public var maxHeaderCount = 100
    /// A request body; larger is 413 (a question is a few hundred bytes).
    public var maxBodyBytes = 64 * 1024
    /// A body sent to `/api/transcribe` (20 MB of audio and the multipart form around it) or to
    /// the OCR paths (`/api/chat/ocr`, `/api/guest/chat/ocr`: a 10 MB image as base64 in JSON,
    /// or as a multipart part). Only those paths get more than `maxBodyBytes`.
    public var maxUploadBytes = 20 * 1024 * 1024 + 64 * 1024
    /// A refused body up to this size is still read and dropped before the connection closes, so
    /// a client still sending gets the error instead of a reset (RFC 9112 §9.6).
    public var drainBytes = 1024 * 1024
    /// Seconds a client has to send the whole head (slowloris): then 408.
    public var headTimeout: Double = 10
    /// Seconds a client has to send the body once the head is in: then 408.
    public var bodyTimeout: Double = 30
    /// Seconds a response may wait for the client to take more bytes before the connection
    /// is dropped (a client that stops reading).
    public var writeTimeout: Double = 30
    /// Connections open at once; more are answered 503 at once and closed.
    public var maxConnections = 512
    /// Connections open at once from one address: one client cannot take every slot.
    public var maxConnectionsPerClient = 32

    public init() {}

    public static let standard = HTTPLimits()
}
