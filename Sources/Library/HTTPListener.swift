import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The library server's listening socket and its connections: an accept thread, and one thread
/// per connection (`ServerConnection`). Connections beyond `maxConnections`, or beyond
/// `maxConnectionsPerClient` from one address, are answered 503 at once and closed, so no
/// single client can take every slot. Stopping closes the listener and shuts every open
/// connection down, which ends their threads.
final class HTTPListener: @unchecked Sendable {
    struct BindError: Error, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    let port: UInt16
    let limits: HTTPLimits
    private let fd: Int32
    private let handler: ServerConnection.Handler
    // Guarded by `lock`.
    private let lock = NSLock()
    private var open: [Int32: String] = [:]
    private var perClient: [String: Int] = [:]
    private var stopped = false

    /// Binds and listens on `host`:`port` (0 picks a free port); `start` begins accepting.
    init(host: String, port: UInt16, limits: HTTPLimits, handler: @escaping ServerConnection.Handler) throws {
        self.limits = limits
        self.handler = handler
        let v6 = host.contains(":")
        let fd = socket(v6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw BindError(call: "socket", code: errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var rc: Int32
        if v6 {
            var addr = sockaddr_in6()
            addr.sin6_family = sa_family_t(AF_INET6)
            addr.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, host, &addr.sin6_addr) == 1 else { close(fd); throw BindError(call: "address \(host)", code: EINVAL) }
            rc = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        } else {
            var addr = sockaddr_in()
            addr.sin_family = sa_family_t(AF_INET)
            addr.sin_port = port.bigEndian
            let name = host == "localhost" ? "127.0.0.1" : host
            guard inet_pton(AF_INET, name, &addr.sin_addr) == 1 else { close(fd); throw BindError(call: "address \(host)", code: EINVAL) }
            rc = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        }
        guard rc == 0 else { let e = errno; close(fd); throw BindError(call: "bind", code: e) }
        guard listen(fd, 512) == 0 else { let e = errno; close(fd); throw BindError(call: "listen", code: e) }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        self.port = Self.port(of: storage)
        self.fd = fd
    }

    var isStopped: Bool { lock.withLock { stopped } }

    /// Connections being served now.
    var openConnections: Int { lock.withLock { open.count } }

    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "library-accept"
        thread.stackSize = 256 << 10
        thread.start()
    }

    func stop() {
        // Under the lock: a connection's descriptor is closed under it too, so a number reused
        // by the process in the meantime is never shut down by mistake. The accept loop
        // notices within its poll interval and closes the listener.
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            for c in open.keys { shutdown(c, Int32(SHUT_RDWR)) }
        }
    }

    private func acceptLoop() {
        defer { close(fd) }
        while !isStopped {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 200) > 0 else { continue }
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let c = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(fd, $0, &length) }
            }
            guard c >= 0 else {
                // Out of descriptors: back off instead of spinning on a listener that stays readable.
                if errno == EMFILE || errno == ENFILE { usleep(50_000) }
                continue
            }
            _ = fcntl(c, F_SETFD, FD_CLOEXEC)
            let peer = Self.address(of: storage)
            guard admit(c, peer: peer) else {
                // Over a limit: a short 503 that never blocks this thread, then close.
                let reply = "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                _ = reply.withCString { send(c, $0, strlen($0), Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                close(c)
                continue
            }
            let thread = Thread { [self] in
                ServerConnection(io: SocketIO(fd: c), limits: limits, handler: handler).serve()
                release(c, peer: peer)
            }
            thread.stackSize = 512 << 10
            thread.start()
        }
    }

    private func admit(_ c: Int32, peer: String) -> Bool {
        lock.withLock {
            guard !stopped, open.count < limits.maxConnections,
                  perClient[peer, default: 0] < limits.maxConnectionsPerClient else { return false }
            open[c] = peer
            perClient[peer, default: 0] += 1
            return true
        }
    }

    /// Forgets and closes a finished connection.
    private func release(_ c: Int32, peer: String) {
        lock.withLock {
            close(c)
            open[c] = nil
            perClient[peer, default: 1] -= 1
            if perClient[peer] == 0 { perClient[peer] = nil }
        }
    }

    static func port(of storage: sockaddr_storage) -> UInt16 {
        var s = storage
        return withUnsafePointer(to: &s) { p in
            if Int32(storage.ss_family) == AF_INET6 {
                return p.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
            return p.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
    }

    /// The peer's IP address as text: the key of the per-client limit.
    static func address(of storage: sockaddr_storage) -> String {
        var s = storage
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        withUnsafePointer(to: &s) { p in
            if Int32(storage.ss_family) == AF_INET6 {
                p.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { a in
                    var addr = a.pointee.sin6_addr
                    _ = inet_ntop(AF_INET6, &addr, &buffer, socklen_t(buffer.count))
                }
            } else {
                p.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { a in
                    var addr = a.pointee.sin_addr
                    _ = inet_ntop(AF_INET, &addr, &buffer, socklen_t(buffer.count))
                }
            }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
