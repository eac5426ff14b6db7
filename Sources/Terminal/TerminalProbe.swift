import Foundation
import Glibc

/// What the terminal says about itself before curses starts: its answer to DECRQM for mode 8
/// (BDSM) and its XTVERSION name (text-rendering.md §7 step 1), and its background colour (OSC
/// 11, for the "Auto" theme of ux.md §5.3). DA1, which nearly every terminal answers, marks the
/// end of the replies, so the probe rarely waits for its deadline.
public struct TerminalProbe: Sendable, Equatable {
    /// DECRQM's Ps for mode 8: 0 not recognised, 1 set (implicit), 2 reset (explicit); nil
    /// when the terminal did not answer.
    public var mode: Int?
    /// The XTVERSION name ("XTerm(388)", "tmux 3.3a"…), if the terminal answered.
    public var name: String?
    /// Bytes that were not replies: keys typed before the app started. The input reader
    /// decodes them first, so nothing typed early is lost.
    public var typedAhead: [UInt8] = []
    /// Whether the background the terminal reported (OSC 11) is dark or light; nil when it
    /// did not say.
    public var background: ColorPalette.Theme?

    public init(mode: Int? = nil, name: String? = nil, typedAhead: [UInt8] = [], background: ColorPalette.Theme? = nil) {
        self.mode = mode
        self.name = name
        self.typedAhead = typedAhead
        self.background = background
    }

    /// DECRQM for mode 8, XTVERSION, the background colour (OSC 11), then DA1.
    static let query = "\u{1B}[8$p\u{1B}[>0q\u{1B}]11;?\u{1B}\\\u{1B}[c"

    /// True when the terminal itself knows BDSM (it answered set or reset): `CSI 8 l` then
    /// takes effect, whatever the terminal is.
    public var supportsBidiModes: Bool { mode == 1 || mode == 2 }

    /// Reads the replies out of `bytes`; `complete` once DA1's reply is among them.
    static func parse(_ bytes: [UInt8]) -> (probe: TerminalProbe, complete: Bool) {
        var probe = TerminalProbe()
        var complete = false
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, let (length, reply) = Reply.match(bytes, at: i) {
                switch reply {
                case .mode(let ps): probe.mode = ps
                case .version(let name): probe.name = name
                case .background(let theme): probe.background = theme
                case .deviceAttributes: complete = true
                }
                i += length
            } else {
                probe.typedAhead.append(bytes[i])
                i += 1
            }
        }
        return (probe, complete)
    }

    /// Runs the exchange on a terminal: raw input without echo, the queries, replies read until
    /// DA1's arrives or `timeoutMs` pass, and the input modes put back. Nil when `input` or
    /// `output` is not a terminal.
    public static func run(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
                           timeoutMs: Int = 200) -> TerminalProbe? {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(input, TCSANOW, &saved) }
        var bytes = Array(query.utf8)
        _ = bytes.withUnsafeMutableBytes { write(output, $0.baseAddress, $0.count) }

        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeoutMs) * 1_000_000
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            var fds = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let r = poll(&fds, 1, Int32((deadline - now) / 1_000_000) + 1)
            if r < 0 && errno == EINTR { continue }
            guard r > 0 else { break }
            let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            received += buffer[0..<n]
            if parse(received).complete { break }
        }
        return parse(received).probe
    }

    /// The replies the probe asks for.
    private enum Reply {
        case mode(Int)
        case version(String)
        case background(ColorPalette.Theme)
        case deviceAttributes

        /// The reply starting at `start` (an ESC) and its length, if one is complete there.
        static func match(_ b: [UInt8], at start: Int) -> (Int, Reply)? {
            guard start + 2 < b.count else { return nil }
            if b[start + 1] == UInt8(ascii: "[") {
                // CSI parameters, then the final byte (with `$` before `y` for DECRQM).
                var j = start + 2
                let isPrivate = b[j] == UInt8(ascii: "?")
                if isPrivate { j += 1 }
                let paramsStart = j
                while j < b.count, (0x30...0x3B).contains(b[j]) { j += 1 }
                guard j < b.count else { return nil }
                let params = String(decoding: b[paramsStart..<j], as: UTF8.self)
                if isPrivate, b[j] == UInt8(ascii: "c") { return (j + 1 - start, .deviceAttributes) }
                if !isPrivate, b[j] == UInt8(ascii: "$"), j + 1 < b.count, b[j + 1] == UInt8(ascii: "y") {
                    let parts = params.split(separator: ";")
                    if parts.count == 2, parts[0] == "8", let ps = Int(parts[1]) { return (j + 2 - start, .mode(ps)) }
                }
                return nil
            }
            if b[start + 1] == UInt8(ascii: "P"), start + 3 < b.count, b[start + 2] == UInt8(ascii: ">"),
               b[start + 3] == UInt8(ascii: "|") {
                // DCS > | name ST, the name cut at 64 bytes and kept printable.
                var j = start + 4
                while j + 1 < b.count, !(b[j] == 0x1B && b[j + 1] == UInt8(ascii: "\\")) { j += 1 }
                guard j + 1 < b.count else { return nil }
                let name = String(decoding: b[(start + 4)..<j].prefix(64).filter { (0x20..<0x7F).contains($0) },
                                  as: UTF8.self)
                return (j + 2 - start, .version(name))
            }
            if b[start + 1] == UInt8(ascii: "]") {
                // OSC 11 ; rgb:R/G/B, ended by BEL or ST.
                var j = start + 2
                while j < b.count, b[j] != 0x07, !(b[j] == 0x1B && j + 1 < b.count && b[j + 1] == UInt8(ascii: "\\")) {
                    j += 1
                }
                guard j < b.count, b[j] == 0x07 || j + 1 < b.count else { return nil }
                let length = (b[j] == 0x07 ? j + 1 : j + 2) - start
                let body = String(decoding: b[(start + 2)..<j].prefix(64), as: UTF8.self)
                guard body.hasPrefix("11;"), let theme = backgroundTheme(String(body.dropFirst(3))) else { return nil }
                return (length, .background(theme))
            }
            return nil
        }

        /// `rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits a component, as X11 colour specs allow) as a
        /// dark or light background, by relative luminance.
        static func backgroundTheme(_ spec: String) -> ColorPalette.Theme? {
            guard spec.hasPrefix("rgb:") else { return nil }
            let parts = spec.dropFirst(4).split(separator: "/")
            guard parts.count == 3 else { return nil }
            var channels: [Double] = []
            for p in parts {
                guard (1...4).contains(p.count), let v = Int(p, radix: 16) else { return nil }
                channels.append(Double(v) / Double((1 << (4 * p.count)) - 1))
            }
            func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            let luminance = 0.2126 * linear(channels[0]) + 0.7152 * linear(channels[1]) + 0.0722 * linear(channels[2])
            // Mid-grey (#777) has a luminance near 0.18: above it, dark text reads better.
            return luminance > 0.18 ? .light : .dark
        }
    }
}
