import Foundation
import Testing
@testable import Library
#if canImport(Glibc)
import Glibc
#endif

/// The library server's limits: oversized request lines and heads get 414/431 at
/// once, bodies over the limit 413, slow clients 408, a client that goes away frees its
/// connection, and one address cannot take every connection. No wall-clock assertions: each
/// test waits for an outcome, bounded by the client's own 30 s read timeout.
@Suite struct ServerLimitTests {
    /// A raw connection from `source` (any 127.x address is loopback on Linux).
    static func connect(_ port: UInt16, from source: String? = nil) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var tv = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        func address(_ ip: String, _ port: UInt16) -> sockaddr_in {
            var a = sockaddr_in()
            a.sin_family = sa_family_t(AF_INET)
            a.sin_port = port.bigEndian
            a.sin_addr.s_addr = inet_addr(ip)
            return a
        }
        if let source {
            var local = address(source, 0)
            let rc = withUnsafePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            guard rc == 0 else { close(fd); throw RawHTTP.Failure(what: "bind \(source)") }
        }
        var remote = address("127.0.0.1", port)
        let rc = withUnsafePointer(to: &remote) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard rc == 0 else { close(fd); throw RawHTTP.Failure(what: "connect") }
        return fd
    }

    /// Sends what it can of `bytes` (the server may stop reading and close) and reads the reply.
    static func exchange(_ port: UInt16, _ bytes: [UInt8], from source: String? = nil) throws -> RawHTTP.Response {
        let fd = try connect(port, from: source)
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            offset += n
        }
        return try readReply(fd)
    }

    /// The app stops its in-process server on every exit: `stop` is synchronous, so it cannot
    /// wait for a client (the earlier, async one awaited open connections for up to 1 s, which
    /// held `ask` and the app after every use of the offline library). A client that keeps an
    /// idle connection open gets it closed by the stop, not by its own timeout.
    @Test func stopClosesIdleConnectionsWithoutWaitingForThem() async throws {
        // A head timeout far beyond the client's 30 s read timeout: only the stop can close it.
        var limits = HTTPLimits.standard
        limits.headTimeout = 600
        let server = try await LibraryServer.start(index: nil, port: 0, limits: limits)
        let fd = try Self.connect(server.port)
        defer { close(fd) }
        // Wait (bounded) until the server has the connection: its thread serves it.
        let deadline = Date().addingTimeInterval(30)
        while server.openConnections == 0 && Date() < deadline { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(server.openConnections == 1)
        server.stop()
        var byte: UInt8 = 0
        let n = recv(fd, &byte, 1, 0)
        #expect(n == 0, "the server closed the idle connection (0: end of stream; -1 would be the 30 s timeout)")
    }

    static func readReply(_ fd: Int32) throws -> RawHTTP.Response {
        var raw = Data()
        var buf = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = recv(fd, &buf, buf.count, 0)
            if n <= 0 { break }
            raw.append(contentsOf: buf[0..<n])
        }
        return try RawHTTP.parse(raw)
    }

    static func withServer(limits: HTTPLimits = .standard, _ body: @escaping @Sendable (LibraryServer) throws -> Void) async throws {
        let server = try await LibraryServer.start(index: FixtureLibrary.index, port: 0, limits: limits)
        defer { server.stop() }
        try await RawHTTP.offPool { try body(server) }
    }

    static func health(_ port: UInt16, from source: String? = nil) throws -> Int {
        try exchange(port, Array("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n".utf8), from: source).status
    }

    @Test func anOversizedRequestLineIs414() async throws {
        try await Self.withServer { (server: LibraryServer) throws in
            let line = "GET /" + String(repeating: "a", count: 20_000) + " HTTP/1.1\r\nHost: x\r\n\r\n"
            #expect(try Self.exchange(server.port, Array(line.utf8)).status == 414)
            #expect(try Self.health(server.port) == 200)
        }
    }

    @Test(arguments: [20, 100, 1024])
    func oneLongHeaderIs431(kilobytes: Int) async throws {
        try await Self.withServer { (server: LibraryServer) throws in
            let head = "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: kilobytes * 1024) + "\r\n\r\n"
            #expect(try Self.exchange(server.port, Array(head.utf8)).status == 431)
            #expect(try Self.health(server.port) == 200)
        }
    }

    @Test func tooManyHeadersIs431() async throws {
        try await Self.withServer { (server: LibraryServer) throws in
            let many = (0..<150).map { "X-\($0): 1\r\n" }.joined()
            #expect(try Self.exchange(server.port, Array("GET /api/health HTTP/1.1\r\n\(many)\r\n".utf8)).status == 431)
        }
    }

    @Test func aBodyOverTheLimitIs413WithoutReadingIt() async throws {
        try await Self.withServer { (server: LibraryServer) throws in
            // Announces 50 MB and sends none of it: refused on the head alone.
            let head = "POST /api/guest/chat/stream HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n"
            #expect(try Self.exchange(server.port, Array(head.utf8)).status == 413)
            let chunked = "POST /api/guest/chat/stream HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"
            #expect(try Self.exchange(server.port, Array(chunked.utf8)).status == 411)
        }
    }

    @Test func malformedHeadsAre400() async throws {
        try await Self.withServer { (server: LibraryServer) throws in
            for head in ["NONSENSE\r\n\r\n", "GET /api/health HTTP/1.1\r\nNo colon here\r\n\r\n",
                         "GET /api/health HTTP/1.1\r\nContent-Length: -4\r\n\r\n", "\u{16}\u{03}\u{01}\u{02}\u{00}\r\n\r\n"] {
                #expect(try Self.exchange(server.port, Array(head.utf8)).status == 400, "\(head)")
            }
        }
    }

    @Test func aSlowClientTimesOut() async throws {
        var limits = HTTPLimits()
        limits.headTimeout = 0.3
        limits.bodyTimeout = 0.3
        try await Self.withServer(limits: limits) { (server: LibraryServer) throws in
            // Slowloris: the head never ends.
            #expect(try Self.exchange(server.port, Array("GET /api/health HTTP/1.1\r\nX-A: 1\r\n".utf8)).status == 408)
            // A body that never comes.
            let head = "POST /api/guest/chat/stream HTTP/1.1\r\nContent-Length: 100\r\n\r\n{\"q"
            #expect(try Self.exchange(server.port, Array(head.utf8)).status == 408)
        }
    }

    @Test func aClientThatGoesAwayFreesItsConnection() async throws {
        try await Self.withServer { (server: LibraryServer) throws in
            for _ in 0..<10 {
                let fd = try Self.connect(server.port)
                _ = "GET /api/health HTTP/1.1\r\nX-Half: ".withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
                close(fd)
            }
            // Bounded polling for the server to notice (no wall-clock assertion).
            var open = server.openConnections
            for _ in 0..<250 where open != 0 {
                usleep(20_000)
                open = server.openConnections
            }
            #expect(open == 0)
        }
    }

    @Test func oneClientCannotTakeEverySlot() async throws {
        var limits = HTTPLimits()
        limits.maxConnectionsPerClient = 2
        try await Self.withServer(limits: limits) { (server: LibraryServer) throws in
            // Two half-open requests from 127.0.0.3 take its share...
            let held = try (0..<2).map { _ in try Self.connect(server.port, from: "127.0.0.3") }
            defer { held.forEach { close($0) } }
            for fd in held { _ = "GET /api/health HTTP/1.1\r\n".withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) } }
            var open = server.openConnections
            for _ in 0..<250 where open < 2 {
                usleep(20_000)
                open = server.openConnections
            }
            // ...its third is turned away at once, and another address is still served.
            #expect(try Self.health(server.port, from: "127.0.0.3") == 503)
            #expect(try Self.health(server.port, from: "127.0.0.4") == 200)
        }
    }

    @Test func theHeadParserTakesBytesAsTheyCome() {
        let text = "\r\nPOST /api/chat/stream?x=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nX-Empty:\r\n\r\nbody"
        var whole = HTTPHeadParser(limits: .standard)
        guard case .head(let head, let length) = whole.feed(Array(text.utf8)) else {
            Issue.record("no head")
            return
        }
        #expect(head.method == "POST")
        #expect(head.target == "/api/chat/stream?x=1")
        #expect(head.header("content-length") == "4")
        #expect(head.header("X-Empty") == "")
        #expect(String(decoding: Array(text.utf8)[length...], as: UTF8.self) == "body")
        var bytewise = HTTPHeadParser(limits: .standard)
        var outcome = HTTPHeadParser.Outcome.needMore
        for b in text.utf8 where outcome == .needMore { outcome = bytewise.feed([b]) }
        #expect(outcome == .head(head, length: length))
    }
}
