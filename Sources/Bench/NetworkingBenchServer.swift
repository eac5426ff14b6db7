import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A one-connection-at-a-time loopback HTTP server for the networking figures: it reads a
/// request head and body, then lets the benchmark write the response on the raw socket.
/// It records its own thread's CPU time so the client's share can be isolated.
final class NetworkingBenchServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let respond: @Sendable (Int32) -> Void
    private let lock = NSLock()
    private var serverCPU: Double = 0

    var baseURL: String { "http://127.0.0.1:\(port)" }

    init(respond: @escaping @Sendable (Int32) -> Void) throws {
        self.respond = respond
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, len) == 0 && listen(fd, 16) == 0 && getsockname(fd, $0, &len) == 0
            }
        }
        guard fd >= 0, ok else { throw NSError(domain: "bench.socket", code: Int(errno)) }
        listener = fd
        port = Int(UInt16(bigEndian: addr.sin_port))
        Thread { [self] in loop() }.start()
    }

    /// CPU seconds the server thread has spent serving so far.
    var cpuSeconds: Double { lock.withLock { serverCPU } }

    private func loop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 { return }
            var one: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            let start = Self.threadCPU()
            readRequest(client)
            respond(client)
            close(client)
            let used = Self.threadCPU() - start
            lock.withLock { serverCPU += used }
        }
    }

    private func readRequest(_ fd: Int32) {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return }
            buffer.append(contentsOf: chunk[..<n])
            let text = String(decoding: buffer, as: UTF8.self)
            guard let headEnd = text.range(of: "\r\n\r\n") else { continue }
            let head = text[..<headEnd.lowerBound].lowercased()
            let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            if text.utf8.count - text.utf8.distance(from: text.startIndex, to: headEnd.upperBound) >= length { return }
        }
    }

    static func send(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            offset += n
        }
    }

    /// The calling thread's CPU seconds. clock_gettime, not getrusage: rusage advances in
    /// scheduler ticks (4 ms here), too coarse for these figures.
    static func threadCPU() -> Double {
        cpuClock(CLOCK_THREAD_CPUTIME_ID)
    }

    /// The whole process's CPU seconds, at the same resolution.
    static func processCPU() -> Double {
        cpuClock(CLOCK_PROCESS_CPUTIME_ID)
    }

    private static func cpuClock(_ id: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(id, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
