/// The escape sequences the app sends itself: modes curses does not manage.
enum TerminalModes {
    /// Bracketed paste (2004), SGR mouse with button and drag reports (1000, 1002, 1006), and the
    /// BiDi explicit mode (`CSI 8 l`) so BiDi-aware terminals do not reorder what the app reorders.
    /// SGR mouse reporting on or off on its own (the Copy text page turns it off).
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    static func enter(mouse: Bool, explicitBidi: Bool) -> String {
        var s = "\u{1B}[?2004h"
        if mouse { s += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
        if explicitBidi { s += "\u{1B}[8l" }
        return s
    }

    /// Undoes everything `enter` and curses set: used on exit, suspend and from signal handlers.
    static let restore: String =
        "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[8h\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}
