import Domain
import Foundation
@testable import Networking
import TestSupport
import Testing

/// `POST /api/transcribe`: the multipart body byte for byte, no Authorization ever, 429 with
/// Retry-After, the library without an engine, and other failures with their codes.
@Suite(.serialized) struct TranscribeTests {
    static func api(_ server: StubServer, kind: ServerConfig.Kind = .custom, signedIn: Bool = true) throws -> ShamelaAPI {
        let config = try ServerConfig(baseURL: server.baseURL, kind: kind, userTyped: true)
        let creds = Credentials(token: "secret-token", refreshToken: "rt", expiresAt: Date(timeIntervalSince1970: 1),
                                accountId: "uid", email: "a@b.com", origin: URLPolicy.origin(of: server.baseURL)?.key ?? "")
        return ShamelaAPI(server: config, credentials: InMemoryCredentialStore(signedIn ? creds : nil),
                          timeouts: TransportTimeouts(connect: .seconds(5), total: .seconds(20), idle: nil))
    }

    @Test func multipartBodyIsExact() {
        var body = MultipartBody(boundary: "XyZ")
        body.addFile(name: "file", filename: "voice.wav", contentType: "audio/wav", contents: Data([0, 1, 0xFF]))
        body.addField(name: "language", value: "ar")
        let expected = Data("--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"voice.wav\"\r\nContent-Type: audio/wav\r\n\r\n".utf8)
            + Data([0, 1, 0xFF])
            + Data("\r\n--XyZ\r\nContent-Disposition: form-data; name=\"language\"\r\n\r\nar\r\n--XyZ--\r\n".utf8)
        #expect(body.finished() == expected)
        #expect(body.contentType == "multipart/form-data; boundary=XyZ")
        var odd = MultipartBody(boundary: "b")
        odd.addFile(name: "file", filename: "a\"b\r\n.wav", contentType: "audio/wav", contents: Data())
        #expect(String(decoding: odd.finished(), as: UTF8.self).contains("filename=\"a%22b%0D%0A.wav\""))
    }

    @Test func sendsFileAndLanguageWithoutAuthorization() async throws {
        let server = try StubServer(steps: StubStep.response(200, body: #"{"text":"ما هو الإسلام","language":"ar"}"#))
        defer { server.stop() }
        // Signed in with an expired token: still no refresh and no bearer.
        for kind in [ServerConfig.Kind.custom, .library] {
            let api = try Self.api(server, kind: kind)
            let t = try await api.transcribe(audio: Data([1, 2, 3]), filename: "voice.wav", contentType: "audio/wav",
                                             language: "ar", boundary: "B")
            #expect(t == ShamelaAPI.Transcript(text: "ما هو الإسلام", language: "ar"))
        }
        #expect(server.requests.count == 2)
        for sent in server.requests {
            #expect(sent.method == "POST" && sent.path == "/api/transcribe")
            #expect(sent.headers["authorization"] == nil)
            #expect(sent.headers["content-type"] == "multipart/form-data; boundary=B")
            #expect(sent.body == MultipartBody.sample(boundary: "B", audio: Data([1, 2, 3]), language: "ar"))
        }
    }

    @Test func rateLimitedWithRetryAfter() async throws {
        let server = try StubServer(steps: StubStep.response(429, body: #"{"detail":"slow down"}"#, headers: [("Retry-After", "7")]))
        defer { server.stop() }
        let api = try Self.api(server)
        await #expect {
            _ = try await api.transcribe(audio: Data([1]), filename: "v.wav", contentType: "audio/wav", language: "en")
        } throws: { error in
            guard let e = error as? APIError else { return false }
            return e.error.code == "E-HTTP-429" && e.retryAfterSeconds == 7 && e.error.retryable
                && e.error.messageKey == "voice.transcriptionRateLimitedRetry"
        }
        #expect(server.requests.first?.headers["authorization"] == nil)
    }

    @Test(arguments: [
        (501, ServerConfig.Kind.library, "E-VOICE-ENGINE", "voice.error.noEngine"),
        (500, .custom, "E-HTTP-500", "voice.transcriptionFailed"),
        (413, .cloud, "E-HTTP-413", "voice.error.tooLarge"),
        (429, .custom, "E-HTTP-429", "network.tooManyRequests"),
        (400, .custom, "E-HTTP-400", "voice.transcriptionFailed"),
    ])
    func failuresKeepTheirCodes(status: Int, kind: ServerConfig.Kind, code: String, key: String) {
        let e = ShamelaAPI.transcribeError(status: status, headers: [:], body: Data(#"{"detail":"x"}"#.utf8), backend: kind)
        #expect(e.error.code == code && e.error.messageKey == key && e.status == status)
    }

    @Test func textMissingIsADecodingError() async throws {
        let server = try StubServer(steps: StubStep.response(200, body: #"{"transcript":"x"}"#))
        defer { server.stop() }
        let api = try Self.api(server, signedIn: false)
        await #expect {
            _ = try await api.transcribe(audio: Data([1]), filename: "v.wav", contentType: "audio/wav", language: "en")
        } throws: { ($0 as? APIError)?.error.code == "E-DEC-001" }
    }
}

extension MultipartBody {
    static func sample(boundary: String, audio: Data, language: String) -> Data {
        var b = MultipartBody(boundary: boundary)
        b.addFile(name: "file", filename: "voice.wav", contentType: "audio/wav", contents: audio)
        b.addField(name: "language", value: language)
        return b.finished()
    }
}
