import Domain
import Foundation
@testable import Networking
import TestSupport
import Testing

@Suite(.serialized) struct CurlTransportTests {
    static let fast = TransportTimeouts(connect: .seconds(5), total: .seconds(20), idle: .milliseconds(400))
    /// For tests about volume, not timeouts: on a loaded two-core machine the stub's thread can
    /// be held longer than 400 ms between writes.
    static let patient = TransportTimeouts(connect: .seconds(5), total: .seconds(20), idle: .seconds(5))

    static func get(_ server: StubServer, path: String = "/x", timeouts: TransportTimeouts = fast) async throws -> HTTPResponse {
        try await CurlTransport().send(HTTPRequest(url: server.baseURL + path, timeouts: timeouts))
    }

    static func collect(_ response: HTTPResponse) async -> (Data, TransportError?) {
        var data = Data()
        do {
            for try await block in response.body { data.append(block) }
            return (data, nil)
        } catch {
            return (data, error as? TransportError)
        }
    }

    @Test func headersAndBodyAndRequestHeaders() async throws {
        let server = try StubServer(steps: StubStep.response(200, contentType: "text/plain; charset=utf-8", body: "hello",
                                                             headers: [("X-Guest-Limit-Reached", "false")]))
        defer { server.stop() }
        let r = try await CurlTransport().send(HTTPRequest(method: "POST", url: server.baseURL + "/p",
                                                           headers: [("Accept", "application/json")],
                                                           body: Data("{\"a\":1}".utf8), timeouts: Self.fast))
        #expect(r.status == 200)
        #expect(r.contentType == "text/plain")
        #expect(r.header("X-Guest-Limit-Reached") == "false")
        let (body, error) = await Self.collect(r)
        #expect(String(decoding: body, as: UTF8.self) == "hello" && error == nil)
        let req = try #require(server.requests.first)
        #expect(req.method == "POST" && req.path == "/p" && req.bodyText == "{\"a\":1}")
        #expect(req.headers["user-agent"] == NetworkingInfo.userAgent)
        #expect(req.headers["expect"] == nil)
        #expect(req.headers["accept-encoding"] != nil)
    }

    @Test func twoMebibyteSingleChunk() async throws {
        let payload = String(repeating: "x", count: 2 << 20)
        let server = try StubServer(steps: StubStep.eventStream(["data: \(payload)\n\n"]))
        defer { server.stop() }
        let (body, error) = await Self.collect(try await Self.get(server, timeouts: Self.patient))
        #expect(error == nil)
        var parser = SSEParser()
        #expect(try parser.feed(body).first?.data.count == 2 << 20)
    }

    @Test func fiveThousandOneCharacterChunks() async throws {
        let text = String(repeating: "ab", count: 2500)
        let blocks = ["data: "] + text.map { String($0) } + ["\n\n"]
        let server = try StubServer(steps: StubStep.eventStream(blocks))
        defer { server.stop() }
        let (body, _) = await Self.collect(try await Self.get(server, timeouts: Self.patient))
        var parser = SSEParser()
        #expect(try parser.feed(body).map(\.data) == [text])
    }

    @Test func stallMidStreamHitsIdleTimeout() async throws {
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")]),
                                            .text("data: {\"type\":\"chunk\",\"content\":\"a\"}\n\n"), .stall])
        defer { server.stop() }
        let (body, error) = await Self.collect(try await Self.get(server))
        #expect(!body.isEmpty)
        #expect(error == .failed(.timeout("idle"), afterResponse: true))
    }

    @Test func slowHeadersWithinIdleLimit() async throws {
        let server = try StubServer(steps: [.pause(milliseconds: 200)] + StubStep.response(200, body: "{}"))
        defer { server.stop() }
        let r = try await Self.get(server)
        #expect(r.status == 200)
    }

    @Test func headersLaterThanIdleLimitTimeOut() async throws {
        let server = try StubServer(steps: [.stall])
        defer { server.stop() }
        await #expect(throws: TransportError.failed(.timeout("idle"), afterResponse: false)) {
            _ = try await Self.get(server)
        }
    }

    @Test func disconnectMidStream() async throws {
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")], contentLength: 1000),
                                            .text("data: partial\n\n"), .pause(milliseconds: 50), .close])
        defer { server.stop() }
        // A generous idle limit: this is about how a disconnect is classified.
        let (_, error) = await Self.collect(try await Self.get(server, timeouts: Self.patient))
        #expect(error?.afterResponse == true)
        #expect(error?.appError.code == "E-NET-003")
    }

    @Test func redirectIsNotFollowed() async throws {
        let server = try StubServer { req in
            req.path == "/old" ? [.head(302, headers: [("Location", "/new")], contentLength: 0)]
                : StubStep.response(200, body: "{}")
        }
        defer { server.stop() }
        let r = try await Self.get(server, path: "/old")
        #expect(r.status == 302)
        #expect(server.requests.map(\.path) == ["/old"])
    }

    @Test func connectionRefusedIsNoConnection() async throws {
        let server = try StubServer(steps: [])
        let url = server.baseURL
        server.stop()
        try await Task.sleep(for: .milliseconds(150))
        await #expect {
            _ = try await CurlTransport().send(HTTPRequest(url: url + "/x", timeouts: Self.fast))
        } throws: { error in
            (error as? TransportError)?.appError.code == "E-NET-003"
        }
    }

    @Test func cancelEndsTheBody() async throws {
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")]),
                                            .text("data: x\n\n"), .stall])
        defer { server.stop() }
        let r = try await CurlTransport().send(HTTPRequest(url: server.baseURL + "/s", timeouts: .stream))
        var iterator = r.body.makeAsyncIterator()
        _ = try await iterator.next()
        r.cancel()
        await #expect(throws: TransportError.cancelled(afterResponse: true)) { _ = try await iterator.next() }
    }

    @Test func plainHTTPRules() async throws {
        let remote = HTTPRequest(url: "http://example.invalid/api/health")
        #expect(URLPolicy.violation(for: remote)?.code == "E-NET-001")
        var typed = remote
        typed.userTypedServer = true
        #expect(URLPolicy.violation(for: typed) == nil)
        typed.carriesCredentials = true
        #expect(URLPolicy.violation(for: typed)?.code == "E-NET-001")
        #expect(URLPolicy.violation(for: HTTPRequest(url: "http://127.0.0.5:9/x", carriesCredentials: true)) == nil)
        #expect(URLPolicy.violation(for: HTTPRequest(url: "http://[::1]:9/x", carriesCredentials: true)) == nil)
        #expect(URLPolicy.violation(for: HTTPRequest(url: "ftp://example.org/x"))?.code == "E-NET-001")
        await #expect(throws: TransportError.self) { _ = try await CurlTransport().send(remote) }
    }
}
