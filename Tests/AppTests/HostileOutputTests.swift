import Domain
import Foundation
import Storage
import TestSupport
import Testing

/// Every hostile fixture through every line output path of the built binary:
/// `ask` in each format, `--plain` and each of its commands, `history list/show/search/
/// export`, exported files and clipboard payloads. The full-screen app's grid is covered by
/// `ChatSnapshotTests.escapeSequencesInAnAnswerNeverReachTheGrid` and the clipboard's gate by
/// `ClipboardTests`.
@Suite(.serialized) struct HostileOutputTests {
    /// What a terminal could obey: an OSC 52 clipboard write, a screen clear, BEL, one-byte
    /// CSI and OSC (C1), and a right-to-left override.
    static let fixtures = [
        "\u{1B}]52;c;cm0gLXJmIH4=\u{07}", "\u{1B}[2J", "\u{07}", "\u{9B}31m", "\u{9D}0;pwned\u{9C}",
        "\u{202E}", "\u{1B}P+q\u{1B}\\", "\u{08}\u{7F}",
    ]
    static var hostile: String { fixtures.enumerated().map { "part\($0.offset) \($0.element)" }.joined(separator: " ") }
    static var answer: String {
        "Answer \(hostile) end\n\nSources:\n- [Book \(fixtures[0])\(fixtures[3])](https://shamela.ws/book/1/2)\n"
            + "- [Second \(fixtures[4])](https://shamela.ws/book/3/4)"
    }

    /// Code points a terminal may act on in text output (LF and TAB are text).
    static func unsafe(_ s: String) -> [UInt32] {
        s.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || (0x7F...0x9F).contains($0) }
    }

    /// In JSON, the bidi controls and separators too must be escapes.
    static func unsafeInJSON(_ s: String) -> [UInt32] {
        unsafe(s) + s.unicodeScalars.map(\.value).filter {
            [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains($0) || (0x202A...0x202E).contains($0) || (0x2066...0x2069).contains($0)
        }
    }

    let bin: String
    let scratch: ScratchDirectory
    var dataDir: String { scratch.path + "/data" }
    var toolDir: String { scratch.path + "/bin" }
    var clipboardFile: String { scratch.path + "/clipboard.txt" }

    init() async throws {
        bin = try #require(BuiltProducts.shamelagpt, "build the shamelagpt product first")
        scratch = ScratchDirectory("shamelagpt-hostile")
        try FileManager.default.createDirectory(atPath: dataDir, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: toolDir, withIntermediateDirectories: true)
        // A stand-in clipboard tool that keeps what it is given.
        let xclip = toolDir + "/xclip"
        try "#!/bin/sh\ncat > '\(clipboardFile)'\n".write(toFile: xclip, atomically: true, encoding: .utf8)
        chmod(xclip, 0o755)
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["SHAMELAGPT_LANG"] = "en"
        env["SHAMELAGPT_SERVER"] = nil
        env["SHAMELAGPT_DATA_DIR"] = nil
        env["TERM"] = "dumb"
        env["DISPLAY"] = ":0"
        env["WAYLAND_DISPLAY"] = nil
        env["SSH_CONNECTION"] = nil
        env["SSH_TTY"] = nil
        env["PATH"] = toolDir + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        return env
    }

    func run(_ args: [String], stdin: String? = nil) async throws -> Shell.Result {
        let bin = bin, env = environment, all = args + ["--data-dir", dataDir]
        return try await offPool { try Shell.run(bin, all, environment: env, stdin: stdin) }
    }

    func server() throws -> StubServer {
        let stream = [
            sse("metadata", "\"thread_id\":\"thread-1\""),
            sse("thinking", "\"content\":\"\(LineModeEndToEndTests.escaped("Think " + Self.hostile))\""),
            sse("chunk", "\"content\":\"\(LineModeEndToEndTests.escaped(Self.answer))\""),
            sse("title", "\"title\":\"\(LineModeEndToEndTests.escaped("Title " + Self.hostile))\""),
            sse("done", "\"full_answer\":\"\(LineModeEndToEndTests.escaped(Self.answer))\""),
        ]
        return try StubServer { _ in StubStep.eventStream(stream) }
    }

    func expectSafe(_ label: String, _ r: Shell.Result, json: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, output) in [("stdout", r.stdout), ("stderr", r.stderr)] {
            let bad = json && name == "stdout" ? Self.unsafeInJSON(output) : Self.unsafe(output)
            #expect(bad.isEmpty, "\(label) \(name): \(bad.map { String($0, radix: 16) }) in \(output)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyLineOutputPathIsNeutralised() async throws {
        let server = try server()
        defer { server.stop() }
        let url = server.baseURL

        // ask, each format. The question itself is hostile too (stored, then printed back).
        for format in ["text", "markdown", "json"] {
            let r = try await run(["ask", "--server", url, "--format", format, "Q " + Self.hostile])
            #expect(r.status == 0, "ask \(format): \(r.stderr)")
            expectSafe("ask --format \(format)", r, json: format == "json")
            #expect(!r.stdout.isEmpty)
        }
        let events = try await run(["ask", "--server", url, "--json", "Q"])
        expectSafe("ask --json", events, json: true)
        #expect(events.stdout.contains("\\u009b"), "C1 controls are escaped in JSON")
        #expect(events.stdout.contains("\\u202e"), "bidi overrides are escaped in JSON")

        // --plain and each of its commands that prints stored or server text.
        let exportPath = scratch.path + "/plain-export.md"
        let script = "Q \(Self.hostile)\n/sources\n/copy\n/history\n/history part\n/open 1\n/sources\n/export \(exportPath)\n/retry\n/quit\n"
        let plain = try await run(["--plain", "--server", url], stdin: script)
        #expect(plain.status == 0, "\(plain.stderr)")
        expectSafe("--plain", plain)
        #expect(plain.stdout.contains("Sources"))
        let exported = try String(contentsOfFile: exportPath, encoding: .utf8)
        #expect(Self.unsafe(exported).isEmpty, "plain /export file: \(exported)")
        let clip = try String(contentsOfFile: clipboardFile, encoding: .utf8)
        #expect(clip.contains("Answer"))
        #expect(Self.unsafe(clip).isEmpty, "clipboard payload: \(clip)")

        // history: every subcommand and format.
        let list = try await run(["history", "list"])
        expectSafe("history list", list)
        let id = try #require(list.stdout.split(separator: "\t").first.map(String.init))
        expectSafe("history list --json", try await run(["history", "list", "--json"]), json: true)
        for format in ["text", "markdown", "json"] {
            let r = try await run(["history", "show", id, "--format", format])
            #expect(r.status == 0, "history show \(format): \(r.stderr)")
            expectSafe("history show --format \(format)", r, json: format == "json")
        }
        expectSafe("history search", try await run(["history", "search", "part"]))
        expectSafe("history search --json", try await run(["history", "search", "part", "--json"]), json: true)
        let toStdout = try await run(["history", "export", id])
        expectSafe("history export", toStdout)
        #expect(toStdout.stdout.contains("Answer"))
        let file = scratch.path + "/history-export.md"
        #expect(try await run(["history", "export", id, "--output", file]).status == 0)
        #expect(Self.unsafe(try String(contentsOfFile: file, encoding: .utf8)).isEmpty)
    }
}
