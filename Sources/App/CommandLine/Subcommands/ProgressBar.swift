import Foundation

/// A one-line progress bar on standard error, redrawn in place when stderr is a terminal and
/// reduced to a final line otherwise (logs stay readable).
final class ProgressBar: @unchecked Sendable {
    // Used from one thread at a time (the installer's callback); the class is only for identity.
    private let label: String
    private let interactive = isatty(2) != 0
    private var lastPercent = -1
    private var drawn = false

    init(label: String) {
        self.label = label
    }

    func update(done: Int, total: Int) {
        guard total > 0 else { return }
        let percent = min(100, done * 100 / total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        guard interactive else { return }
        let width = 30
        let filled = width * percent / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(percent)% \(done)/\(total)".utf8))
        drawn = true
    }

    func finish() {
        if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
        drawn = false
    }
}
