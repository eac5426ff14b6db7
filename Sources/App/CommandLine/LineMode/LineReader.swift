import Foundation

/// Reads standard input one line at a time on its own thread, and only when asked: while an
/// answer streams or `$EDITOR` runs, nothing takes the user's keystrokes from the terminal.
/// The terminal's own line editing (canonical mode) applies, as plain mode wants (ux.md §9.4).
final class LineReader: @unchecked Sendable {
    private let lock = NSLock()
    private let wanted = DispatchSemaphore(value: 0)
    private var lines: [String] = []
    private var ended = false
    private var requested = false

    init() {
        let thread = Thread { [self] in loop() }
        thread.name = "plain-stdin"
        thread.start()
    }

    /// Asks for the next line (once; repeated calls before it arrives do nothing).
    func request() {
        let ask = lock.withLock { () -> Bool in
            guard !requested, !ended else { return false }
            requested = true
            return true
        }
        if ask { wanted.signal() }
    }

    /// The line read, if one arrived.
    func take() -> String? {
        lock.withLock { lines.isEmpty ? nil : lines.removeFirst() }
    }

    /// Standard input ended (Ctrl+D, or the end of a pipe) and every line was taken.
    var isFinished: Bool { lock.withLock { ended && lines.isEmpty } }

    /// Whether a line was asked for and has not arrived.
    var isWaiting: Bool { lock.withLock { requested } }

    /// Bytes read past the last line feed (a pipe delivers many lines at once).
    private var buffer: [UInt8] = []

    /// The next line without its LF; nil at the end of input. Read with read(2) rather than
    /// `readLine`: Ctrl+C at the prompt interrupts the read (EINTR), which stdio would report
    /// as the end of input.
    private func readOneLine() -> String? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let nl = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<nl], as: UTF8.self)
                buffer.removeSubrange(...nl)
                return line
            }
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n > 0 {
                buffer += chunk[..<n]
            } else if n < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                // End of input: a last line without its LF still counts.
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return String(decoding: buffer, as: UTF8.self)
            }
        }
    }

    private func loop() {
        while true {
            wanted.wait()
            let line = readOneLine()
            let stop = lock.withLock { () -> Bool in
                requested = false
                if let line {
                    // A CR before the LF (a file written on Windows) is not part of the line.
                    lines.append(line.hasSuffix("\r") ? String(line.dropLast()) : line)
                    return false
                }
                ended = true
                return true
            }
            if stop { return }
        }
    }
}
