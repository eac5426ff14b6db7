import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scripted HTTP server on 127.0.0.1 (ephemeral port) that answers each request with exact
/// bytes, pauses, stalls and disconnects, for transport and chat end-to-end tests. No parsing
/// beyond the request head and a `Content-Length` body.
public final class StubServer: @unchecked Sendable {
    public let port: Int
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    private let listener: Int32
    private let handler: @Sendable (StubRequest) -> [StubStep]
    private let lock = NSLock()
    private var recorded: [StubRequest] = []
    private var stopped = false
    private var clients: Set<Int32> = []

    /// Every request received so far, in arrival order.
    public var requests: [StubRequest] { lock.withLock { recorded } }

    public init(handler: @escaping @Sendable (StubRequest) -> [StubStep]) throws {
        self.handler = handler
        let fd = socket(AF_INET, Int32(StubSocket.streamType), 0)
        guard fd >= 0 else { throw StubServerError.socket(errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw StubServerError.socket(errno)
        }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: addr.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "StubServer.accept"
        thread.start()
    }

    /// A server that answers every request with the same script.
    public convenience init(steps: [StubStep]) throws {
        try self.init { _ in steps }
    }

    deinit { stop() }

    /// Closes the listener and every open connection (stalled ones included).
    public func stop() {
        // Only shut sockets down here: the threads that own them close them, so a descriptor
        // number is never closed twice or reused under a thread that still polls it.
        lock.withLock {
            if stopped { return }
            stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            for c in clients { shutdown(c, Int32(SHUT_RDWR)) }
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        defer { close(listener) }
        while !isStopped {
            var pfd = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 100) > 0 else { continue }
            let client = accept(listener, nil, nil)
            if client < 0 { continue }
            let accepted = lock.withLock { () -> Bool in
                if stopped { return false }
                clients.insert(client)
                return true
            }
            if !accepted {
                close(client)
                return
            }
            let thread = Thread { [self] in serve(client) }
            thread.name = "StubServer.client"
            thread.start()
        }
    }

    private func serve(_ fd: Int32) {
        defer {
            lock.withLock {
                clients.remove(fd)
                close(fd)
            }
        }
        var buffer: [UInt8] = []
        // Keep-alive: serve requests on this connection until a script closes it or EOF.
        while let request = StubRequest.read(from: fd, buffer: &buffer) {
            lock.withLock { recorded.append(request) }
            var keepOpen = true
            for step in handler(request) {
                switch step {
                case .send(let bytes):
                    if !StubSocket.writeAll(fd, bytes) { return }
                case .pause(let ms):
                    usleep(useconds_t(ms * 1000))
                case .stall:
                    StubSocket.waitForPeerClose(fd, stopped: { self.isStopped })
                    return
                case .close:
                    keepOpen = false
                case .reset:
                    var l = linger(l_onoff: 1, l_linger: 0)
                    setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, socklen_t(MemoryLayout<linger>.size))
                    return
                }
            }
            if !keepOpen { return }
        }
    }
}

/// Why the stub server could not start.
public enum StubServerError: Error {
    case socket(Int32)
}
