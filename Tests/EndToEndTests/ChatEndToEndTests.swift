import Foundation
import TestSupport
import Testing

/// Chat through the real binary in tmux against a loopback stub server.
extension EndToEnd {
    @Suite struct ChatEndToEndTests {
        /// The binary and a data directory of this test's own.
        let app: AppUnderTest

        var bin: String { app.bin }
        var dataDir: String { app.dataDir }

        init() throws {
            app = try AppUnderTest("shamelagpt-chat-e2e")
        }

        func launch(_ server: StubServer, width: Int = 100, height: Int = 30, extra: String = "") async throws -> TmuxSession {
            let t = try app.launch("--server \(server.baseURL) \(extra)", width: width, height: height)
            _ = try await t.waitFor { $0.contains("Enter Send") }
            return t
        }


        static func answer(_ text: String, thread: String = "thread-1") -> [String] {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
            return [sse("metadata", "\"thread_id\":\"\(thread)\""), sse("thinking", "\"content\":\"Searching books\""),
                    sse("chunk", "\"content\":\"\(escaped)\""), sse("done", "\"full_answer\":\"\(escaped)\""), "data: [DONE]\n\n"]
        }

        @Test func asksSeesTheAnswerWithSourcesAndAsksAgainInTheSameConversation() async throws {
            let body = "Patience is praised in the Quran.\n\nSources:\n- [The Quran, al-Baqarah 2:153](https://tanzil.net/#2:153)"
            let server = try StubServer { _ in StubStep.eventStream(Self.answer(body)) }
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            try t.type("What about patience?")
            try t.send("Enter")
            var screen = try await t.waitFor { $0.contains("Patience is praised") && $0.contains("al-Baqarah 2:153") }
            #expect(screen.contains("What about patience?"))
            #expect(screen.contains("Sources"))
            #expect(screen.contains("tanzil.net"))
            try t.type("And gratitude?")
            try t.send("Enter")
            _ = try await t.waitFor { _ in server.requests.count >= 2 }
            screen = try await t.waitFor { $0.contains("You") && $0.contains("And gratitude?") && !$0.contains("Esc Stop")
                && $0.contains("Ask a question about Islam") }
            let requests = server.requests
            #expect(requests.allSatisfy { $0.path == "/api/guest/chat/stream" })
            #expect(requests[0].bodyText.contains("\"question\":\"What about patience?\""))
            // The thread id the server named continues the conversation (protocol.md §5.2).
            #expect(requests[1].bodyText.contains("\"session_id\":\"thread-1\""))
            try t.send("F10")
            screen = try await t.waitFor { $0.contains("END") }
            #expect(screen.contains("EXIT=0"))
        }

        @Test func aServerErrorPutsTheQuestionBackInTheComposer() async throws {
            let server = try StubServer { _ in StubStep.response(500, body: "{\"detail\":\"boom\"}") }
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            try t.type("Refused question")
            try t.send("Enter")
            let screen = try await t.waitFor { $0.contains("E-HTTP-500") }
            #expect(screen.contains("Refused question"), "the question is back in the composer")
            #expect(screen.contains("Ctrl+R"))
            #expect(!screen.contains("Ask a question about Islam"))
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        @Test func escapeStopsASlowStreamAndKeepsWhatArrived() async throws {
            var blocks = [sse("metadata", "\"thread_id\":\"t-slow\"")]
            for i in 0..<200 { blocks.append(sse("chunk", "\"content\":\"word\(i) \"")) }
            let script = blocks
            let server = try StubServer { _ in StubStep.eventStream(script, pauseMs: 100) }
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            try t.type("Slow one")
            try t.send("Enter")
            _ = try await t.waitFor { $0.contains("word3") && $0.contains("Esc Stop") }
            try t.send("Escape")
            // Both the bubble and the status line: a capture can fall between curses writing the
            // one and the other (seen once in CI: "Stopped" above a status line still writing).
            let screen = try await t.waitFor { $0.contains("Stopped") && $0.contains("Enter Send") }
            #expect(screen.contains("word3"))
            #expect(!screen.contains("word150"))
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        @Test func resizingMidStreamKeepsTheAnswerWhole() async throws {
            var blocks: [String] = []
            for i in 0..<30 { blocks.append(sse("chunk", "\"content\":\"part\(i) of a long answer that wraps. \"")) }
            blocks.append(sse("done", "\"is_complete\":true"))
            let script = blocks
            let server = try StubServer { _ in StubStep.eventStream(script, pauseMs: 40) }
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            try t.type("Long answer please")
            try t.send("Enter")
            _ = try await t.waitFor { $0.contains("part2") }
            try t.resize(width: 60, height: 20)
            try t.resize(width: 120, height: 40)
            // Finished: the composer's label is back from "Esc Stop".
            let screen = try await t.waitFor { $0.contains("part29") && !$0.contains("Esc Stop") }
            for line in screen.split(separator: "\n") {
                #expect(line.count <= 120)
            }
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        @Test func escapeSequencesInAnAnswerDoNothingToTheTerminal() async throws {
            // A hostile answer: retitle the window, write the clipboard, clear the screen, DCS.
            let hostile = "SAFE-START \\u001b]0;pwned\\u0007\\u001b]52;c;ZXZpbA==\\u0007\\u001b[2J\\u001bP+q\\u001b\\\\ SAFE-END"
            let blocks = [sse("chunk", "\"content\":\"\(hostile)\""), sse("done", "\"is_complete\":true")]
            let server = try StubServer { _ in StubStep.eventStream(blocks) }
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            let titleBefore = try t.format("#{pane_title}")
            try t.type("Tell me something")
            try t.send("Enter")
            let screen = try await t.waitFor { $0.contains("SAFE-END") }
            #expect(screen.contains("SAFE-START"))
            #expect(screen.contains("Tell me something"), "the screen was not cleared")
            #expect(try t.format("#{pane_title}") == titleBefore)
            #expect(try t.format("#{alternate_on}") == "1")
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }
    }
}
