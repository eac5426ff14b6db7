import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocking socket reads and writes bounded by deadlines (poll), for the library server's
/// connection threads. A read or write never waits past its deadline, and a peer that went away
/// is reported at once (`recv` 0 or an error, `send` EPIPE without SIGPIPE).
struct SocketIO {
    let fd: Int32

    enum Failure: Error { case closed, timedOut }

    /// Waits until `events` are possible on the socket or the deadline passes.
    private func wait(_ events: Int16, until deadline: Date) throws {
        while true {
            let ms = Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)).rounded(.up))
            guard ms > 0 else { throw Failure.timedOut }
            var p = pollfd(fd: fd, events: events, revents: 0)
            let n = poll(&p, 1, ms)
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure.closed
            }
            if n == 0 { throw Failure.timedOut }
            if p.revents & Int16(POLLNVAL) != 0 { throw Failure.closed }
            return
        }
    }

    /// Up to `max` bytes; throws `closed` at the end of the stream.
    func read(max: Int, until deadline: Date) throws -> [UInt8] {
        try wait(Int16(POLLIN), until: deadline)
        var buffer = [UInt8](repeating: 0, count: max)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, max, 0) }
            if n > 0 { return Array(buffer[..<n]) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            throw Failure.closed
        }
    }

    /// All of `data`, or a throw when the peer stops taking bytes until the deadline.
    func write(_ data: Data, until deadline: Date) throws {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                try wait(Int16(POLLOUT), until: deadline)
                let n = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                if n > 0 {
                    offset += n
                } else if n < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) {
                    continue
                } else {
                    throw Failure.closed
                }
            }
        }
    }

    /// Whether the peer has closed or reset the connection (a readable socket with nothing to
    /// read), checked without waiting. Used while an answer is computed for a silent client.
    var peerHasGone: Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 0) > 0 else { return false }
        if p.revents & Int16(POLLERR | POLLHUP) != 0 { return true }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
    }

    /// Reads and drops what the client still sends, at most `limit` bytes or until the
    /// deadline, so an error response is read rather than reset away.
    func drain(upTo limit: Int, until deadline: Date) {
        var dropped = 0
        while dropped < limit, let bytes = try? read(max: 16 * 1024, until: deadline) {
            dropped += bytes.count
        }
    }
}
