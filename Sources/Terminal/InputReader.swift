import Foundation
import Glibc
import Input

/// Reads stdin on its own thread and delivers decoded input events.
///
/// A lone Esc is resolved after `escapeDelay` without a following byte (25 ms, so Esc feels
/// instant while Alt+key and escape sequences split across reads still decode).
public final class InputReader: @unchecked Sendable {
    // Mutable state is touched only by the reader thread after `start`.
    private var decoder = KeyDecoder()
    private let fd: Int32
    private let escapeDelayMs: Int32
    private let stopPipe: [Int32]
    private let finished = DispatchSemaphore(value: 0)

    public init(fd: Int32 = STDIN_FILENO, escapeDelayMs: Int32 = 25) {
        self.fd = fd
        self.escapeDelayMs = escapeDelayMs
        var p: [Int32] = [0, 0]
        _ = pipe(&p)
        self.stopPipe = p
    }

    /// Starts the reader thread. `deliver` is called on that thread. `typedAhead`: bytes read
    /// before the reader existed (keys typed while the terminal was probed), decoded first.
    public func start(typedAhead: [UInt8] = [], _ deliver: @escaping @Sendable (InputEvent) -> Void,
                      onEnd: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            if !typedAhead.isEmpty { self.decoder.feed(typedAhead[...]).forEach(deliver) }
            self.loop(deliver, onEnd: onEnd)
        }
        thread.name = "shamelagpt.input"
        thread.start()
    }

    /// Asks the reader thread to finish.
    public func stop() {
        var b: UInt8 = 1
        _ = write(stopPipe[1], &b, 1)
    }

    /// Stops the thread and waits until it no longer reads stdin, so a child process (the
    /// external editor) gets every key. `start` may be called again afterwards.
    public func stopAndWait() {
        stop()
        _ = finished.wait(timeout: .now() + 2)
    }

    private func loop(_ deliver: @Sendable (InputEvent) -> Void, onEnd: @Sendable () -> Void) {
        defer { finished.signal() }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
        while true {
            let timeout: Int32 = decoder.hasPending ? escapeDelayMs : -1
            let r = poll(&fds, 2, timeout)
            if r < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[1].revents != 0 {
                var b: UInt8 = 0
                _ = read(stopPipe[0], &b, 1)  // drained, so a restarted reader does not stop at once
                return
            }
            if r == 0 {
                decoder.flush().forEach(deliver)
                continue
            }
            if fds[0].revents & Int16(POLLIN) != 0 {
                let n = read(fd, &buffer, buffer.count)
                if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if n <= 0 { break }
                decoder.feed(buffer[0..<n]).forEach(deliver)
            } else if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                break
            }
        }
        onEnd()
    }
}
