import AppCore
import Foundation

/// Reads a secret from the terminal without echoing it (`login`, plain mode's `/login`). The
/// echo comes back whatever happens; where Ctrl+C ends the program (`login`), the handler
/// restores it first, so the shell is never left blind. Without a terminal on stdin nothing
/// changes: scripts pipe the secret in.
enum PasswordPrompt {
    nonisolated(unsafe) private static var saved = termios()

    /// Prompts on stderr and reads one line, untrimmed (the password is sent as typed).
    static func read(_ prompt: String) -> String? {
        guard isatty(0) == 1 else { return readLine(strippingNewline: true) }
        SafeOutput.write(prompt, to: .standardError)
        let line = withoutEcho(restoringOnInterrupt: true) { readLine(strippingNewline: true) }
        if line == nil { FileHandle.standardError.write(Data("\n".utf8)) }
        return line
    }

    /// Runs `body` with the echo off; the newline the user types is still shown (`ECHONL`).
    /// `restoringOnInterrupt`: Ctrl+C restores the terminal and exits 130 (for a command that
    /// has no Ctrl+C handling of its own).
    static func withoutEcho<T>(restoringOnInterrupt: Bool = false, _ body: () -> T) -> T {
        guard isatty(0) == 1, tcgetattr(0, &saved) == 0 else { return body() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        if restoringOnInterrupt {
            signal(SIGINT) { _ in
                tcsetattr(0, TCSAFLUSH, &PasswordPrompt.saved)
                _exit(130)
            }
        }
        tcsetattr(0, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(0, TCSAFLUSH, &saved)
            if restoringOnInterrupt { signal(SIGINT, SIG_DFL) }
        }
        return body()
    }
}
