import Foundation
import TestSupport
import Testing

/// `--plain` in a real terminal (tmux) with TERM=dumb, which the full-screen interface refuses
/// (ux.md §9.4, §9.5): a question and its answer, Ctrl+C stopping an answer and, at the prompt,
/// only saying how to quit, and Ctrl+D quitting with status 0. Never the alternate screen.
extension EndToEnd {
    @Suite struct PlainEndToEndTests {
        /// The binary and a data directory of this test's own.
        let app: AppUnderTest

        var bin: String { app.bin }
        var dataDir: String { app.dataDir }

        init() throws {
            app = try AppUnderTest("shamelagpt-plain-e2e")
        }


        @Test func dumbTerminalQuestionStopAndCtrlD() async throws {
            let body = "Patience is praised in the Quran.\\n\\nSources:\\n- [The Quran, al-Baqarah 2:153](https://tanzil.net/#2:153)"
            let quick = [sse("metadata", "\"thread_id\":\"thread-1\""), sse("thinking", "\"content\":\"Searching books\""),
                         sse("chunk", "\"content\":\"\(body)\""), sse("done", "\"full_answer\":\"\(body)\"")]
            var slow = [sse("metadata", "\"thread_id\":\"thread-1\"")]
            for i in 0..<100 { slow.append(sse("chunk", "\"content\":\"word\(i)\\n\"")) }
            let slowScript = slow
            let server = try StubServer { request in
                request.bodyText.contains("slow") ? StubStep.eventStream(slowScript, pauseMs: 100) : StubStep.eventStream(quick)
            }
            defer { server.stop() }
            // The shell ignores SIGINT: dash, having seen the Ctrl+C the program handled, would
            // otherwise kill itself once the program exits, before it prints the status.
            let script = "trap '' INT; " + app.command("--plain --server \(server.baseURL)")
            let cmd = "/bin/sh -c " + TmuxSession.quote(script)
            let t = try TmuxSession(width: 100, height: 40, command: cmd, environment: ["TERM": "dumb", "SHAMELAGPT_LANG": "en"])
            defer { t.kill() }
            _ = try await t.waitFor { $0.hasPrefix(">") }
            #expect(try t.format("#{alternate_on}") == "0")
            try t.type("What about patience?")
            try t.send("Enter")
            var screen = try await t.waitFor { $0.contains("tanzil.net") }
            #expect(screen.contains("[Thinking: Searching books]"))
            #expect(screen.range(of: #"ShamelaGPT \(\d\d:\d\d\): Patience is praised"#, options: .regularExpression) != nil)
            #expect(screen.contains("1. The Quran, al-Baqarah 2:153 — https://tanzil.net/#2:153"))
            // Ctrl+C stops an answer being written; what arrived stays, marked.
            try t.type("slow please")
            try t.send("Enter")
            _ = try await t.waitFor { $0.contains("word2") }
            try t.send("C-c")
            screen = try await t.waitFor { $0.contains("[Stopped — this answer is incomplete.]") }
            // At the prompt Ctrl+C only says how to quit.
            try t.send("C-c")
            screen = try await t.waitFor { $0.contains("To quit, type /quit or press Ctrl+D.") }
            #expect(!screen.contains("END"))
            #expect(try t.format("#{alternate_on}") == "0")
            try t.send("C-d")
            screen = try await t.waitFor { $0.contains("END") }
            #expect(screen.contains("EXIT=0"))
        }
    }
}
