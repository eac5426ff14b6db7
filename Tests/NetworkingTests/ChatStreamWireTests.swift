import Domain
import Foundation
@testable import Networking
import TestSupport
import Testing

/// Chat streams over real sockets: line-end and encoding quirks, odd bodies, stalls,
/// disconnects and cancels, through transport, SSE, decoding and the reducer.
@Suite(.serialized) struct ChatStreamWireTests {

    @Test func wireQuirks() async throws {
        let wire = "\u{FEFF}: ping\r\n\r\ndata: {\"type\":\"metadata\",\r\ndata: \"thread_id\":\"t-1\"}\r\n\r\n"
            + ": keep-alive\r\rdata: {\"type\":\"chunk\",\"content\":\"Hel\"}\r\rdata: {\"type\":\"chunk\",\"content\":\"lo\"}\n\n"
            + "data: {\"type\":\"done\"}\n\n"
        let bytes = Array(wire.utf8)
        let blocks = stride(from: 0, to: bytes.count, by: 7).map { String(decoding: bytes[$0..<min(bytes.count, $0 + 7)], as: UTF8.self) }
        // Split on byte boundaries that are ASCII here, so each block is valid text for the stub.
        let server = try StubServer(steps: StubStep.eventStream(blocks, pauseMs: 1))
        defer { server.stop() }
        let api = try ShamelaAPITests.api(server)
        let (r, effects) = await ShamelaAPITests.runStream(try await api.chatStream(
            .guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true))
        #expect(effects.contains(.storeThreadId("t-1")))
        #expect(r.outcome == ChatTurnOutcome(content: "Hello", state: .complete))
    }

    @Test func invalidUTF8OverTheWire() async throws {
        let bytes: [UInt8] = Array("data: {\"type\":\"chunk\",\"content\":\"a".utf8) + [0xFF] + Array("b\"}\n\ndata: {\"type\":\"done\"}\n\n".utf8)
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")]), .send(bytes), .close])
        defer { server.stop() }
        let api = try ShamelaAPITests.api(server)
        let (r, _) = await ShamelaAPITests.runStream(try await api.chatStream(
            .guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true))
        #expect(r.outcome?.content == "a\u{FFFD}b")
    }

    @Test func sentinelOnlyIsEmptyResponse() async throws {
        let server = try StubServer(steps: StubStep.eventStream(["data: [DONE]\n\n"]))
        defer { server.stop() }
        let api = try ShamelaAPITests.api(server)
        let (r, _) = await ShamelaAPITests.runStream(try await api.chatStream(
            .guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true))
        #expect(r.outcome?.error?.code == "E-CHAT-EMPTY-RESPONSE")
    }

    @Test func htmlInsteadOfEventStream() async throws {
        let server = try StubServer(steps: StubStep.response(200, contentType: "text/html", body: "<html>\n<body>Oops</body>\n</html>\n"))
        defer { server.stop() }
        let api = try ShamelaAPITests.api(server)
        let (r, _) = await ShamelaAPITests.runStream(try await api.chatStream(
            .guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true))
        #expect(r.outcome?.error?.code == "E-CHAT-STREAM-INCOMPLETE")
    }

    @Test func jsonAnswerInsteadOfEventStream() async throws {
        let server = try StubServer(steps: StubStep.response(200, body: #"{"answer":"Direct","thread_id":"t-7"}"#))
        defer { server.stop() }
        let api = try ShamelaAPITests.api(server)
        let (r, _) = await ShamelaAPITests.runStream(try await api.chatStream(
            .guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true))
        #expect(r.outcome == ChatTurnOutcome(content: "Direct", state: .complete))
        #expect(r.threadId == "t-7")
    }

    @Test func stallMidStreamKeepsPartialAsInterrupted() async throws {
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")]),
                                            .text("data: {\"type\":\"chunk\",\"content\":\"Partial\"}\n\n"), .stall])
        defer { server.stop() }
        let api = try ShamelaAPITests.api(server)
        let (r, _) = await ShamelaAPITests.runStream(try await api.chatStream(
            .guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true))
        #expect(r.outcome == ChatTurnOutcome(content: "Partial", state: .interrupted))
    }

    @Test func stallBeforeFirstChunkIsTimeout() async throws {
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")]),
                                            .text(": ping\n\n"), .stall])
        defer { server.stop() }
        let api = try ShamelaAPITests.api(server)
        let (r, _) = await ShamelaAPITests.runStream(try await api.chatStream(
            .guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true))
        #expect(r.outcome?.error?.code == "E-NET-004")
    }

    @Test func disconnectMidStreamIsInterrupted() async throws {
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")], contentLength: 5000),
                                            .text("data: {\"type\":\"chunk\",\"content\":\"Half\"}\n\n"), .close])
        defer { server.stop() }
        let api = try ShamelaAPITests.api(server)
        let (r, _) = await ShamelaAPITests.runStream(try await api.chatStream(
            .guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true))
        #expect(r.outcome == ChatTurnOutcome(content: "Half", state: .interrupted))
    }

    @Test func userCancelMidStream() async throws {
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")]),
                                            .text("data: {\"type\":\"chunk\",\"content\":\"Some\"}\n\n"), .stall])
        defer { server.stop() }
        let api = ShamelaAPI(server: try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true))
        let stream = try await api.chatStream(.guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true)
        var reducer = ChatStreamReducer()
        for await input in stream.inputs {
            _ = reducer.handle(input)
            if reducer.phase == .streaming { stream.cancel() }
        }
        #expect(reducer.outcome == ChatTurnOutcome(content: "Some", state: .stopped))
    }
}
