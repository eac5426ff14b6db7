import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 client over a POSIX socket to 127.0.0.1, so the server is tested through a
/// real connection (URLSession is not reliable for SSE here). Reads time out after 30 s so a
/// broken server fails the test instead of hanging it.
struct RawHTTP {
    struct Response {
        var status: Int
        var head: String
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error { var what: String }

    let port: UInt16

    /// Opens a connection and sends `request`; the caller reads and closes.
    func open(_ request: Data) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(what: "socket") }
        var tv = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else { close(fd); throw Failure(what: "connect") }
        let sent = request.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count else { close(fd); throw Failure(what: "send") }
        return fd
    }

    static func request(_ method: String, _ path: String, body: Data? = nil, extraHeaders: String = "") -> Data {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\(extraHeaders)"
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        var data = Data((head + "\r\n").utf8)
        if let body { data.append(body) }
        return data
    }

    /// Sends one request and reads the whole response, on a thread of its own: blocking socket
    /// calls on Swift's small cooperative pool would starve the server under test.
    func send(_ method: String, _ path: String, json: String? = nil) async throws -> Response {
        try await Self.offPool { try blockingSend(method, path, json: json) }
    }

    static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { cont in
            Thread.detachNewThread { cont.resume(with: Result { try work() }) }
        }
    }

    func blockingSend(_ method: String, _ path: String, json: String? = nil) throws -> Response {
        let fd = try open(Self.request(method, path, body: json.map { Data($0.utf8) }))
        defer { close(fd) }
        var raw = Data()
        var buf = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = recv(fd, &buf, buf.count, 0)
            if n < 0 { throw Failure(what: "recv timeout") }
            if n == 0 { break }
            raw.append(contentsOf: buf[0..<n])
        }
        return try Self.parse(raw)
    }

    static func parse(_ raw: Data) throws -> Response {
        guard let sep = raw.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(what: "no head") }
        let head = String(decoding: raw[..<sep.lowerBound], as: UTF8.self)
        let statusText = head.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        var body = Data(raw[sep.upperBound...])
        if head.lowercased().contains("transfer-encoding: chunked") { body = dechunk(body) }
        return Response(status: Int(statusText) ?? 0, head: head, body: body)
    }

    static func dechunk(_ data: Data) -> Data {
        var out = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16) ?? 0
            if size == 0 { break }
            let start = lineEnd.upperBound
            guard let end = rest.index(start, offsetBy: size, limitedBy: rest.endIndex) else { break }
            out.append(rest[start..<end])
            rest = rest[min(rest.index(end, offsetBy: 2, limitedBy: rest.endIndex) ?? rest.endIndex, rest.endIndex)...]
        }
        return out
    }

    /// The JSON payloads of the `data:` lines of an SSE body (the `[DONE]` sentinel as a string).
    static func events(_ sse: String) -> [Any] {
        sse.components(separatedBy: "\n\n").compactMap { block in
            let data = block.split(separator: "\n").filter { $0.hasPrefix("data: ") }
                .map { String($0.dropFirst(6)) }.joined(separator: "\n")
            if data.isEmpty { return nil }
            if data == "[DONE]" { return "[DONE]" }
            return try? JSONSerialization.jsonObject(with: Data(data.utf8))
        }
    }
}
