import Foundation
import TextLayout

/// The one way the command-line front ends (`ask`, `--plain`, `history`, `config`, `library`,
/// `serve`, the subcommands' messages) write to stdout and stderr. Content from a server or the
/// database can hold ESC, BEL, C1 controls and bidi overrides; a terminal obeys some of them
/// (an OSC 52 clipboard write, a screen clear), so nothing is written that did not pass
/// `Sanitizer.sanitize` here. Callers never decide whether a string "was already sanitised":
/// the sanitiser is idempotent, so every write sanitises.
package enum SafeOutput {
    package enum Stream: Sendable { case standardOutput, standardError }

    /// Writes `content` neutralised.
    package static func write(_ content: String, to stream: Stream = .standardOutput) {
        write(TerminalText(content), to: stream)
    }

    /// Writes text whose only escape sequences are the printer's own styles.
    package static func write(_ text: TerminalText, to stream: Stream = .standardOutput) {
        let data = Data(text.rendered.utf8)
        switch stream {
        case .standardOutput: FileHandle.standardOutput.write(data)
        case .standardError: FileHandle.standardError.write(data)
        }
    }

    /// `object` as JSON (sorted keys, slashes unescaped) with every code point a terminal could
    /// act on escaped; see `JSONText`.
    package static func writeJSON(_ object: Any, pretty: Bool = false) {
        FileHandle.standardOutput.write(Data((JSONText.encode(object, pretty: pretty) + "\n").utf8))
    }
}

/// Text ready for a terminal: content is neutralised when it is added, and the only escape
/// sequences are SGR styles added through `styled`. There is no way to build one from raw text.
package struct TerminalText: Sendable, Equatable {
    package private(set) var rendered: String

    package init(_ content: String = "") { rendered = Sanitizer.sanitize(content) }

    /// `content` neutralised, between `CSI sgr m` and a reset of that style.
    package static func styled(_ content: String, sgr: String, reset: String = "0") -> TerminalText {
        var t = TerminalText()
        t.rendered = "\u{1B}[\(sgr)m" + Sanitizer.sanitize(content) + "\u{1B}[\(reset)m"
        return t
    }

    package static func + (a: TerminalText, b: TerminalText) -> TerminalText {
        var t = a
        t.rendered += b.rendered
        return t
    }

    package static func += (a: inout TerminalText, b: TerminalText) { a.rendered += b.rendered }
}
