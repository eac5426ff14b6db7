import FlyingFox
import FlyingSocks
import Foundation

/// The library's loopback HTTP server: `shamelagpt serve` runs one, and the app starts one
/// in-process on an ephemeral port when its backend is the library.
public final class LibraryServer: Sendable {
    public let host: String
    /// The port actually bound (the ephemeral one when 0 was asked for).
    public let port: UInt16
    let server: HTTPServer
    let task: Task<Void, any Error>
    let streams: StreamCounter

    /// Answer streams currently open.
    public var activeStreams: Int { streams.value }

    public var baseURL: String {
        host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }

    init(host: String, port: UInt16, server: HTTPServer, task: Task<Void, any Error>, streams: StreamCounter) {
        self.streams = streams
        self.host = host
        self.port = port
        self.server = server
        self.task = task
    }

    /// Starts a server answering from `index` (nil: chat endpoints answer 503 "not installed")
    /// on `host`:`port`; port 0 picks a free one. Returns once it is listening.
    public static func start(index: LibraryIndex?, host: String = "127.0.0.1", port: UInt16 = 0) async throws -> LibraryServer {
        let api = LibraryAPI(answerer: LibraryAnswerer(index: index))
        let address: any SocketAddress = host.contains(":")
            ? try sockaddr_in6.inet6(ip6: host, port: port)
            : try sockaddr_in.inet(ip4: host, port: port)
        let config = HTTPServer.Configuration(address: address, timeout: 30, logger: .disabled)
        let server = HTTPServer(config: config, handler: ClosureHTTPHandler { request in await api.handle(request) })
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            task.cancel()
            _ = try? await task.value
            throw error
        }
        var bound = port
        switch await server.listeningAddress {
        case .ip4(_, let p)?, .ip6(_, let p)?: bound = p
        default: break
        }
        return LibraryServer(host: host, port: bound, server: server, task: task, streams: api.streams)
    }

    /// Serves until the surrounding task is cancelled or the server fails.
    public func wait() async throws {
        try await task.value
    }

    public func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }

    /// Whether `host` is a loopback address (serving elsewhere must be asked for explicitly).
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
