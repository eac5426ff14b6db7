import Foundation
import TestSupport
import Testing

/// History through the real binary in tmux: deletions that survive a restart, and a
/// search that finds Arabic typed without harakat inside an answer written with them.
extension EndToEnd {
    @Suite struct HistoryEndToEndTests {
        /// The binary and a data directory of this test's own.
        let app: AppUnderTest

        var bin: String { app.bin }
        var dataDir: String { app.dataDir }

        init() throws {
            app = try AppUnderTest("shamelagpt-history-e2e")
        }


        /// The stub answers each question with the first answer whose key the question contains.
        static func server(_ answers: [(String, String)]) throws -> StubServer {
            try StubServer { request in
                let answer = answers.first { request.bodyText.contains($0.0) }?.1 ?? "Answered."
                return StubStep.eventStream([sse("chunk", "\"content\":\"\(answer)\""),
                                             sse("done", "\"full_answer\":\"\(answer)\""), "data: [DONE]\n\n"])
            }
        }

        func launch(_ server: StubServer) async throws -> TmuxSession {
            return try app.launch("--server \(server.baseURL)", width: 100, height: 30)
        }

        /// Asks a question in a new chat, waits for the answer (`marker` is a part of it the
        /// screen shows as is) and starts another chat.
        func ask(_ t: TmuxSession, _ question: String, marker: String) async throws {
            _ = try await t.waitFor { $0.contains("Enter Send") }
            try t.type(question)
            try t.send("Enter")
            _ = try await t.waitFor { $0.contains(marker) && !$0.contains("Esc Stop") }
            try t.send("C-n")
            _ = try await t.waitFor { !$0.contains(marker) }
        }

        func quit(_ t: TmuxSession) async throws {
            try t.send("F10")
            let screen = try await t.waitFor { $0.contains("END") }
            #expect(screen.contains("EXIT=0"))
        }

        @Test func deletingOneThenAllSurvivesARestart() async throws {
            let server = try Self.server([])
            defer { server.stop() }
            let first = try await launch(server)
            defer { first.kill() }
            for q in ["First question alpha", "Second question beta", "Third question gamma"] {
                try await ask(first, q, marker: "Answered.")
            }
            try first.send("F3")
            // The whole list: the capture can catch the terminal between the header and the rows.
            var screen = try await first.waitFor { $0.contains("3 conversations") && $0.contains("First question alpha") }
            #expect(screen.contains("Third question gamma"))
            #expect(screen.contains("Second question beta"))
            // The second row is "Second question beta" (most recent first).
            try first.send("j")
            try first.send("d")
            _ = try await first.waitFor { $0.contains("Delete Conversation?") && $0.contains("“Second question beta”") }
            try first.send("Right")
            try first.send("Enter")
            // The whole frame has to be drawn: the capture can catch the terminal mid-update.
            screen = try await first.waitFor {
                $0.contains("2 conversations") && !$0.contains("Second question beta") && $0.contains("First question alpha")
            }
            #expect(screen.contains("Third question gamma"))
            try await quit(first)

            let second = try await launch(server)
            defer { second.kill() }
            screen = try await second.waitFor {
                $0.contains("2 conversations") && $0.contains("First question alpha") && $0.contains("Third question gamma")
            }
            #expect(!screen.contains("Second question beta"))
            try second.send("D")
            _ = try await second.waitFor { $0.contains("Delete All Conversations?") && $0.contains("All 2 conversations") }
            try second.send("Right")
            try second.send("Enter")
            _ = try await second.waitFor { $0.contains("No Conversations") }
            try await quit(second)

            let third = try await launch(server)
            defer { third.kill() }
            screen = try await third.waitFor { $0.contains("No Conversations") }
            #expect(!screen.contains("question"))
            try third.send("F2")
            _ = try await third.waitFor { $0.contains("Enter Send") }
            try await quit(third)
        }

        @Test func searchFindsArabicTypedWithoutHarakat() async throws {
            let server = try Self.server([("Prayer", "Answer one: الصَّلَاةُ عِمَادُ الدِّينِ، وَالصَّبْرُ ضِيَاءٌ."),
                                          ("Something", "Answer two: nothing to find here.")])
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            try await ask(t, "Prayer and patience", marker: "Answer one:")
            try await ask(t, "Something unrelated", marker: "Answer two:")
            try t.send("F3")
            _ = try await t.waitFor { $0.contains("2 conversations") }
            try t.send("/")
            // Typed without harakat; the answer has them.
            try t.type("الصلاة عماد")
            var screen = try await t.waitFor { $0.contains("1 of 2 conversations matches") && !$0.contains("Something unrelated") }
            #expect(screen.contains("Prayer and patience"))
            try t.send("C-u")
            try t.type("xyzzy")
            screen = try await t.waitFor { $0.contains("No conversations match") }
            #expect(screen.contains("xyzzy"))
            try t.send("Escape")
            _ = try await t.waitFor { $0.contains("Search titles and messages") && $0.contains("2 conversations") }
            try t.send("Escape")
            try await quit(t)
        }

        /// `e` opens Export Conversation with the default path; the path is edited and the file
        /// is written where the dialog ended (ux.md §3.10).
        @Test func exportWritesWhereTheDialogSays() async throws {
            let server = try Self.server([("Patience", "Patience is half of faith.")])
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            try await ask(t, "Patience in hardship", marker: "Patience is half of faith.")
            try t.send("F3")
            _ = try await t.waitFor { $0.contains("1 conversation") && $0.contains("Patience in hardship") }
            try t.send("e")
            var screen = try await t.waitFor { $0.contains("Export Conversation") && $0.contains("[ Export ]") }
            #expect(screen.contains("Patience in hardship -"), "the default name carries the title")
            let target = dataDir + "/saved.md"
            try t.send("C-u")
            try t.type(target)
            try t.send("Enter")
            screen = try await t.waitFor { $0.contains("Exported to") }
            let text = try String(contentsOfFile: target, encoding: .utf8)
            #expect(text.hasPrefix("# Patience in hardship\n"))
            #expect(text.contains("Patience is half of faith."))
            try await quit(t)
        }
    }
}
