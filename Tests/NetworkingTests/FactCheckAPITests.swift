import Domain
import Foundation
import TestSupport
import Testing

@testable import Networking

/// The fact-check endpoints: OCR to the guest or the signed-in path with the image as base64,
/// its reply decoded; confirm-factcheck with its body, the bearer on the cloud, sign-in
/// required for guests there, and one retry after a 422.
@Suite(.serialized) struct FactCheckAPITests {
    /// The cloud's rules on a loopback server (`.custom`: the cloud kind must be https).
    static func api(_ server: StubServer, kind: ServerConfig.Kind = .custom, signedIn: Bool = true) throws -> ShamelaAPI {
        let config = try ServerConfig(baseURL: server.baseURL, kind: kind, userTyped: true)
        let creds = Credentials(token: "secret-token", refreshToken: "rt", expiresAt: Date().addingTimeInterval(3600),
                                accountId: "uid", email: "a@b.com", origin: URLPolicy.origin(of: server.baseURL)?.key ?? "")
        return ShamelaAPI(server: config, credentials: InMemoryCredentialStore(signedIn ? creds : nil),
                          timeouts: TransportTimeouts(connect: .seconds(5), total: .seconds(20), idle: nil))
    }

    static let ocrReply = #"{"extracted_text":"إنما الأعمال بالنيات","image_url":"https://cdn.test/i/1.jpg","#
        + #""metadata":{"success":true,"detected_language":"ar","confidence":0.93,"text_length":20}}"#

    @Test func ocrSendsBase64ToTheRightPathAndDecodesTheReply() async throws {
        let server = try StubServer(steps: StubStep.response(200, body: Self.ocrReply))
        defer { server.stop() }
        let signedIn = try Self.api(server)
        let reply = try await signedIn.ocr(image: Data([1, 2, 3]), guest: false, languageHint: "ar", threadId: nil)
        #expect(reply.extractedText == "إنما الأعمال بالنيات" && reply.imageURL == "https://cdn.test/i/1.jpg")
        #expect(reply.detectedLanguage == "ar" && reply.confidence == 0.93)
        let guest = try Self.api(server, signedIn: false)
        _ = try await guest.ocr(image: Data([1, 2, 3]), guest: true, languageHint: nil, threadId: nil)
        #expect(server.requests.map(\.path) == ["/api/chat/ocr", "/api/guest/chat/ocr"])
        #expect(server.requests[0].headers["authorization"] == "Bearer secret-token")
        #expect(server.requests[1].headers["authorization"] == nil)
        let body = try #require(try JSONSerialization.jsonObject(with: server.requests[0].body) as? [String: Any])
        #expect(body["image_base64"] as? String == "AQID" && body["language_hint"] as? String == "ar")
    }

    static let verdict = [
        "data: {\"type\":\"chunk\",\"content\":\"**VERDICT:** ✓ Authentic\"}\n\n",
        "data: {\"type\":\"done\",\"full_answer\":\"**VERDICT:** ✓ Authentic\",\"thread_id\":\"t1\"}\n\n",
        "data: [DONE]\n\n",
    ]

    @Test func confirmFactCheckIsSentAgainOnceAfterA422() async throws {
        let seen = SeenCount()
        let server = try StubServer { _ in
            seen.next() == 0
                ? StubStep.response(422, body: #"{"detail":[{"loc":["body","image_url"],"msg":"not ready","#
                    + #""type":"value_error"}]}"#)
                : StubStep.eventStream(Self.verdict)
        }
        defer { server.stop() }
        let api = try Self.api(server)
        let stream = try await api.confirmFactCheck(FactCheckRequest(
            reviewedText: "  إنما الأعمال بالنيات ", imageURL: "https://cdn.test/i/1.jpg", threadId: "t1",
            languagePreference: "ar", enableThinking: true))
        var inputs: [ChatStreamReducer.Input] = []
        for await i in stream.inputs { inputs.append(i) }
        #expect(!inputs.isEmpty)
        #expect(server.requests.count == 2)
        for r in server.requests {
            #expect(r.path == "/api/chat/confirm-factcheck" && r.headers["authorization"] == "Bearer secret-token")
            let body = try #require(try JSONSerialization.jsonObject(with: r.body) as? [String: Any])
            #expect(body["reviewed_text"] as? String == "إنما الأعمال بالنيات")
            #expect(body["image_url"] as? String == "https://cdn.test/i/1.jpg" && body["thread_id"] as? String == "t1")
            #expect(body["language_preference"] as? String == "ar" && body["enable_thinking"] as? Bool == true)
        }
    }

    @Test func aSecond422IsAFailure() async throws {
        let server = try StubServer(steps: StubStep.response(422, body: #"{"detail":"bad"}"#))
        defer { server.stop() }
        let api = try Self.api(server)
        await #expect {
            _ = try await api.confirmFactCheck(FactCheckRequest(reviewedText: "x y z", imageURL: nil, threadId: nil,
                                                                languagePreference: "en", enableThinking: true))
        } throws: { error in (error as? APIError)?.status == 422 }
        #expect(server.requests.count == 2)
    }

    @Test func guestsOnTheCloudAreAskedToSignInFirst() async throws {
        let server = try StubServer(steps: StubStep.eventStream(Self.verdict))
        defer { server.stop() }
        let api = try Self.api(server, signedIn: false)
        await #expect {
            _ = try await api.confirmFactCheck(FactCheckRequest(reviewedText: "x y z", imageURL: nil, threadId: nil,
                                                                languagePreference: "en", enableThinking: true))
        } throws: { error in (error as? APIError)?.error == .signInRequired() }
        #expect(server.requests.isEmpty)
        // The library needs no account.
        let library = try Self.api(server, kind: .library, signedIn: false)
        _ = try await library.confirmFactCheck(FactCheckRequest(reviewedText: "x y z", imageURL: nil, threadId: nil,
                                                                languagePreference: "en", enableThinking: true))
        #expect(server.requests.count == 1 && server.requests[0].headers["authorization"] == nil)
    }
}

/// How many requests a stub has answered (its handler runs on the accept thread).
final class SeenCount: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0

    func next() -> Int {
        lock.withLock {
            defer { n += 1 }
            return n
        }
    }
}
