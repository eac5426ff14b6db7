import App
import AppCore
import Foundation
import TestSupport
import Testing

@Suite struct ClipboardTests {
    /// A clipboard whose every outside effect is recorded; `tools` are the programs that "exist".
    struct Rig {
        let written = CallRecorder<String>()
        let runs = CallRecorder<(argv: [String], input: Data, timeout: TimeInterval)>()
        let clipboard: Clipboard

        init(_ env: [String: String], tools: Set<String> = [], enabled: Bool = true, status: Int32? = 0,
             setClipboard: String? = "external") {
            let written = written, runs = runs
            clipboard = Clipboard(environment: env, clipboardEnabled: enabled,
                                  findExecutable: { tools.contains($0) ? "/usr/bin/\($0)" : nil },
                                  writeToTerminal: { written.record($0) },
                                  run: { runs.record(($0, $1, $2)); return status },
                                  query: { argv, _ in argv.contains("set-clipboard") ? setClipboard.map { $0 + "\n" } : nil })
        }
    }

    static let x11 = ["TERM": "xterm-256color", "DISPLAY": ":0"]

    @Test func osc52ForASCII() {
        #expect(Clipboard.osc52("hi", tmux: false) == "\u{1B}]52;c;aGk=\u{07}")
    }

    @Test func osc52EncodesUTF8() {
        #expect(Clipboard.osc52("سلام عليكم", tmux: false) == "\u{1B}]52;c;2LPZhNin2YUg2LnZhNmK2YPZhQ==\u{07}")
    }

    @Test func tmuxPassthroughDoublesEveryEsc() {
        #expect(Clipboard.osc52("hi", tmux: true) == "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;aGk=\u{07}\u{1B}\\")
    }

    static let tmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,1,0"]

    /// Inside tmux, tmux takes the text (`load-buffer -w`) and the toast says where it went:
    /// a default tmux drops an application's OSC 52, and "Copied" was claimed for nothing.
    @Test(arguments: [("external", true), ("on", true), ("off", false)])
    func insideTmuxTmuxTakesTheText(setting: String, forwarded: Bool) {
        let rig = Rig(Self.tmux, tools: ["tmux"], setClipboard: setting)
        #expect(rig.clipboard.copy("نص") == .tmuxBuffer(forwarded: forwarded))
        #expect(rig.runs.all.map(\.argv) == [["/usr/bin/tmux", "-S", "/tmp/tmux-1000/default", "load-buffer", "-w", "-"]])
        #expect(rig.runs.all.first.map { String(decoding: $0.input, as: UTF8.self) } == "نص")
        #expect(rig.written.all.isEmpty, "no OSC 52 for tmux to drop or duplicate")
    }

    @Test func anOlderTmuxWithoutDashWIsAskedWithoutIt() {
        let runs = CallRecorder<[String]>()
        let clipboard = Clipboard(environment: Self.tmux, findExecutable: { $0 == "tmux" ? "/usr/bin/tmux" : nil },
                                  writeToTerminal: { _ in },
                                  run: { argv, _, _ in runs.record(argv); return argv.contains("-w") ? 1 : 0 },
                                  query: { _, _ in "on" })
        #expect(clipboard.copy("a") == .tmuxBuffer(forwarded: true))
        #expect(runs.all.last == ["/usr/bin/tmux", "-S", "/tmp/tmux-1000/default", "load-buffer", "-"])
    }

    @Test func aLocalToolStillWinsInsideTmux() {
        var env = Self.tmux
        env["DISPLAY"] = ":0"
        let rig = Rig(env, tools: ["tmux", "xclip"])
        #expect(rig.clipboard.copy("a") == .command)
    }

    /// Against a real tmux server: the text is in its buffer, and `set-clipboard off` is reported.
    @Test func aRealTmuxHoldsTheText() throws {
        let session = try TmuxSession(width: 40, height: 10, command: "sleep 30")
        defer { session.kill() }
        let socket = try session.format("#{socket_path}")
        let tmux = try #require(Shell.which("tmux"))
        let env = ["TERM": "tmux-256color", "TMUX": socket + ",1,0", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]
        let written = CallRecorder<String>()
        let clipboard = Clipboard(environment: env, writeToTerminal: { written.record($0) })
        let text = "الصبر نصف الإيمان — patience"
        #expect(clipboard.copy(text) == .tmuxBuffer(forwarded: true), "a default tmux: set-clipboard external")
        #expect(try Shell.run(tmux, ["-S", socket, "show-buffer"]).stdout == text)
        _ = try Shell.run(tmux, ["-S", socket, "set-option", "-g", "set-clipboard", "off"])
        #expect(clipboard.copy("second") == .tmuxBuffer(forwarded: false))
        #expect(try Shell.run(tmux, ["-S", socket, "show-buffer"]).stdout == "second")
        #expect(written.all.isEmpty)
    }

    @Test func insideTmuxWithoutItsCommandSendsPlainAndWrapped() {
        let rig = Rig(Self.tmux)
        #expect(rig.clipboard.copy("hi") == .terminal)
        #expect(rig.written.all == [Clipboard.osc52("hi", tmux: false) + Clipboard.osc52("hi", tmux: true)])
    }

    @Test func localToolAndOSC52() {
        let rig = Rig(Self.x11, tools: ["xclip"])
        #expect(rig.clipboard.copy("نص") == .command)
        #expect(rig.written.all == [Clipboard.osc52("نص", tmux: false)])
        let run = rig.runs.all
        #expect(run.map(\.argv) == [["/usr/bin/xclip", "-selection", "clipboard"]])
        #expect(run.first.map { String(decoding: $0.input, as: UTF8.self) } == "نص")
        #expect(run.first?.timeout == 2)
    }

    @Test(arguments: [Int32?.some(1), nil])
    func failedToolFallsBackToTerminal(status: Int32?) {
        let rig = Rig(Self.x11, tools: ["xclip"], status: status)
        #expect(rig.clipboard.copy("a") == .terminal)
        #expect(rig.runs.all.count == 1)
    }

    @Test(arguments: ["SSH_CONNECTION", "SSH_TTY"])
    func sshDisablesLocalTools(variable: String) {
        var env = Self.x11
        env[variable] = "10.0.0.1 50000 10.0.0.2 22"
        let rig = Rig(env, tools: ["xclip", "xsel", "wl-copy", "pbcopy"])
        #expect(rig.clipboard.toolCommand == nil)
        #expect(rig.clipboard.copy("a") == .terminal)
        #expect(rig.runs.all.isEmpty)
    }

    @Test func linuxConsoleHasNoOSC52() {
        let rig = Rig(["TERM": "linux"])
        #expect(rig.clipboard.copy("a") == .unavailable)
        #expect(rig.written.all.isEmpty)
        // A tool still works there (a console inside an X session is unusual but possible).
        let withTool = Rig(["TERM": "linux", "DISPLAY": ":0"], tools: ["xclip"])
        #expect(withTool.clipboard.copy("a") == .command)
        #expect(withTool.written.all.isEmpty)
    }

    @Test func over100000BytesIsUnavailable() {
        let rig = Rig(Self.x11, tools: ["xclip"])
        #expect(rig.clipboard.copy(String(repeating: "a", count: 100_001)) == .unavailable)
        // 50,001 Arabic letters are 100,002 bytes.
        #expect(rig.clipboard.copy(String(repeating: "ب", count: 50_001)) == .unavailable)
        #expect(rig.written.all.isEmpty && rig.runs.all.isEmpty)
        #expect(rig.clipboard.copy(String(repeating: "a", count: 100_000)) == .command)
    }

    @Test func disabledInConfig() {
        let rig = Rig(Self.x11, tools: ["xclip"], enabled: false)
        #expect(rig.clipboard.copy("a") == .unavailable)
        #expect(rig.written.all.isEmpty && rig.runs.all.isEmpty)
    }

    #if !os(macOS)
    @Test func toolSelectionFollowsTheDisplay() {
        let all: Set = ["wl-copy", "xclip", "xsel"]
        #expect(Rig(["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], tools: all).clipboard.toolCommand
            == ["/usr/bin/wl-copy"])
        #expect(Rig(["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], tools: ["xclip"]).clipboard.toolCommand
            == ["/usr/bin/xclip", "-selection", "clipboard"])
        #expect(Rig(["DISPLAY": ":0"], tools: ["xsel"]).clipboard.toolCommand
            == ["/usr/bin/xsel", "--clipboard", "--input"])
        #expect(Rig(["DISPLAY": ":0"], tools: ["wl-copy"]).clipboard.toolCommand == nil)
        #expect(Rig(["TERM": "xterm"], tools: all).clipboard.toolCommand == nil)
        #expect(Rig(["DISPLAY": ""], tools: all).clipboard.toolCommand == nil)
    }
    #endif
}
