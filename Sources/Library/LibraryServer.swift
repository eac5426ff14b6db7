import FlyingFox
import Foundation
import OCR

/// The library's HTTP server: `shamelagpt serve` runs one, and the app starts one in-process on
/// an ephemeral loopback port when its backend is the library. Connections are read and
/// limited by our own `HTTPListener` (FlyingFox's server had no limits and a quadratic line
/// reader, docs/DECISIONS.md); FlyingFox's request and response types stay the API's interface.
public final class LibraryServer: Sendable {
    public let host: String
    /// The port actually bound (the ephemeral one when 0 was asked for).
    public let port: UInt16
    let listener: HTTPListener
    let streams: StreamCounter

    /// Answer streams currently open.
    public var activeStreams: Int { streams.value }

    /// Client connections being served now.
    public var openConnections: Int { listener.openConnections }

    public var limits: HTTPLimits { listener.limits }

    public var baseURL: String {
        host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }

    init(host: String, listener: HTTPListener, streams: StreamCounter) {
        self.host = host
        self.port = listener.port
        self.listener = listener
        self.streams = streams
    }

    /// Starts a server answering from `index` (nil: chat endpoints answer 503 "not installed")
    /// on `host`:`port`; port 0 picks a free one. Returns once it is listening.
    public static func start(index: LibraryIndex?, semantic: (any SemanticRanking)? = nil,
                             host: String = "127.0.0.1", port: UInt16 = 0,
                             limits: HTTPLimits = .standard, voiceEngine: VoiceEngine? = nil,
                             ocr: TesseractOCR = TesseractOCR(),
                             compressor: ImageCompressor = ImageCompressor()) async throws -> LibraryServer {
        var api = LibraryAPI(answerer: LibraryAnswerer(index: index, semantic: semantic), ocr: ocr, compressor: compressor)
        api.maxBodyBytes = limits.maxBodyBytes
        api.maxUploadBytes = limits.maxUploadBytes
        api.voiceEngine = voiceEngine
        let handler: ServerConnection.Handler = { [api] request in await api.handle(request) }
        let listener = try HTTPListener(host: host, port: port, limits: limits, handler: handler)
        listener.start()
        return LibraryServer(host: host, listener: listener, streams: api.streams)
    }

    /// Serves until the surrounding task is cancelled or the server is stopped.
    public func wait() async throws {
        while !listener.isStopped {
            try await Task.sleep(nanoseconds: 250_000_000)
        }
    }

    /// Stops at once: the listener closes and open connections are shut down, without
    /// waiting for their clients. Synchronous on purpose — the app calls it on its way out, and
    /// an earlier `stop` that awaited the connections (up to 1 s) held every exit after the
    /// offline library was used.
    public func stop() {
        listener.stop()
    }

    /// Whether `host` is a loopback address (serving elsewhere must be asked for explicitly).
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
