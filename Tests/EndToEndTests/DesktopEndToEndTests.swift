import Foundation
import TestSupport
import Testing

/// ux.md §3.10 through the real binary in tmux: a link no browser can open shows in the Link
/// dialog, and a text the clipboard cannot take opens the Copy text page, whose `w` saves it.
extension EndToEnd {
    @Suite struct DesktopEndToEndTests {
        /// The binary and a data directory of this test's own.
        let app: AppUnderTest
        let home: String

        var bin: String { app.bin }
        var dataDir: String { app.dataDir }

        init() throws {
            app = try AppUnderTest("shamelagpt-desktop-e2e")
            home = app.dataDir + "-home"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        }

        /// Over SSH with no `$BROWSER`: no browser can be started (LinkOpener).
        func launch(_ server: StubServer) async throws -> TmuxSession {
            let cmd = "env HOME=\(TmuxSession.quote(home)) SSH_CONNECTION='10.0.0.1 1 10.0.0.2 22' BROWSER= "
                + app.command("--server \(server.baseURL)")
            let t = try TmuxSession(width: 100, height: 30, command: cmd)
            _ = try await t.waitFor { $0.contains("Enter Send") }
            return t
        }

        static func stream(_ text: String) -> [StubStep] {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
            return StubStep.eventStream(["data: {\"type\":\"chunk\",\"content\":\"\(escaped)\"}\n\n",
                                         "data: {\"type\":\"done\",\"full_answer\":\"\(escaped)\"}\n\n"])
        }

        @Test func aLinkNoBrowserCanOpenShowsInTheLinkDialog() async throws {
            let body = "Patience is praised.\n\nSources:\n- [The Quran, al-Baqarah 2:153](https://tanzil.net/#2:153)"
            let server = try StubServer { _ in Self.stream(body) }
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            try t.type("Patience?")
            try t.send("Enter")
            _ = try await t.waitFor { $0.contains("Patience is praised") && !$0.contains("Esc Stop") }
            try t.send("M-Up")
            try t.send("1")
            let screen = try await t.waitFor { $0.contains("No browser could be opened here") }
            #expect(screen.contains("https://tanzil.net/#2:153"), "the whole link")
            #expect(screen.contains("Copy link") && screen.contains("Close"))
            try t.send("Escape")
            _ = try await t.waitFor { !$0.contains("No browser could be opened here") }
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        @Test func aTextTooLongForTheClipboardOpensTheCopyTextPageAndSaves() async throws {
            // Over the clipboard's 100,000 bytes, with a recognisable end.
            let body = String(repeating: "Sabr means patience and steadfastness. ", count: 2_700) + "THE-END-MARK"
            let server = try StubServer { _ in Self.stream(body) }
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            try t.type("A long one")
            try t.send("Enter")
            _ = try await t.waitFor(timeout: 60) { $0.contains("THE-END-MARK") && !$0.contains("Esc Stop") }
            try t.send("M-c")
            // The page and its hint bar are drawn in one frame, but a capture may fall between
            // the terminal's writes of one frame: wait for both.
            var screen = try await t.waitFor { $0.contains("couldn't go to the clipboard") && $0.contains("Save to file") }
            #expect(screen.contains("Sabr means patience"))
            try t.send("w")
            screen = try await t.waitFor { $0.contains("Saved to") }
            let saved = try String(contentsOfFile: home + "/shamelagpt-copy.txt", encoding: .utf8)
            #expect(saved.hasPrefix("Sabr means patience") && saved.contains("THE-END-MARK"))
            try t.send("Escape")
            _ = try await t.waitFor { $0.contains("Enter Send") && !$0.contains("couldn't go to the clipboard") }
            try t.send("F10")
            // Not "END": the answer on screen ends with THE-END-MARK.
            screen = try await t.waitFor { $0.contains("EXIT=") }
            #expect(screen.contains("EXIT=0"))
        }
    }
}
