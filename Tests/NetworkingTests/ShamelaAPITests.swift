import Domain
import Foundation
@testable import Networking
import TestSupport
import Testing

@Suite(.serialized) struct ShamelaAPITests {
    static let fast = TransportTimeouts(connect: .seconds(5), total: .seconds(20), idle: .milliseconds(500))

    static func api(_ server: StubServer, credentials: Credentials? = nil, kind: ServerConfig.Kind = .custom,
                    now: Date = Date(timeIntervalSince1970: 1_000_000)) throws -> ShamelaAPI {
        let config = try ServerConfig(baseURL: server.baseURL + "/", kind: kind, userTyped: true)
        return ShamelaAPI(server: config, credentials: InMemoryCredentialStore(credentials),
                          timeouts: fast, streamTimeouts: fast, now: { now })
    }

    static func creds(_ server: StubServer, token: String = "old", refresh: String? = "rt",
                      expires: Date? = nil) -> Credentials {
        Credentials(token: token, refreshToken: refresh, expiresAt: expires, accountId: "uid", email: "a@b.com",
                    origin: URLPolicy.origin(of: server.baseURL)?.key ?? "")
    }

    /// A JSON scalar as sent, so `true` and `1` stay different.
    enum Scalar: Decodable, Hashable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
        case string(String), bool(Bool), int(Int)
        init(stringLiteral s: String) { self = .string(s) }
        init(booleanLiteral b: Bool) { self = .bool(b) }
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let b = try? c.decode(Bool.self) { self = .bool(b) }
            else if let i = try? c.decode(Int.self) { self = .int(i) }
            else { self = .string(try c.decode(String.self)) }
        }
    }

    static func json(_ text: String) -> [String: Scalar] {
        (try? JSONDecoder().decode([String: Scalar].self, from: Data(text.utf8))) ?? [:]
    }

    static let authBody = #"{"token":"new","refresh_token":"rt2","expires_in":"3600","user":{"id":"x","firebase_uid":"uid-2","email":"a@b.com"}}"#

    /// Runs a chat stream to the end through the reducer.
    static func runStream(_ stream: ChatStream) async -> (ChatStreamReducer, [ChatStreamReducer.Effect]) {
        var reducer = ChatStreamReducer()
        var effects: [ChatStreamReducer.Effect] = []
        for await input in stream.inputs {
            if ProcessInfo.processInfo.environment["NET_DEBUG"] != nil { print("INPUT", input) }
            let e = reducer.handle(input)
            effects += e
            if e.contains(.close) { stream.cancel(); break }
        }
        if !reducer.isFinished || reducer.phase == .grace { effects += reducer.handle(.graceExpired) }
        return (reducer, effects)
    }

    // MARK: request bodies (protocol.md §5)

    @Test func guestBodyAndHeaders() async throws {
        let server = try StubServer(steps: StubStep.eventStream(["data: [DONE]\n\n"]))
        defer { server.stop() }
        let api = try Self.api(server, credentials: Self.creds(server))
        let req = ChatRequest.guest(question: "  What is Islam?\n Line 2 \n", threadId: nil,
                                    guestSessionId: "guest_1770428531_k3x9qz", language: "ar")
        _ = await Self.runStream(try await api.chatStream(req, guest: true))
        let sent = try #require(server.requests.first)
        #expect(sent.path == "/api/guest/chat/stream")
        #expect(Self.json(sent.bodyText) == ["question": "What is Islam?\n Line 2", "session_id": "guest_1770428531_k3x9qz",
                                             "language_preference": "ar", "enable_thinking": true])
        #expect(sent.headers["authorization"] == nil)
        #expect(sent.headers["accept"] == "text/event-stream")
        #expect(sent.headers["accept-encoding"] == nil)
        #expect(sent.headers["content-type"] == "application/json")
    }

    @Test func guestReusesServerThread() {
        let req = ChatRequest.guest(question: "q", threadId: "guest_1770428531570_yurn4evdw", guestSessionId: "guest_1_aaaaaa",
                                    language: "en", enableThinking: false)
        #expect(req.sessionId == "guest_1770428531570_yurn4evdw" && req.threadId == nil && !req.enableThinking)
    }

    @Test func authenticatedBodyCarriesBearerAndThread() async throws {
        let server = try StubServer(steps: StubStep.eventStream(["data: {\"type\":\"done\",\"full_answer\":\"A\"}\n\n"]))
        defer { server.stop() }
        let api = try Self.api(server, credentials: Self.creds(server))
        let (r, _) = await Self.runStream(try await api.chatStream(
            .authenticated(question: " What is zakat? ", threadId: "5f0c", language: "en"), guest: false))
        #expect(r.outcome?.content == "A")
        let sent = try #require(server.requests.first)
        #expect(sent.path == "/api/chat/stream")
        #expect(Self.json(sent.bodyText) == ["question": "What is zakat?", "thread_id": "5f0c",
                                             "language_preference": "en", "enable_thinking": true])
        #expect(sent.headers["authorization"] == "Bearer old")
    }

    @Test func bearerOnlyForItsOrigin() async throws {
        let server = try StubServer(steps: StubStep.response(200, body: #"{"status":"ok","service":"x"}"#))
        defer { server.stop() }
        var other = Self.creds(server)
        other.origin = "https://shamelagpt.com:443"
        let api = try Self.api(server, credentials: other)
        await #expect(throws: APIError(.signInRequired())) { _ = try await api.me() }
        #expect(server.requests.isEmpty)
        _ = try await api.health()
        #expect(server.requests.first?.headers["authorization"] == nil)
    }

    // MARK: refresh and retry (protocol.md §3.4)

    @Test func unauthorizedRefreshesAndRetriesOnce() async throws {
        let server = try StubServer { req in
            switch (req.path, req.headers["authorization"]) {
            case ("/api/auth/refresh", _): StubStep.response(200, body: Self.authBody)
            case ("/api/conversations", "Bearer new"): StubStep.response(200, body: #"[{"id":"c1","thread_id":"t1"},{"bad":1}]"#)
            default: StubStep.response(401, body: #"{"detail":"expired"}"#)
            }
        }
        defer { server.stop() }
        let store = InMemoryCredentialStore(Self.creds(server))
        let api = ShamelaAPI(server: try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true),
                             credentials: store, timeouts: Self.fast)
        let list = try await api.conversations()
        #expect(list.map(\.threadId) == ["t1"])
        #expect(server.requests.map(\.path) == ["/api/conversations", "/api/auth/refresh", "/api/conversations"])
        #expect(Self.json(server.requests[1].bodyText) == ["refresh_token": "rt"])
        #expect(server.requests[1].headers["authorization"] == nil)
        let saved = await store.load()
        #expect(saved?.token == "new" && saved?.refreshToken == "rt2" && saved?.accountId == "uid-2")
    }

    @Test func refreshRejectedMeansSessionExpired() async throws {
        let server = try StubServer { req in
            req.path == "/api/auth/refresh" ? StubStep.response(401, body: #"{"detail":"bad"}"#)
                : StubStep.response(403, body: #"{"detail":"no"}"#)
        }
        defer { server.stop() }
        let store = InMemoryCredentialStore(Self.creds(server))
        let api = ShamelaAPI(server: try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true),
                             credentials: store, timeouts: Self.fast)
        await #expect {
            _ = try await api.conversations()
        } throws: { error in
            let e = error as? APIError
            return e?.error.code == "E-HTTP-403" && e?.sessionExpired == true
        }
        #expect(await store.load() == nil)
        #expect(server.requests.count == 2)
    }

    @Test func retryStillRefusedIsSessionExpiredWithoutSecondRefresh() async throws {
        let server = try StubServer { req in
            req.path == "/api/auth/refresh" ? StubStep.response(200, body: Self.authBody)
                : StubStep.response(401, body: #"{"detail":"still no"}"#)
        }
        defer { server.stop() }
        let api = try Self.api(server, credentials: Self.creds(server))
        await #expect {
            _ = try await api.messages(conversation: "c/1")
        } throws: { error in
            let e = error as? APIError
            return e?.error.code == "E-HTTP-401" && e?.sessionExpired == true && e?.error.detail == "still no"
        }
        #expect(server.requests.map(\.path) == ["/api/conversations/c%2F1/messages", "/api/auth/refresh",
                                                "/api/conversations/c%2F1/messages"])
    }

    @Test func refreshServerErrorKeepsCredentials() async throws {
        let server = try StubServer { req in
            req.path == "/api/auth/refresh" ? StubStep.response(503, body: #"{"detail":"down"}"#)
                : StubStep.response(401, body: "{}")
        }
        defer { server.stop() }
        let store = InMemoryCredentialStore(Self.creds(server))
        let api = ShamelaAPI(server: try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true),
                             credentials: store, timeouts: Self.fast)
        await #expect { try await api.deleteAllConversations() } throws: { ($0 as? APIError)?.error.code == "E-HTTP-503" }
        #expect(await store.load()?.token == "old")
    }

    @Test func proactiveRefreshBeforeExpiry() async throws {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let server = try StubServer { req in
            req.path == "/api/auth/refresh" ? StubStep.response(200, body: Self.authBody)
                : StubStep.response(200, body: #"{"firebase_uid":"uid-2","mode_preference":"x"}"#)
        }
        defer { server.stop() }
        let api = try Self.api(server, credentials: Self.creds(server, expires: now.addingTimeInterval(30)), now: now)
        let user = try await api.me()
        #expect(user.firebaseUid == "uid-2" && user.modePreference == 0)
        #expect(server.requests.map(\.path) == ["/api/auth/refresh", "/api/auth/me"])
        #expect(server.requests[1].headers["authorization"] == "Bearer new")
    }

    @Test func authPathRefusalIsNotRefreshed() async throws {
        let server = try StubServer(steps: StubStep.response(401, body: "{}"))
        defer { server.stop() }
        let api = try Self.api(server, credentials: Self.creds(server))
        await #expect { _ = try await api.mode() } throws: { ($0 as? APIError)?.error.code == "E-HTTP-401" }
        #expect(server.requests.map(\.path) == ["/api/auth/me/mode"])
    }

    @Test func authPathsReportRefusalAsOrdinaryError() async throws {
        let server = try StubServer(steps: StubStep.response(401, body: #"{"detail":"Invalid email or password.","status_code":401}"#))
        defer { server.stop() }
        let api = try Self.api(server)
        await #expect {
            try await api.login(email: " a@b.com ", password: " pw ")
        } throws: { error in
            let e = error as? APIError
            return e?.error.code == "E-HTTP-401" && e?.error.messageKey == "auth.invalidCredentials"
                && e?.error.detail == "Invalid email or password." && e?.sessionExpired == false
        }
        #expect(Self.json(server.requests[0].bodyText) == ["email": "a@b.com", "password": " pw "])
        await #expect(throws: APIError.self) { try await api.login(email: "  ", password: "x") }
        #expect(server.requests.count == 1)
    }

    // MARK: error statuses (protocol.md §7.4, §7.6)

    @Test func tooManyRequestsWithRetryAfter() async throws {
        let server = try StubServer(steps: StubStep.response(429, body: #"{"detail":"slow down"}"#, headers: [("Retry-After", "12")]))
        defer { server.stop() }
        let api = try Self.api(server)
        await #expect {
            _ = try await api.chatStream(.guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true)
        } throws: { error in
            let e = error as? APIError
            return e?.error.code == "E-HTTP-429" && e?.retryAfterSeconds == 12
                && e?.error.messageKey == "network.tooManyRequestsRetryAfter" && e?.error.retryable == true
        }
    }

    @Test func httpDateRetryAfterIsIgnored() {
        let e = HTTPErrorMapper.error(status: 429, headers: ["retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"], body: Data(),
                                      path: "/x", backend: .cloud)
        #expect(e.retryAfterSeconds == nil && e.error.messageKey == "network.tooManyRequests")
    }

    @Test func guestLimit() async throws {
        let server = try StubServer(steps: StubStep.response(429, body: "{}", headers: [("x-guest-limit-reached", "TRUE")]))
        defer { server.stop() }
        let api = try Self.api(server)
        await #expect {
            _ = try await api.chatStream(.guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true)
        } throws: { ($0 as? APIError)?.error.code == "E-GUEST-001" }
        let byText = HTTPErrorMapper.error(status: 429, headers: [:],
                                           body: Data(#"{"detail":"Limit reached in Guest Mode. Please Sign in to continue."}"#.utf8),
                                           path: "/api/guest/chat/stream", backend: .cloud)
        #expect(byText.error.code == "E-GUEST-001")
    }

    @Test(arguments: [500, 503])
    func serverErrorsWithJSONBodies(status: Int) async throws {
        let server = try StubServer(steps: StubStep.response(status, body: #"{"detail":[{"loc":["body"],"msg":"Field required","type":"missing"},{"msg":"Other"}]}"#))
        defer { server.stop() }
        let api = try Self.api(server)
        await #expect {
            _ = try await api.chatStream(.guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true)
        } throws: { error in
            let e = error as? APIError
            return e?.error.code == "E-HTTP-\(status)" && e?.error.messageKey == "network.serverError"
                && e?.error.detail == "Field required; Other" && e?.error.retryable == true
        }
    }

    @Test func libraryNotReady() {
        let e = HTTPErrorMapper.error(status: 503, headers: [:], body: Data(#"{"detail":"Index building"}"#.utf8),
                                      path: "/api/guest/chat/stream", backend: .library)
        #expect(e.error.code == "E-LIB-NOT-READY")
    }

    @Test func redirectIsAClearError() async throws {
        let server = try StubServer(steps: [.head(307, headers: [("Location", "https://elsewhere.example/")], contentLength: 0)])
        defer { server.stop() }
        let api = try Self.api(server)
        await #expect { _ = try await api.health() } throws: { error in
            let e = error as? APIError
            return e?.error.code == "E-HTTP-307" && e?.error.messageKey == "network.genericError"
        }
        #expect(server.requests.count == 1)
    }

    @Test func cloudOverPlainHTTPIsRejected() {
        #expect(throws: APIError(.invalidURL("http://shamelagpt.com"))) {
            _ = try ServerConfig(baseURL: "http://shamelagpt.com", kind: .cloud)
        }
        #expect(ServerConfig.cloud().baseURL == "https://shamelagpt.com")
    }

    /// `cloud()` skips the check (it would load libcurl at every start): the constant must pass it.
    @Test func cloudConstantPassesTheCheckItSkips() throws {
        #expect(try ServerConfig(baseURL: ServerConfig.cloudDefault, kind: .cloud) == ServerConfig.cloud())
    }

    @Test func undecodableBodyIsDecodingError() async throws {
        let server = try StubServer(steps: StubStep.response(200, body: "[1,2"))
        defer { server.stop() }
        let api = try Self.api(server)
        await #expect { _ = try await api.health() } throws: { ($0 as? APIError)?.error.code == "E-DEC-001" }
    }

    @Test func gzipResponsesAreDecoded() async throws {
        let gz: [UInt8] = [31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 171, 86, 42, 46, 73, 44, 41, 45, 86, 178, 82, 202, 207, 86, 210, 81,
                           42, 78, 45, 42, 203, 76, 78, 5, 114, 211, 171, 148, 106, 1, 133, 216, 239, 53, 30, 0, 0, 0]
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                                                  contentLength: gz.count), .send(gz)])
        defer { server.stop() }
        let api = try Self.api(server)
        #expect(try await api.health().service == "gz")
        #expect(server.requests.first?.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func totalTimeoutWhileBytesKeepComing() async throws {
        let drip = (0..<40).flatMap { _ in [StubStep.text(": .\n"), .pause(milliseconds: 50)] }
        let server = try StubServer(steps: [.head(200, headers: [("Content-Type", "text/event-stream")])] + drip + [.close])
        defer { server.stop() }
        let config = try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true)
        let api = ShamelaAPI(server: config, streamTimeouts: TransportTimeouts(connect: .seconds(5), total: .milliseconds(400),
                                                                             idle: .seconds(5)))
        let (r, _) = await Self.runStream(try await api.chatStream(
            .guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"), guest: true))
        #expect(r.outcome?.error?.code == "E-NET-004")
    }
}
