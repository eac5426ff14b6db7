import Domain
import Foundation

/// The fact-check endpoints (protocol.md §4, the OCR and confirm-factcheck rows): the image's
/// text read by the server, then the reviewed text checked as an SSE answer. The library
/// server speaks the same API, so both backends go through here.
extension ShamelaAPI {
    /// `POST /api/chat/ocr` (signed in on the cloud) or `/api/guest/chat/ocr` (guests and the
    /// library): `image_base64` of the stored copy, which is already at most 200 KB.
    public func ocr(image: Data, guest: Bool, languageHint: String?, threadId: String?) async throws(APIError) -> OCRResponse {
        var body: [String: Any] = ["image_base64": image.base64EncodedString()]
        if let languageHint { body["language_hint"] = languageHint }
        if let threadId { body["thread_id"] = threadId }
        let path = guest ? "/api/guest/chat/ocr" : "/api/chat/ocr"
        return try await decode(try await send("POST", path, body: Self.jsonBody(body),
                                               requiresAuth: !guest && server.kind == .cloud))
    }

    /// `POST /api/chat/confirm-factcheck`: the verdict streams like an answer. The cloud needs
    /// a sign-in for it, as custom servers do (guests get the sign-in dialog before asking). A 422 (the
    /// upstream's validation answer, which it gives transiently while the image it stored is
    /// not yet readable) is sent again once before it counts as a failure.
    public func confirmFactCheck(_ request: FactCheckRequest) async throws(APIError) -> ChatStream {
        let body = Self.jsonBody(request)
        // A bearer endpoint on every server but the library (custom servers are ShamelaGPT's own).
        let requiresAuth = server.kind != .library
        do {
            let response = try await send("POST", "/api/chat/confirm-factcheck", body: body,
                                          requiresAuth: requiresAuth, stream: true)
            return ChatStream(response: response)
        } catch {
            guard error.status == 422 else { throw error }
            let response = try await send("POST", "/api/chat/confirm-factcheck", body: body,
                                          requiresAuth: requiresAuth, stream: true)
            return ChatStream(response: response)
        }
    }
}

/// `{reviewed_text, image_url?, thread_id?, language_preference?, enable_thinking?}`; nil keys
/// are omitted.
public struct FactCheckRequest: Encodable, Hashable, Sendable {
    public var reviewedText: String
    public var imageURL: String?
    public var threadId: String?
    public var languagePreference: String
    public var enableThinking: Bool

    public init(reviewedText: String, imageURL: String?, threadId: String?, languagePreference: String,
                enableThinking: Bool) {
        self.reviewedText = reviewedText.trimmingCharacters(in: .whitespacesAndNewlines)
        self.imageURL = imageURL
        self.threadId = threadId
        self.languagePreference = languagePreference
        self.enableThinking = enableThinking
    }

    enum CodingKeys: String, CodingKey {
        case reviewedText = "reviewed_text", imageURL = "image_url", threadId = "thread_id"
        case languagePreference = "language_preference", enableThinking = "enable_thinking"
    }
}

/// `{extracted_text, image_url, metadata: {success, detected_language?, confidence?, text_length}}`.
public struct OCRResponse: Decodable, Hashable, Sendable {
    public var extractedText: String
    public var imageURL: String?
    public var detectedLanguage: String?
    public var confidence: Double?

    enum CodingKeys: String, CodingKey { case extractedText = "extracted_text", imageURL = "image_url", metadata }
    enum MetadataKeys: String, CodingKey { case detectedLanguage = "detected_language", confidence }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        extractedText = c.lenient(String.self, .extractedText) ?? ""
        imageURL = c.lenient(String.self, .imageURL)
        if let m = try? c.nestedContainer(keyedBy: MetadataKeys.self, forKey: .metadata) {
            detectedLanguage = m.lenient(String.self, .detectedLanguage)
            confidence = m.lenient(Double.self, .confidence)
        }
    }
}
