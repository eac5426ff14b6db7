import Foundation
import TestSupport
import Testing

/// `shamelagpt ask` end to end: the built binary against the loopback stub server.
@Suite(.serialized) struct AskCommandTests {
    static let answerWire = [
        #"data: {"type":"metadata","session_id":"guest_1_abcdef","requests_remaining":9}"#,
        #"data: {"type":"thinking","content":"Searching"}"#,
        #"data: {"type":"chunk","content":"Islam is\n"}"#,
        #"data: {"type":"chunk","content":"submission.\n\nSources:\n- [Book A] - https://shamela.ws/book/1/2"}"#,
        #"data: {"type":"done","full_answer":"Islam is\nsubmission.\n\nSources:\n- [Book A] - https://shamela.ws/book/1/2"}"#,
    ].map { $0 + "\n\n" }

    /// A fresh data directory per run: `ask` stores what it asks.
    static func ask(_ args: [String], stdin: String? = nil, dataDir given: String? = nil) async throws -> Shell.Result {
        let scratch = ScratchDirectory("shamelagpt-ask")
        // Kept until the process has finished (ARC may otherwise end it after its last use).
        defer { withExtendedLifetime(scratch) {} }
        let dataDir = given ?? scratch.path
        let bin = try #require(BuiltProducts.shamelagpt)
        var env = ProcessInfo.processInfo.environment
        env["SHAMELAGPT_LANG"] = "en"
        env["SHAMELAGPT_SERVER"] = nil
        env["SHAMELAGPT_DATA_DIR"] = dataDir
        let environment = env
        // Off the cooperative pool: the process runs while the test waits.
        return try await offPool { try Shell.run(bin, ["ask"] + args, environment: environment, stdin: stdin) }
    }

    /// A data directory removed when the returned value goes.
    static func freshDataDir() -> ScratchDirectory { ScratchDirectory("shamelagpt-ask") }

    @Test func streamsAnswerThenNumberedSources() async throws {
        let server = try StubServer(steps: StubStep.eventStream(Self.answerWire))
        defer { server.stop() }
        let r = try await Self.ask(["--server", server.baseURL, "What", "is", "Islam?"])
        #expect(r.status == 0)
        #expect(r.stdout == "Islam is\nsubmission.\n\nSources:\n1. Book A, p. 2 — https://shamela.ws/book/1/2\n")
        let body = server.requests.first?.bodyText ?? ""
        #expect(body.contains(#""question":"What is Islam?""#))
        #expect(body.contains(#""session_id":"guest_"#))
    }

    @Test func globalOptionsBeforeTheSubcommand() async throws {
        let server = try StubServer(steps: StubStep.eventStream(Self.answerWire))
        defer { server.stop() }
        let bin = try #require(BuiltProducts.shamelagpt)
        let scratch = Self.freshDataDir()
        defer { withExtendedLifetime(scratch) {} }
        let r = try await offPool { try Shell.run(bin, ["--lang", "ar", "--server", server.baseURL, "--data-dir", scratch.path, "ask", "q"]) }
        #expect(r.status == 0)
        #expect(r.stdout.contains("المصادر:"))
        #expect(server.requests.first?.bodyText.contains(#""language_preference":"ar""#) == true)
    }

    @Test func questionFromStandardInput() async throws {
        let server = try StubServer(steps: StubStep.eventStream(Self.answerWire))
        defer { server.stop() }
        let r = try await Self.ask(["--server", server.baseURL], stdin: "  from stdin \n")
        #expect(r.status == 0)
        #expect(server.requests.first?.bodyText.contains(#""question":"from stdin""#) == true)
    }

    @Test func jsonPrintsOneObjectPerEvent() async throws {
        let server = try StubServer(steps: StubStep.eventStream(Self.answerWire))
        defer { server.stop() }
        let r = try await Self.ask(["--server", server.baseURL, "--json", "q"])
        let lines = r.stdout.split(separator: "\n")
        #expect(r.status == 0)
        #expect(lines.count == 6)
        #expect(lines.first?.contains(#""type":"metadata""#) == true)
        #expect(lines.last?.contains(#""state":"complete""#) == true)
        #expect(lines.last?.contains(#""page":2"#) == true)
    }

    @Test func httpErrorGoesToStderrWithCode() async throws {
        let server = try StubServer(steps: StubStep.response(503, body: #"{"detail":"Maintenance"}"#))
        defer { server.stop() }
        let r = try await Self.ask(["--server", server.baseURL, "q"])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("Error code: E-HTTP-503"))
        #expect(r.stderr.contains("Maintenance"))
    }

    @Test func libraryIsNotReadyYet() async throws {
        let r = try await Self.ask(["--server", "library", "q"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("E-LIB-NOT-READY"))
    }

    @Test func unreachableServerExitsThree() async throws {
        let server = try StubServer(steps: [])
        let url = server.baseURL
        server.stop()
        try await Task.sleep(for: .milliseconds(150))
        let r = try await Self.ask(["--server", url, "q"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("E-NET-003"))
    }

    @Test func ctrlCPrintsWhatArrivedAndExits130() async throws {
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")]),
                                            .text("data: {\"type\":\"chunk\",\"content\":\"Partial\\nmore\"}\n\n"), .stall])
        defer { server.stop() }
        let scratch = Self.freshDataDir()
        defer { withExtendedLifetime(scratch) {} }
        let child = try Shell.start(try #require(BuiltProducts.shamelagpt),
                                    ["ask", "--server", server.baseURL, "--data-dir", scratch.path, "q"])
        // Wait (bounded) until the request is in and the chunk had time to arrive.
        for _ in 0..<100 where server.requests.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        try await Task.sleep(for: .milliseconds(200))
        child.signal(SIGINT)
        let status = try await offPool { child.wait() }
        #expect(status == 130)
        let stdout = child.stdout
        #expect(stdout == "Partial\nmore\n")
    }

    @Test func missingQuestion() async throws {
        let r = try await Self.ask(["--server", "http://127.0.0.1:9"], stdin: "   ")
        #expect(r.status == 2)
    }
}
