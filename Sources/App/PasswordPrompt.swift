import Foundation

/// Reads a secret from the terminal without echoing it. Ctrl+C while typing restores the echo
/// before the process ends, so the shell is never left blind. Without a terminal the secret is
/// the next line of standard input (scripts pipe it in).
enum PasswordPrompt {
    nonisolated(unsafe) private static var saved = termios()

    static func read(_ prompt: String) -> String? {
        guard isatty(0) == 1 else { return readLine(strippingNewline: true) }
        FileHandle.standardError.write(Data(prompt.utf8))
        guard tcgetattr(0, &saved) == 0 else { return readLine(strippingNewline: true) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        signal(SIGINT) { _ in
            tcsetattr(0, TCSAFLUSH, &PasswordPrompt.saved)
            _exit(130)
        }
        tcsetattr(0, TCSAFLUSH, &quiet)
        let line = readLine(strippingNewline: true)
        tcsetattr(0, TCSAFLUSH, &saved)
        signal(SIGINT, SIG_DFL)
        if line == nil { FileHandle.standardError.write(Data("\n".utf8)) }
        return line
    }
}
