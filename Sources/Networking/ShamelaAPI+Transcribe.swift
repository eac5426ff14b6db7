import Domain
import Foundation

/// `POST /api/transcribe` (protocol.md §4): the audio as the `file` part and the UI language
/// as `language`. Never carries the bearer, on any backend: the request is built here rather
/// than through `send`, so no refresh or Authorization header can reach it.
extension ShamelaAPI {
    public struct Transcript: Hashable, Sendable {
        public var text: String
        public var language: String?
    }

    public func transcribe(audio: Data, filename: String, contentType: String, language: String,
                           boundary: String? = nil) async throws(APIError) -> Transcript {
        let request = Self.transcribeRequest(server: server, audio: audio, filename: filename, contentType: contentType,
                                             language: language, boundary: boundary, timeouts: transcribeTimeouts)
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw APIError.from(error)
        }
        guard (200..<300).contains(response.status) else {
            let body = (try? await response.readAll(limit: 1 << 20)) ?? Data()
            throw Self.transcribeError(status: response.status, headers: response.headers, body: body, backend: server.kind)
        }
        let data: Data
        do { data = try await response.readAll(limit: 1 << 20) } catch { throw APIError.from(error) }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let text = object["text"] as? String
        else { throw APIError(.decoding("transcribe: no text"), status: response.status) }
        return Transcript(text: text, language: object["language"] as? String)
    }

    /// A minute of audio may take the server a while; the upload itself is at most 20 MB.
    var transcribeTimeouts: TransportTimeouts {
        TransportTimeouts(connect: timeouts.connect, total: max(timeouts.total, .seconds(120)), idle: nil)
    }

    static func transcribeRequest(server: ServerConfig, audio: Data, filename: String, contentType: String,
                                  language: String, boundary: String?, timeouts: TransportTimeouts) -> HTTPRequest {
        var body = boundary.map { MultipartBody(boundary: $0) } ?? MultipartBody()
        body.addFile(name: "file", filename: filename, contentType: contentType, contents: audio)
        body.addField(name: "language", value: language)
        return HTTPRequest(method: "POST", url: server.baseURL + "/api/transcribe",
                           headers: [("Accept", "application/json"), ("Content-Type", body.contentType)],
                           body: body.finished(), timeouts: timeouts, userTypedServer: server.userTyped,
                           carriesCredentials: false)
    }

    /// The catalogue error with transcription's wording: 429 keeps its code and wait, the
    /// library without an engine (501) says how to set one up, others keep their HTTP code.
    static func transcribeError(status: Int, headers: [String: String], body: Data,
                                backend: ServerConfig.Kind) -> APIError {
        var e = HTTPErrorMapper.error(status: status, headers: headers, body: body, path: "/api/transcribe", backend: backend)
        if status == 501 || (backend == .library && status == 404) {
            // The library's detail repeats the local message for other clients; only its
            // reason in parentheses (a missing program or model) adds anything.
            let detail = e.error.detail.flatMap { d -> String? in
                guard d.hasSuffix(")"), let open = d.lastIndex(of: "(") else { return nil }
                return String(d[d.index(after: open)..<d.index(before: d.endIndex)])
            }
            e.error = .voiceNoEngine()
            e.error.detail = detail
        } else if status == 429 {
            if e.retryAfterSeconds != nil { e.error.messageKey = "voice.transcriptionRateLimitedRetry" }
        } else if status == 413 {
            e.error.messageKey = "voice.error.tooLarge"
        } else {
            e.error.messageKey = "voice.transcriptionFailed"
        }
        return e
    }
}
