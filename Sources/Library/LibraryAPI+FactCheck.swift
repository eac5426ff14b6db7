import FlyingFox
import Foundation

/// `POST /api/chat/confirm-factcheck` (protocol.md's fact-check row): the reviewed text is
/// checked against the library and the verdict streamed like an answer — metadata, thinking,
/// the Markdown in chunks, a `fact_check_result` event with the structured claims, done.
extension LibraryAPI {
    static let factCheckPath = "/api/chat/confirm-factcheck"

    /// The request body: `reviewed_text` (required), `image_url`, `thread_id`,
    /// `language_preference`; unknown keys are ignored.
    struct FactCheckRequest {
        var text: String
        var threadID: String?
        var languagePreference: String?

        struct Problem: Error { var detail: String }

        static func parse(_ data: Data) -> Result<FactCheckRequest, Problem> {
            guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                return .failure(Problem(detail: "Request body must be a JSON object."))
            }
            let text = (object["reviewed_text"] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else {
                return .failure(Problem(detail: "Field 'reviewed_text' is required and must be a non-empty string."))
            }
            let thread = (object["thread_id"] as? String).flatMap { $0.isEmpty ? nil : String($0.prefix(200)) }
            return .success(FactCheckRequest(text: text, threadID: thread,
                                             languagePreference: object["language_preference"] as? String))
        }
    }

    func factCheck(_ request: HTTPRequest) async -> HTTPResponse {
        guard request.method == .POST else { return Self.methodNotAllowed }
        let body: Data
        switch await readBody(request) {
        case .success(let data): body = data
        case .failure: return Self.json(.payloadTooLarge, ["detail": "Request body too large."], close: true)
        }
        let parsed: FactCheckRequest
        switch FactCheckRequest.parse(body) {
        case .success(let r): parsed = r
        case .failure(let problem): return Self.json(.badRequest, ["detail": problem.detail])
        }
        let language = AnswerLanguage.resolve(preference: parsed.languagePreference, question: parsed.text)
        guard let lazy = answerer.factChecker else {
            return Self.json(.serviceUnavailable, ["detail": AnswerPhrases.notReady(language)])
        }
        let id = parsed.threadID ?? Self.newID(guest: false)
        return sseResponse { continuation in
            continuation.yield(SSEBody.event(["type": "metadata", "thread_id": id, "language": language.rawValue]))
            continuation.yield(SSEBody.event(["type": "thinking", "content": AnswerPhrases.thinking(language)]))
            let report = await AnswerWorkers.run { lazy.get()?.check(parsed.text) }
            guard let report else {
                continuation.yield(SSEBody.event(["type": "error", "content": AnswerPhrases.notReady(language)]))
                return
            }
            let answer = FactCheckComposer.compose(report, language: language)
            for chunk in answer.chunks {
                if Task.isCancelled { break }
                continuation.yield(SSEBody.event(["type": "chunk", "content": chunk]))
            }
            if !Task.isCancelled {
                var result = FactCheckJSON.object(report)
                result["type"] = "fact_check_result"
                continuation.yield(SSEBody.event(result))
                continuation.yield(SSEBody.event(["type": "done", "full_answer": answer.text, "thread_id": id,
                                                  "is_complete": true]))
                continuation.yield(SSEBody.doneSentinel)
            }
        }
    }
}
