import Domain
import Foundation
import Storage
import TestSupport
import Testing

/// `ask` and `--plain` through the built binary against a loopback stub server, with what they
/// stored read back through the Storage API (ux.md §9.4, §10).
@Suite(.serialized) struct LineModeEndToEndTests {

    static func escaped(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default:
                if u.value < 0x20 || (0x7F...0x9F).contains(u.value) { out += String(format: "\\u%04x", u.value) }
                else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    static func answer(_ text: String, thread: String = "thread-1") -> [String] {
        [sse("metadata", "\"thread_id\":\"\(thread)\""), sse("thinking", "\"content\":\"Searching books\""),
         sse("chunk", "\"content\":\"\(escaped(text))\""), sse("done", "\"full_answer\":\"\(escaped(text))\"")]
    }

    static let body = "Patience is praised in the Quran.\n\nSources:\n- [The Quran, al-Baqarah 2:153](https://tanzil.net/#2:153)"

    let bin: String
    /// Removed after each test.
    let scratch: ScratchDirectory
    let dataDir: String

    init() async throws {
        bin = try #require(BuiltProducts.shamelagpt, "build the shamelagpt product first")
        scratch = ScratchDirectory("shamelagpt-line")
        dataDir = scratch.path
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["SHAMELAGPT_LANG"] = "en"
        env["SHAMELAGPT_SERVER"] = nil
        env["SHAMELAGPT_DATA_DIR"] = nil
        env["TERM"] = "dumb"
        return env
    }

    /// Runs the binary on a thread of its own: a test holding one of the cooperative pool's two
    /// threads while the process runs would starve other suites' in-process servers.
    func run(_ args: [String], stdin: String? = nil) async throws -> Shell.Result {
        let bin = bin, env = environment, all = args + ["--data-dir", dataDir]
        return try await offPool { try Shell.run(bin, all, environment: env, stdin: stdin) }
    }

    /// The store and the guest owner the binary used.
    func store() throws -> (SQLiteStore, Owner) {
        let (store, _) = try SQLiteStore.open(at: URL(fileURLWithPath: dataDir + "/conversations.sqlite"))
        let guest = try FileSessionStore(stateDirectory: URL(fileURLWithPath: dataDir + "/state")).guestSessionId()
        return (store, .guest(guest))
    }

    // MARK: ask

    @Test func askStoresTheQuestionAndTheAnswerInHistory() async throws {
        let server = try StubServer { _ in StubStep.eventStream(Self.answer(Self.body)) }
        defer { server.stop() }
        let r = try await run(["ask", "--server", server.baseURL, "What about patience?"])
        #expect(r.status == 0)
        #expect(r.stdout == "Patience is praised in the Quran.\n\nSources:\n1. The Quran, al-Baqarah 2:153 — https://tanzil.net/#2:153\n")
        let (store, owner) = try store()
        let history = try store.conversations.history(owner: owner, starredOnly: false, after: nil, limit: 10)
        #expect(history.count == 1)
        let c = try #require(history.first?.conversation)
        #expect(c.threadId == "thread-1")
        let messages = try store.messages.messages(conversationId: c.id, owner: owner, page: .all)
        #expect(messages.map(\.role) == [.user, .assistant])
        #expect(messages.first?.content == "What about patience?")
        #expect(messages.last?.content == Self.body)
        #expect(messages.map(\.state) == [.complete, .complete])
    }

    @Test func noSaveKeepsItOutOfHistory() async throws {
        let server = try StubServer { _ in StubStep.eventStream(Self.answer(Self.body)) }
        defer { server.stop() }
        let r = try await run(["ask", "--no-save", "--server", server.baseURL, "Private question"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Patience is praised"))
        let (store, owner) = try store()
        #expect(try store.conversations.history(owner: owner, starredOnly: false, after: nil, limit: 10).isEmpty)
        // Offline, a stored question waits to be sent later; one asked with --no-save does not,
        // and the message does not promise it.
        let offline = try await run(["ask", "--no-save", "--server", "http://127.0.0.1:9", "Private question"])
        #expect(offline.status == 3)
        #expect(offline.stderr.contains("with --no-save the question is not kept"))
        #expect(!offline.stderr.contains("will be sent"))
        let stored = try await run(["ask", "--server", "http://127.0.0.1:9", "Kept question"])
        #expect(stored.status == 3)
        #expect(stored.stderr.contains("will be sent when the connection is back"))
    }

    @Test func conversationIdContinuesAStoredConversation() async throws {
        let server = try StubServer { _ in StubStep.eventStream(Self.answer(Self.body)) }
        defer { server.stop() }
        #expect(try await run(["ask", "--server", server.baseURL, "First"]).status == 0)
        let (store, owner) = try store()
        let id = try #require(try store.conversations.history(owner: owner, starredOnly: false, after: nil, limit: 10)
            .first?.conversation.id)
        let r = try await run(["ask", "--server", server.baseURL, "--conversation", id, "Second"])
        #expect(r.status == 0)
        // The server's thread continues the conversation (protocol.md §5.2).
        #expect(server.requests.last?.bodyText.contains("\"session_id\":\"thread-1\"") == true)
        let history = try store.conversations.history(owner: owner, starredOnly: false, after: nil, limit: 10)
        #expect(history.count == 1)
        let messages = try store.messages.messages(conversationId: id, owner: owner, page: .all)
        #expect(messages.map(\.content) == ["First", Self.body, "Second", Self.body])
    }

    @Test func anUnknownConversationIsAClearErrorWithStatusOne() async throws {
        let r = try await run(["ask", "--server", "http://127.0.0.1:9", "--conversation", "no-such-id", "Q"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("There's no conversation with the ID no-such-id on this computer."))
        #expect(r.stderr.contains("Error code: E-CHAT-MISSING-CONVERSATION"))
        #expect(r.stdout.isEmpty)
    }

    @Test func usageErrorsExitTwo() async throws {
        #expect(try await run(["ask", "--format", "xml", "Q"]).status == 2)
        #expect(try await run(["ask", "--new", "--conversation", "x", "Q"]).status == 2)
        #expect(try await run(["ask", "--json", "--format", "json", "Q"]).status == 2)
    }

    @Test func formatJSONPrintsOneObjectAtTheEnd() async throws {
        let server = try StubServer { _ in StubStep.eventStream(Self.answer(Self.body)) }
        defer { server.stop() }
        let r = try await run(["ask", "--format", "json", "--server", server.baseURL, "What about patience?"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["question", "answer", "sources", "conversation_id", "complete",
                                     "abstained", "not_found_terms"])
        #expect(object["question"] as? String == "What about patience?")
        // A server that sends no coverage report: an answer with sources offers passages.
        #expect(object["abstained"] as? Bool == false)
        #expect((object["not_found_terms"] as? [String]) == [])
        #expect(object["answer"] as? String == "Patience is praised in the Quran.")
        #expect(object["complete"] as? Bool == true)
        let sources = try #require(object["sources"] as? [[String: Any]])
        #expect(sources.count == 1)
        #expect(sources.first?["title"] as? String == "The Quran, al-Baqarah 2:153")
        #expect(sources.first?["url"] as? String == "https://tanzil.net/#2:153")
        #expect(sources.first?["page"] is NSNull)
        let (store, owner) = try store()
        let id = try #require(object["conversation_id"] as? String)
        #expect(try store.conversations.conversation(id: id, owner: owner) != nil)
    }

    @Test func formatJSONReportsTheLibrarysAbstention() async throws {
        let text = "Nothing in the offline library answers this question."
        let events = [sse("metadata", "\"thread_id\":\"t\""), sse("chunk", "\"content\":\"\(text)\""),
                      sse("done", "\"full_answer\":\"\(text)\",\"abstained\":true,\"not_found_terms\":[\"smoking\"]")]
        let server = try StubServer { _ in StubStep.eventStream(events) }
        defer { server.stop() }
        let r = try await run(["ask", "--format", "json", "--server", server.baseURL, "Is smoking haram?"])
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["abstained"] as? Bool == true)
        #expect((object["not_found_terms"] as? [String]) == ["smoking"])
    }

    @Test func aHostileServerNeverReachesTheTerminal() async throws {
        let hostile = "Look \u{1B}]52;c;cm0gLXJmIH4=\u{07}here \u{1B}[2J\u{1B}[31mred\u{9B}0m\n\nSources:\n"
            + "- [Book \u{1B}]0;pwned\u{07}](https://shamela.ws/book/1/2)"
        let server = try StubServer { _ in
            StubStep.eventStream([sse("thinking", "\"content\":\"\(Self.escaped("Think \u{1B}[?1049h"))\""),
                                  sse("chunk", "\"content\":\"\(Self.escaped(hostile))\""),
                                  sse("done", "\"full_answer\":\"\(Self.escaped(hostile))\"")])
        }
        defer { server.stop() }
        for args in [["ask"], ["ask", "--format", "markdown"], ["--plain"]] {
            let r = try await run(args + ["--server", server.baseURL] + (args == ["--plain"] ? [] : ["Q"]),
                            stdin: args == ["--plain"] ? "Q\n/quit\n" : nil)
            #expect(r.status == 0)
            for output in [r.stdout, r.stderr] {
                #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value) },
                        "\(args): \(output)")
            }
            #expect(r.stdout.contains("␛]52;c;cm0gLXJmIH4=␇here"), "\(args)")
        }
    }

    /// Ctrl+C, and SIGTERM or SIGHUP from elsewhere (ux.md §9.6): what arrived is printed and
    /// stored as stopped, and the status is 128 + the signal. Plain mode the same.
    @Test(arguments: [(SIGINT, false), (SIGTERM, false), (SIGHUP, false), (SIGTERM, true)])
    func aSignalStoresTheAnswerAsStoppedAndExits128PlusIt(signal: Int32, plain: Bool) async throws {
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")]),
                                            .text(sse("metadata", "\"thread_id\":\"t-stop\"")),
                                            .text(sse("chunk", "\"content\":\"Partial\\nmore\"")), .stall])
        defer { server.stop() }
        let arguments = plain ? ["--plain", "--server", server.baseURL, "--data-dir", dataDir]
            : ["ask", "--server", server.baseURL, "--data-dir", dataDir, "Stop me"]
        let child = try Shell.start(bin, arguments, environment: environment, input: true)
        if plain { child.write("Stop me\n") }
        for _ in 0..<100 where server.requests.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        try await Task.sleep(for: .milliseconds(300))
        child.signal(signal)
        let status = try await offPool { child.wait() }
        #expect(status == 128 + signal)
        let stdout = child.stdout
        #expect(stdout.contains("Partial\nmore\n"))
        let (store, owner) = try store()
        let c = try #require(try store.conversations.history(owner: owner, starredOnly: false, after: nil, limit: 10).first)
        let messages = try store.messages.messages(conversationId: c.conversation.id, owner: owner, page: .all)
        #expect(messages.map(\.state) == [.complete, .incomplete(.stopped)])
        #expect(messages.last?.content == "Partial\nmore")
    }

    // MARK: --plain

    @Test func plainSessionThroughAPipe() async throws {
        let server = try StubServer { _ in StubStep.eventStream(Self.answer(Self.body)) }
        defer { server.stop() }
        let exportPath = dataDir + "/export.md"
        let script = "What about patience?\n/sources\n/history\n/new\n/history patience\n/open 1\n/export \(exportPath)\n/bogus\n/quit\n"
        let r = try await run(["--plain", "--server", server.baseURL], stdin: script)
        #expect(r.status == 0)
        let out = r.stdout
        // First launch: the welcome once, remembered.
        #expect(out.hasPrefix("🌿 Welcome to ShamelaGPT\n"))
        #expect(out.range(of: #"You \(\d\d:\d\d\): What about patience\?\n"#, options: .regularExpression) != nil)
        #expect(out.range(of: #"ShamelaGPT \(\d\d:\d\d\): Patience is praised in the Quran\.\n\nSources:\n1\. The Quran, al-Baqarah 2:153 — https://tanzil\.net/#2:153\n"#,
                          options: .regularExpression) != nil)
        #expect(out.contains("1 conversation:\n1. What about patience? — "))
        #expect(out.contains("New conversation.\n"))
        #expect(out.contains("1 conversation matches “patience”:\n"))
        #expect(out.contains("Conversation: What about patience?\n"))
        #expect(out.contains("Exported to \(exportPath)\n"))
        #expect(out.contains("Unknown command /bogus."))
        #expect(!out.contains("\u{1B}"), "no escape sequences in plain mode")
        let markdown = try String(contentsOfFile: exportPath, encoding: .utf8)
        #expect(markdown.hasPrefix("# What about patience?\n"))
        #expect(markdown.contains("- [The Quran, al-Baqarah 2:153](https://tanzil.net/#2:153)"))
        let (store, owner) = try store()
        #expect(try store.conversations.history(owner: owner, starredOnly: false, after: nil, limit: 10).count == 1)
        // The welcome was marked seen: a second session does not print it.
        let again = try await run(["--plain", "--server", server.baseURL], stdin: "/quit\n")
        #expect(again.status == 0)
        #expect(!again.stdout.contains("Welcome to ShamelaGPT"))
    }

    /// `/login` uses the sign-in form's request and token file, with the password as typed;
    /// `/logout` forgets it and shows the welcome again (ux.md §5.5).
    @Test func plainSignsInAndOut() async throws {
        let auth = #"{"token":"tok-1","refresh_token":"rt-1","expires_in":"3600","user":{"id":"7","firebase_uid":"uid-aisha","email":"aisha@example.com"}}"#
        let server = try StubServer { req in
            switch req.path {
            case "/api/auth/login": StubStep.response(200, body: auth)
            case "/api/auth/me": StubStep.response(200, body: #"{"firebase_uid":"uid-aisha","email":"aisha@example.com"}"#)
            default: StubStep.response(404, body: #"{"detail":"Not Found"}"#)
            }
        }
        defer { server.stop() }
        let tokens = dataDir + "/state/session.json"
        let signIn = try await run(["--plain", "--server", server.baseURL], stdin: "/login\naisha@example.com\n secret \n/quit\n")
        #expect(signIn.status == 0)
        #expect(signIn.stdout.contains("Signed in as aisha@example.com."))
        let login = try #require(server.requests.first { $0.path == "/api/auth/login" })
        #expect(login.bodyText.contains(#""password":" secret ""#), "the password is sent as typed")
        #expect(try String(contentsOfFile: tokens, encoding: .utf8).contains("tok-1"))

        let signOut = try await run(["--plain", "--server", server.baseURL], stdin: "/logout\n/quit\n")
        #expect(signOut.status == 0)
        #expect(signOut.stdout.contains("Signed out."))
        #expect(signOut.stdout.contains("Welcome to ShamelaGPT"), "the welcome again after signing out")
        #expect(!((try? String(contentsOfFile: tokens, encoding: .utf8)) ?? "").contains("tok-1"))
    }

    @Test func endOfInputQuitsWithStatusZeroAfterTheAnswer() async throws {
        let server = try StubServer { _ in StubStep.eventStream(Self.answer(Self.body), pauseMs: 50) }
        defer { server.stop() }
        try AppDataDirectory.markWelcomeSeen(dataDir)
        let r = try await run(["--plain", "--server", server.baseURL], stdin: "first line \\\nsecond line\n")
        #expect(r.status == 0)
        #expect(r.stdout.contains("[Thinking: Searching books]\n"))
        #expect(r.stdout.contains("Sources:\n1. The Quran"))
        // A line ending in a backslash continued on the next one.
        #expect(server.requests.first?.bodyText.contains(#""question":"first line \nsecond line""#) == true)
    }

    @Test func plainInArabicPrintsArabicLabels() async throws {
        let server = try StubServer { _ in StubStep.eventStream(Self.answer(Self.body)) }
        defer { server.stop() }
        try AppDataDirectory.markWelcomeSeen(dataDir)
        let r = try await run(["--plain", "--lang", "ar", "--server", server.baseURL], stdin: "ما هو الصبر؟\n/history\n")
        #expect(r.status == 0)
        #expect(r.stdout.range(of: #"أنت \([٠-٩]{2}:[٠-٩]{2}\): ما هو الصبر؟"#, options: .regularExpression) != nil)
        #expect(r.stdout.contains("المصادر:"))
        #expect(r.stdout.contains("محادثة واحدة:"))
    }

    @Test func plainReportsAnUnreachableServerAsAnError() async throws {
        try AppDataDirectory.markWelcomeSeen(dataDir)
        let r = try await run(["--plain", "--server", "http://127.0.0.1:9"], stdin: "Anyone there?\n/quit\n")
        #expect(r.status == 0)
        #expect(r.stdout.contains("Error: "))
        #expect(r.stdout.contains("(Error code: E-NET-003)"))
    }
}
