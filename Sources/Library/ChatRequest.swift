import Foundation

/// The body of a chat request (protocol.md §5.1–5.2), validated: a non-blank question and the
/// optional continuity ids and language. Unknown keys are ignored, as the cloud does.
struct ChatRequest: Sendable, Equatable {
    var question: String
    var sessionID: String?
    var threadID: String?
    var languagePreference: String?

    enum Problem: Error, Equatable {
        case notJSON
        case notAnObject
        case missingQuestion
    }

    static func parse(_ data: Data) throws(Problem) -> ChatRequest {
        guard let value = try? JSONSerialization.jsonObject(with: data) else { throw .notJSON }
        guard let object = value as? [String: Any] else { throw .notAnObject }
        guard let raw = object["question"] as? String else { throw .missingQuestion }
        let question = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !question.isEmpty else { throw .missingQuestion }
        func id(_ key: String) -> String? {
            (object[key] as? String).flatMap { $0.isEmpty ? nil : String($0.prefix(200)) }
        }
        return ChatRequest(question: question, sessionID: id("session_id"), threadID: id("thread_id"),
                           languagePreference: object["language_preference"] as? String)
    }
}

extension ChatRequest.Problem {
    /// The `detail` of the 400 reply.
    var detail: String {
        switch self {
        case .notJSON: "Request body must be a JSON object."
        case .notAnObject: "Request body must be a JSON object."
        case .missingQuestion: "Field 'question' is required and must be a non-empty string."
        }
    }
}
