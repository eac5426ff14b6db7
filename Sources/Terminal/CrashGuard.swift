import Glibc

// State a signal handler may read: prepared before any handler is installed, never freed.
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var haveSavedTermios = false
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var restoreCount = 0
// The handlers that were installed before ours (Swift's backtracer among them), by signal number.
nonisolated(unsafe) private var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)

/// Leaves the terminal usable whatever happens: on a fatal signal the handler writes a prepared
/// restore sequence and the saved terminal modes with async-signal-safe calls, then puts back
/// the previous handler (so Swift's crash report still appears, now on a sane terminal) and
/// re-raises.
enum CrashGuard {
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]

    /// `restore`: the sequence that undoes the screen's modes, written by the fatal-signal
    /// handler (prepared once: it never changes within a run).
    static func saveTerminalModes(restore: String) {
        if tcgetattr(STDIN_FILENO, &savedTermios) == 0 { haveSavedTermios = true }
        if restoreBytes == nil {
            let bytes = Array(restore.utf8)
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
            p.initialize(from: bytes, count: bytes.count)
            restoreBytes = p
            restoreCount = bytes.count
        }
    }

    static func restoreTerminalModes() {
        if haveSavedTermios { tcsetattr(STDIN_FILENO, TCSADRAIN, &savedTermios) }
    }

    static func install() {
        for sig in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                if let p = restoreBytes { _ = write(STDOUT_FILENO, p, restoreCount) }
                if haveSavedTermios { tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
                if signal > 0 && signal < 65 {
                    sigaction(signal, &previousActions[Int(signal)], nil)
                } else {
                    Glibc.signal(signal, SIG_DFL)
                }
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, &previousActions[Int(sig)])
        }
    }
}
