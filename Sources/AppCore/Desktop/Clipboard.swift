import Foundation
import TextLayout

/// Copies text (ux.md §3.10 Copy): OSC 52 through the terminal, and a local clipboard tool as well
/// when one runs on this machine. Inside tmux, tmux itself takes the text (`load-buffer -w`):
/// a default tmux (`set-clipboard external`) drops an application's OSC 52, and the app said
/// "Copied" while nothing was. Everything outside is injected so tests run no real tool.
public struct Clipboard: Sendable {
    public enum Result: Hashable, Sendable {
        /// A local clipboard tool took the text ("Copied to clipboard").
        case command
        /// Only OSC 52 was sent ("Copied to clipboard (via the terminal)").
        case terminal
        /// tmux holds it in its paste buffer; `forwarded` when its `set-clipboard` lets it pass
        /// the text on to the terminal's clipboard (it was asked to, with `-w`).
        case tmuxBuffer(forwarded: Bool)
        /// Nothing could copy it: the Copy text page shows it instead.
        case unavailable
    }

    /// (argv, stdin bytes, timeout in seconds) → exit status, nil when it could not start.
    public typealias Runner = @Sendable (_ argv: [String], _ input: Data, _ timeout: TimeInterval) -> Int32?
    /// (argv, timeout in seconds) → standard output when it exited with 0, else nil.
    public typealias Query = @Sendable (_ argv: [String], _ timeout: TimeInterval) -> String?

    /// Larger texts are not copied at all: terminals truncate or reject long OSC 52 payloads.
    public static let maxBytes = 100_000

    private let environment: [String: String]
    private let clipboardEnabled: Bool
    private let findExecutable: @Sendable (String) -> String?
    private let writeToTerminal: @Sendable (String) -> Void
    private let run: Runner
    private let query: Query

    /// `findExecutable` defaults to a search of the environment's PATH.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                clipboardEnabled: Bool = true,
                findExecutable: (@Sendable (String) -> String?)? = nil,
                writeToTerminal: @escaping @Sendable (String) -> Void,
                run: @escaping Runner = { ChildProcess.run($0, input: $1, timeout: $2) },
                query: @escaping Query = { argv, timeout in
                    ChildProcess.output(argv, timeout: timeout).flatMap { $0.status == 0 ? $0.output : nil }
                }) {
        self.environment = environment
        self.clipboardEnabled = clipboardEnabled
        let path = environment["PATH"]
        self.findExecutable = findExecutable ?? { ChildProcess.findExecutable($0, path: path) }
        self.writeToTerminal = writeToTerminal
        self.run = run
        self.query = query
    }

    /// `ESC ] 52 ; c ; <base64> BEL`; for tmux wrapped in its passthrough (`ESC P tmux; … ESC \`)
    /// with every ESC inside doubled.
    public static func osc52(_ text: String, tmux: Bool) -> String {
        let sequence = "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
        guard tmux else { return sequence }
        return "\u{1B}Ptmux;" + sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }

    /// The local tool's argv, or nil: none found, or over SSH (it would fill the remote
    /// machine's clipboard, not the user's).
    public var toolCommand: [String]? {
        guard clipboardEnabled, !isSet("SSH_CONNECTION"), !isSet("SSH_TTY") else { return nil }
        var candidates: [[String]] = []
        #if os(macOS)
        candidates.append(["pbcopy"])
        #else
        if isSet("WAYLAND_DISPLAY") { candidates.append(["wl-copy"]) }
        if isSet("DISPLAY") {
            candidates += [["xclip", "-selection", "clipboard"], ["xsel", "--clipboard", "--input"]]
        }
        #endif
        for argv in candidates {
            if let path = findExecutable(argv[0]) { return [path] + argv.dropFirst() }
        }
        return nil
    }

    /// True when OSC 52 may be sent: the Linux console has no clipboard and prints the payload.
    public var terminalCopyPossible: Bool {
        clipboardEnabled && environment["TERM"] != "linux"
    }

    /// Copies through every available path and reports the best one that worked. The payload is
    /// the neutralised text (stage A of `Sanitizer`): an answer's ESC or OSC 52 bytes pasted
    /// into a terminal later would be obeyed there, so they go as visible placeholders.
    public func copy(_ raw: String) -> Result {
        let text = Sanitizer.sanitize(raw)
        let bytes = Data(text.utf8)
        guard clipboardEnabled, bytes.count <= Self.maxBytes else { return .unavailable }
        if let socket = tmuxSocket, let tmux = findExecutable("tmux"), let held = copyIntoTmux([tmux, "-S", socket], bytes) {
            if let argv = toolCommand, run(argv, bytes, 2) == 0 { return .command }
            return held
        }
        let viaTerminal = terminalCopyPossible
        if viaTerminal {
            // Inside tmux the plain sequence works with `set-clipboard on`, the wrapped one with
            // `allow-passthrough on`; sending both covers either setting.
            let tmux = isSet("TMUX")
            writeToTerminal(Self.osc52(text, tmux: false) + (tmux ? Self.osc52(text, tmux: true) : ""))
        }
        if let argv = toolCommand, run(argv, bytes, 2) == 0 { return .command }
        return viaTerminal ? .terminal : .unavailable
    }

    /// The text into tmux's paste buffer, and with `-w` on to the terminal's clipboard (tmux 3.2+;
    /// older ones take it without). Nil when tmux refused both. `set-clipboard` off keeps it in
    /// tmux; on or external let tmux send it on.
    private func copyIntoTmux(_ tmux: [String], _ bytes: Data) -> Result? {
        guard run(tmux + ["load-buffer", "-w", "-"], bytes, 2) == 0 || run(tmux + ["load-buffer", "-"], bytes, 2) == 0
        else { return nil }
        let setting = query(tmux + ["show-options", "-gv", "set-clipboard"], 2)?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return .tmuxBuffer(forwarded: setting == "on" || setting == "external")
    }

    /// The tmux server the app runs in: `$TMUX` is "socket,pid,session". Named explicitly so
    /// the tmux command reaches that server whatever environment the child gets.
    var tmuxSocket: String? {
        guard let value = environment["TMUX"], let path = value.split(separator: ",").first, !path.isEmpty else { return nil }
        return String(path)
    }

    private func isSet(_ name: String) -> Bool {
        !(environment[name] ?? "").isEmpty
    }
}
