import Domain
import Foundation
@testable import Networking
import TestSupport
import Testing

/// protocol.md §6.5 sent by the stub server over real sockets, in small blocks, through the
/// client's whole path (transport, SSE, decoding, reducer).
@Suite(.serialized) struct WireExamplesTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var lines: [String]
        var content: String?
        var state: ChatTurnOutcome.AnswerState
        var code: String?
        var testDescription: String { name }
    }

    static let examples: [Example] = [
        Example(name: "1 authenticated", lines: [
            #"{"type":"metadata","thread_id":"7f3c"}"#, #"{"type":"thinking","content":"Analyzing your question"}"#,
            #"{"type":"chunk","content":"Prayer (salah) is"}"#, #"{"type":"chunk","content":" the second pillar of Islam."}"#,
            #"{"type":"done","full_answer":"Prayer (salah) is the second pillar of Islam.","thread_id":"7f3c"}"#, "[DONE]",
        ], content: "Prayer (salah) is the second pillar of Islam.", state: .complete),
        Example(name: "2 guest, EOF after done", lines: [
            #"{"type":"metadata","session_id":"guest_1770428531570_yurn4evdw","language":null,"is_guest":true,"requests_remaining":9}"#,
            #"{"type":"chunk","content":"Islam"}"#, #"{"type":"done","full_answer":"Islam.","session_id":"guest_1770428531570_yurn4evdw"}"#,
        ], content: "Islam.", state: .complete),
        Example(name: "4 backend error", lines: [
            #"{"type":"metadata","thread_id":"t-1"}"#, #"{"type":"chunk","content":"Partial"}"#,
            #"{"type":"error","message":"Upstream model timeout"}"#,
        ], content: "Partial", state: .failed, code: "E-CHAT-STREAM-BACKEND"),
        Example(name: "6 cut off", lines: [#"{"type":"chunk","content":"Partial answer"}"#],
                content: "Partial answer", state: .interrupted),
        Example(name: "7 sentinel only", lines: ["[DONE]"], content: nil, state: .failed, code: "E-CHAT-EMPTY-RESPONSE"),
        Example(name: "8 server cancels", lines: [#"{"type":"chunk","content":"Partial"}"#, #"{"type":"cancelled","content":"Partial"}"#],
                content: "Partial", state: .stopped),
    ]

    @Test(arguments: examples)
    func example(_ ex: Example) async throws {
        let wire = Array(ex.lines.map { "data: \($0)\r\n\r\n" }.joined().utf8)
        let blocks = stride(from: 0, to: wire.count, by: 5).map { StubStep.send(Array(wire[$0..<min(wire.count, $0 + 5)])) }
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream; charset=utf-8")])] + blocks + [.close])
        defer { server.stop() }
        let api = ShamelaAPI(server: try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true))
        let stream = try await api.chatStream(.guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true)
        var reducer = ChatStreamReducer()
        for await input in stream.inputs {
            _ = reducer.handle(input)
            if reducer.phase == .closed { break }
        }
        stream.cancel()
        #expect(reducer.outcome?.content == ex.content)
        #expect(reducer.outcome?.state == ex.state)
        #expect(reducer.outcome?.error?.code == ex.code)
    }

    @Test func concurrentUnauthorizedRequestsShareOneRefresh() async throws {
        let server = try StubServer { req in
            switch (req.path, req.headers["authorization"]) {
            case ("/api/auth/refresh", _):
                [.pause(milliseconds: 100)] + StubStep.response(200, body: #"{"token":"new","refresh_token":"rt2","expires_in":"3600"}"#)
            case (_, "Bearer new"): StubStep.response(200, body: "[]")
            default: StubStep.response(401, body: "{}")
            }
        }
        defer { server.stop() }
        let creds = Credentials(token: "old", refreshToken: "rt", expiresAt: nil, accountId: "u", email: nil,
                                origin: URLPolicy.origin(of: server.baseURL)?.key ?? "")
        let api = ShamelaAPI(server: try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true),
                             credentials: InMemoryCredentialStore(creds))
        async let a = api.conversations()
        async let b = api.conversations()
        let (ra, rb) = try await (a, b)
        #expect(ra.isEmpty && rb.isEmpty)
        #expect(server.requests.filter { $0.path == "/api/auth/refresh" }.count == 1)
    }
}
