import FlyingFox
import Foundation
import OCR

/// The ShamelaGPT-compatible HTTP API of the library (protocol.md §1, §4–§6): routing, request
/// validation, JSON errors and the SSE answer stream.
struct LibraryAPI: Sendable {
    let answerer: LibraryAnswerer
    let streams = StreamCounter()
    /// Text recognition for the OCR endpoints, and the shrinking of the copy they keep.
    var ocr = TesseractOCR()
    var compressor = ImageCompressor()
    /// The shrunk copies of recognised images, served back at their `image_url`.
    let images = OCRImageStore()
    /// Bodies larger than this are refused with 413; a question is a few hundred bytes.
    var maxBodyBytes = 64 * 1024
    /// A refused body up to this size is still read (and dropped) before the 413 goes out. A
    /// client still sending when the server closes gets a connection reset instead of the
    /// response (RFC 9112 §9.6, "lingering close"); beyond this the server will not wait.
    var drainLimit = 1024 * 1024
    /// The local speech engine behind `/api/transcribe`; nil answers 501 (how to set one up).
    var voiceEngine: VoiceEngine?
    /// An uploaded recording or image (`HTTPLimits.maxUploadBytes`).
    var maxUploadBytes = HTTPLimits.standard.maxUploadBytes

    static let chatPaths: Set<String> = ["/api/guest/chat/stream", "/api/chat/stream", "/api/guest/chat"]

    func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let path = request.path
        if path == "/api/health" {
            guard request.method == .GET || request.method == .HEAD else { return Self.methodNotAllowed }
            return Self.healthy
        }
        if path == "/api/transcribe" {
            guard request.method == .POST else { return Self.methodNotAllowed }
            return await transcribe(request)
        }
        if path == Self.factCheckPath { return await factCheck(request) }
        if Self.uploadPaths.contains(path) { return await recognize(request) }
        if path.hasPrefix(OCRImageStore.pathPrefix) { return storedImage(request) }
        guard Self.chatPaths.contains(path) else { return Self.json(.notFound, ["detail": "Not Found"]) }
        guard request.method == .POST else { return Self.methodNotAllowed }

        let body: Data
        switch await readBody(request) {
        case .success(let data): body = data
        case .failure: return Self.json(.payloadTooLarge, ["detail": "Request body too large."], close: true)
        }
        let chat: ChatRequest
        do {
            chat = try ChatRequest.parse(body)
        } catch {
            return Self.json(.badRequest, ["detail": error.detail])
        }
        let language = AnswerLanguage.resolve(preference: chat.languagePreference, question: chat.question)
        guard answerer.isReady else {
            return Self.json(.serviceUnavailable, ["detail": AnswerPhrases.notReady(language)])
        }
        let guest = path != "/api/chat/stream"
        let given = guest ? chat.sessionID : (chat.threadID ?? chat.sessionID)
        // A guest's first question carries the device's session id, the same for all of its
        // conversations: each conversation gets an id of its own here, so that what the library
        // remembers for follow-ups and Regenerate stays within one conversation.
        let id = given.flatMap { guest && !$0.hasPrefix("library_") ? nil : $0 } ?? Self.newID(guest: guest)
        if path == "/api/guest/chat" {
            let answer = await AnswerWorkers.run { answerer.answer(chat.question, language: language, conversation: id) }
            return Self.json(.ok, ["answer": answer.text, "thread_id": id])
        }
        return stream(chat.question, language: language, id: id, guest: guest)
    }

    struct TooLarge: Error {}

    /// The whole body, or failure once it exceeds the limit (declared or actual size). What
    /// follows a refusal is read and dropped up to `drainLimit`, so the client gets the 413.
    func readBody(_ request: HTTPRequest, limit: Int? = nil) async -> Result<Data, TooLarge> {
        let maxBodyBytes = limit ?? self.maxBodyBytes
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > maxBodyBytes {
            if declared <= drainLimit { await drain(request, upTo: drainLimit) }
            return .failure(TooLarge())
        }
        var data = Data()
        do {
            for try await part in request.bodySequence {
                data.append(part)
                if data.count > maxBodyBytes {
                    await drain(request, upTo: drainLimit - data.count)
                    return .failure(TooLarge())
                }
            }
        } catch {
            return .success(Data())
        }
        return .success(data)
    }

    /// Reads and drops the rest of the body, at most `limit` bytes.
    private func drain(_ request: HTTPRequest, upTo limit: Int) async {
        var dropped = 0
        do {
            for try await part in request.bodySequence {
                dropped += part.count
                if dropped >= limit { return }
            }
        } catch {
            return
        }
    }

    /// metadata, thinking, the answer's chunks, done, then the `[DONE]` sentinel (protocol.md §6.4).
    func stream(_ question: String, language: AnswerLanguage, id: String, guest: Bool) -> HTTPResponse {
        let idKey = guest ? "session_id" : "thread_id"
        let answerer = self.answerer
        return sseResponse { continuation in
            var meta: [String: Any] = ["type": "metadata", idKey: id, "language": language.rawValue]
            if guest { meta["is_guest"] = true }
            continuation.yield(SSEBody.event(meta))
            continuation.yield(SSEBody.event(["type": "thinking", "content": AnswerPhrases.thinking(language)]))
            let (answer, result) = await AnswerWorkers.run { answerer.respond(question, language: language, conversation: id) }
            for chunk in answer.chunks {
                if Task.isCancelled { break }
                continuation.yield(SSEBody.event(["type": "chunk", "content": chunk]))
            }
            if !Task.isCancelled {
                continuation.yield(SSEBody.event([
                    "type": "done", "full_answer": answer.text, idKey: id, "is_complete": true,
                    "abstained": result?.abstained ?? true,
                    "not_found_terms": result?.notFound.map(\.label) ?? [],
                ]))
                continuation.yield(SSEBody.doneSentinel)
            }
        }
    }

    /// An SSE response whose events `produce` writes; the stream ends when it returns. It runs on
    /// the server's executor and is cancelled when the client goes away.
    func sseResponse(_ produce: @escaping @Sendable (AsyncStream<Data>.Continuation) async -> Void) -> HTTPResponse {
        let (stream, continuation) = AsyncStream<Data>.makeStream()
        let streams = self.streams
        streams.opened()
        let producer = Task(executorPreference: ServerExecutor.shared) {
            await produce(continuation)
            continuation.finish()
        }
        continuation.onTermination = { _ in
            producer.cancel()
            streams.closed()
        }
        var headers = HTTPHeaders()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[HTTPHeader("Cache-Control")] = "no-cache"
        return HTTPResponse(statusCode: .ok, headers: headers,
                            body: HTTPBodySequence(from: SSEBody(stream: stream)))
    }

    static func newID(guest: Bool) -> String {
        let uuid = UUID().uuidString.lowercased()
        return guest ? "library_\(uuid)" : uuid
    }

    static var healthy: HTTPResponse { json(.ok, ["status": "ok", "service": "shamelagpt offline library"]) }

    static var methodNotAllowed: HTTPResponse { json(.methodNotAllowed, ["detail": "Method Not Allowed"]) }

    static func json(_ status: HTTPStatusCode, _ object: [String: Any], close: Bool = false) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = "application/json"
        // After a refused body the rest of it is still on the wire: close instead of reusing.
        if close { headers[.connection] = "close" }
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes])) ?? Data()
        return HTTPResponse(statusCode: status, headers: headers, body: body)
    }
}
