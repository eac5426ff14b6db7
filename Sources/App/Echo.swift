import Foundation

/// Turns the terminal's echo off while a password is typed (plain mode's `/login`), and back
/// on afterwards, whatever happens. Without a terminal on stdin it changes nothing.
enum Echo {
    static func off<T>(_ body: () -> T) -> T {
        var saved = termios()
        guard isatty(0) != 0, tcgetattr(0, &saved) == 0 else { return body() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(0, TCSANOW, &quiet)
        defer { tcsetattr(0, TCSANOW, &saved) }
        return body()
    }
}
