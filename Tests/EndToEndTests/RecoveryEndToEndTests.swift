import Foundation
import Glibc
import TestSupport
import Testing

/// Crashes and signals in the full-screen app, through the built
/// binary in tmux; what was stored is read back with `history show --format json`.
extension EndToEnd {
    @Suite struct RecoveryEndToEndTests {
        let bin: String
        let scratch: ScratchDirectory
        let dataDir: String

        init() throws {
            bin = try #require(BuiltProducts.shamelagpt, "build the shamelagpt product first")
            scratch = ScratchDirectory("shamelagpt-recovery-e2e")
            dataDir = scratch.path
            try AppDataDirectory.markWelcomeSeen(dataDir)
        }

        func launch(_ server: StubServer) async throws -> TmuxSession {
            let cmd = "\(TmuxSession.quote(bin)) --data-dir \(TmuxSession.quote(dataDir)) --server \(server.baseURL); "
                + "echo \"EXIT=$?\"; echo END"
            let t = try TmuxSession(width: 100, height: 30, command: cmd)
            _ = try await t.waitFor { $0.contains("Enter Send") }
            return t
        }

        /// The app's process: the descendant of the pane's shell running the binary.
        func appPid(_ t: TmuxSession) throws -> pid_t {
            let shell = try #require(pid_t(try t.format("#{pane_pid}")))
            let target = URL(fileURLWithPath: bin).resolvingSymlinksInPath().path
            var frontier = [shell]
            while let p = frontier.popLast() {
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(p)/exe")) == target { return p }
                let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(p)/task")) ?? []
                for task in tasks {
                    let children = (try? String(contentsOfFile: "/proc/\(p)/task/\(task)/children", encoding: .utf8)) ?? ""
                    frontier += children.split(separator: " ").compactMap { pid_t($0) }
                }
            }
            throw TmuxSession.HarnessError.missingTool("the app's process")
        }

        /// The stored messages of the only conversation, as `history show --format json` prints them.
        func storedMessages() async throws -> [[String: Any]] {
            let bin = bin, dir = dataDir
            let list = try await offPool { try Shell.run(bin, ["history", "list", "--json", "--data-dir", dir]) }
            let conversations = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
            let id = try #require(conversations.first?["id"] as? String)
            let show = try await offPool { try Shell.run(bin, ["history", "show", id, "--format", "json", "--data-dir", dir]) }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
            return try #require(object["messages"] as? [[String: Any]])
        }

        @Test func aQuestionCutOffByACrashIsSentAtTheNextLaunchInItsConversation() async throws {
            // The first server never answers: the question is on its way when the app is killed.
            let silent = try StubServer { _ in [.stall] }
            defer { silent.stop() }
            var t = try await launch(silent)
            try t.type("Cut off by a crash")
            try t.send("Enter")
            _ = try await t.waitFor { _ in !silent.requests.isEmpty }
            Glibc.kill(try appPid(t), SIGKILL)
            _ = try await t.waitFor { $0.contains("END") }
            t.kill()

            let answer = "Sent after all.\n\nSources:\n- [A book](https://shamela.ws/book/1/2)"
            let server = try StubServer { req in
                if req.path == "/api/health" { return StubStep.response(200, body: "{\"status\":\"ok\"}") }
                return StubStep.eventStream([sse("metadata", "\"thread_id\":\"t-1\""),
                                      sse("chunk", "\"content\":\"\(answer.replacingOccurrences(of: "\n", with: "\\n"))\""),
                                      sse("done", "\"full_answer\":\"\(answer.replacingOccurrences(of: "\n", with: "\\n"))\""),
                                      "data: [DONE]\n\n"])
            }
            defer { server.stop() }
            t = try await launch(server)
            defer { t.kill() }
            // The conversation with the waiting question is open (not an empty chat), and the
            // question goes out by itself: the first probe is immediate.
            let screen = try await t.waitFor { $0.contains("Sent after all.") }
            #expect(screen.contains("Cut off by a crash"))
            #expect(server.requests.contains { $0.bodyText.contains("Cut off by a crash") })
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
            let messages = try await storedMessages()
            #expect(messages.map { $0["state"] as? String } == ["complete", "complete"])
        }

        @Test(arguments: [SIGTERM, SIGHUP])
        func aSignalMidStreamStoresTheAnswerAsStopped(signal: Int32) async throws {
            var blocks = [sse("metadata", "\"thread_id\":\"t-slow\"")]
            for i in 0..<300 { blocks.append(sse("chunk", "\"content\":\"word\(i) \"")) }
            let script = blocks
            let server = try StubServer { _ in StubStep.eventStream(script, pauseMs: 100) }
            defer { server.stop() }
            let t = try await launch(server)
            defer { t.kill() }
            try t.type("Slow one")
            try t.send("Enter")
            _ = try await t.waitFor { $0.contains("word3") }
            Glibc.kill(try appPid(t), signal)
            let screen = try await t.waitFor { $0.contains("END") }
            #expect(screen.contains("EXIT=\(128 + signal)"))
            let messages = try await storedMessages()
            #expect(messages.last?["state"] as? String == "incomplete_stopped")
            #expect((messages.last?["content"] as? String)?.contains("word3") == true)
        }
    }
}
