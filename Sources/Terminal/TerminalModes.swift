import Foundation

/// The escape sequences the app sends itself: modes curses does not manage.
enum TerminalModes {
    /// SGR mouse reporting on or off on its own (the Copy text page turns it off).
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    /// BDSM reset (`CSI 8 l`): explicit mode, the app does BiDi (text-rendering.md §7).
    static let explicitBidi = "\u{1B}[8l"
    /// BDSM set (`CSI 8 h`): the terminal's implicit mode.
    static let implicitBidi = "\u{1B}[8h"

    /// `sequence` for the terminal outside tmux: tmux neither forwards BDSM nor answers for it,
    /// and passes this form on when `allow-passthrough` is on (text-rendering.md §7 step 3).
    static func tmuxPassthrough(_ sequence: String) -> String {
        "\u{1B}Ptmux;" + sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }

    /// A BDSM sequence, doubled in its passthrough form inside tmux.
    static func bidiMode(_ sequence: String, insideTmux: Bool) -> String {
        insideTmux ? sequence + tmuxPassthrough(sequence) : sequence
    }

    /// Bracketed paste (2004), SGR mouse with button and drag reports (1000, 1002, 1006), and the
    /// BiDi explicit mode so BiDi-aware terminals do not reorder what the app reorders.
    static func enter(mouse: Bool, explicitBidi: Bool, insideTmux: Bool = false) -> String {
        var s = "\u{1B}[?2004h"
        if mouse { s += mouseOn }
        if explicitBidi { s += bidiMode(Self.explicitBidi, insideTmux: insideTmux) }
        return s
    }

    /// Undoes everything `enter` and curses set: used on exit, suspend and from signal handlers.
    /// BDSM goes back to implicit unless the terminal said it was explicit already (text-rendering.md §7 step 4).
    static func restore(bidi: Bool = true, insideTmux: Bool = false) -> String {
        "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l"
            + (bidi ? bidiMode(implicitBidi, insideTmux: insideTmux) : "")
            + "\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    }
}
