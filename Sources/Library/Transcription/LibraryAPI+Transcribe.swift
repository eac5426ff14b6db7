import FlyingFox
import Foundation

/// `POST /api/transcribe` on the library (protocol.md §4): the `file` part through the local
/// speech engine, `{text, language}` back. Without an engine: 501 with the code the app shows
/// as "needs a local speech engine" and how to set one up.
extension LibraryAPI {
    static let noEngineDetail = "Voice input with the offline library needs a local speech engine: "
        + "shamelagpt config set voice_engine \"WHISPER_CLI MODEL_FILE\""

    func transcribe(_ request: HTTPRequest) async -> HTTPResponse {
        guard let engine = voiceEngine else {
            _ = await readBody(request, limit: maxUploadBytes)
            return Self.json(.notImplemented, ["detail": Self.noEngineDetail, "code": "E-VOICE-ENGINE"])
        }
        let body: Data
        switch await readBody(request, limit: maxUploadBytes) {
        case .success(let data): body = data
        case .failure: return Self.json(.payloadTooLarge, ["detail": "Audio too large (at most 20 MB)."], close: true)
        }
        guard let boundary = request.headers[.contentType].flatMap(MultipartForm.boundary(contentType:)),
              let form = MultipartForm.parse(body, boundary: boundary)
        else { return Self.json(.badRequest, ["detail": "Expected multipart/form-data with a file part."]) }
        guard let file = form.part("file"), !file.data.isEmpty else {
            return Self.json(.badRequest, ["detail": "The file part is missing or empty."])
        }
        let language = form.part("language").map { String(decoding: $0.data, as: UTF8.self).trimmingCharacters(in: .whitespaces) }
        let audio = file.data
        // The engine blocks for seconds: on a thread of its own, not the cooperative pool.
        let result: Result<String, VoiceEngine.Failure> = await withCheckedContinuation { c in
            Thread.detachNewThread {
                c.resume(returning: Result { () throws(VoiceEngine.Failure) -> String in
                    try engine.transcribe(audio: audio, language: language)
                })
            }
        }
        switch result {
        case .success(let text):
            var answer: [String: Any] = ["text": text]
            if let language, !language.isEmpty { answer["language"] = language }
            return Self.json(.ok, answer)
        case .failure(.notUsable(let why)):
            return Self.json(.notImplemented, ["detail": Self.noEngineDetail + " (" + why + ")", "code": "E-VOICE-ENGINE"])
        case .failure(.failed(let why)):
            return Self.json(.internalServerError, ["detail": "The speech engine failed: " + why])
        }
    }
}
