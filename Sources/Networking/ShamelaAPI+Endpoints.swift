import Domain
import Foundation

/// The endpoints protocol.md §4 marks NOW, with typed requests and responses.
extension ShamelaAPI {
    public func health() async throws(APIError) -> HealthResponse {
        try await decode(try await send("GET", "/api/health", body: nil, requiresAuth: false))
    }

    /// Signs in and stores the credentials for this origin (protocol.md §3.1, §3.6).
    @discardableResult
    public func login(email: String, password: String) async throws(APIError) -> Credentials {
        let trimmed = email.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !password.isEmpty else { throw APIError(Self.inputError("auth.emailPasswordRequired")) }
        let body = Self.jsonBody(["email": trimmed, "password": password])
        let auth: AuthResponse = try await decode(try await send("POST", "/api/auth/login", body: body, requiresAuth: false))
        return await store(auth, email: trimmed)
    }

    @discardableResult
    public func signup(email: String, password: String, displayName: String?) async throws(APIError) -> Credentials {
        let trimmed = email.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !password.isEmpty else { throw APIError(Self.inputError("auth.emailPasswordRequired")) }
        var object: [String: Any] = ["email": trimmed, "password": password]
        if let name = displayName?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty {
            object["display_name"] = name
        }
        let auth: AuthResponse = try await decode(try await send("POST", "/api/auth/signup", body: Self.jsonBody(object),
                                                                 requiresAuth: false))
        return await store(auth, email: trimmed)
    }

    public func forgotPassword(email: String) async throws(APIError) {
        let trimmed = email.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw APIError(Self.inputError("auth.forgotPassword.emailRequired")) }
        try await drain(try await send("POST", "/api/auth/forgot-password", body: Self.jsonBody(["email": trimmed]),
                                       requiresAuth: false))
    }

    public func me() async throws(APIError) -> UserResponse {
        try await decode(try await send("GET", "/api/auth/me", body: nil, requiresAuth: true))
    }

    public func deleteAccount() async throws(APIError) {
        try await drain(try await send("DELETE", "/api/auth/me", body: nil, requiresAuth: true))
    }

    public func preferences() async throws(APIError) -> Preferences {
        try await decode(try await send("GET", "/api/auth/me/preferences", body: nil, requiresAuth: true))
    }

    public func updatePreferences(_ p: Preferences) async throws(APIError) {
        try await drain(try await send("PUT", "/api/auth/me/preferences", body: Self.jsonBody(p), requiresAuth: true))
    }

    public func mode() async throws(APIError) -> ModeResponse {
        try await decode(try await send("GET", "/api/auth/me/mode", body: nil, requiresAuth: true))
    }

    public func setMode(_ mode: Int) async throws(APIError) -> ModeResponse {
        try await decode(try await send("PUT", "/api/auth/me/mode", body: Self.jsonBody(["mode_preference": mode]),
                                        requiresAuth: true))
    }

    public func madhab() async throws(APIError) -> MadhabResponse {
        try await decode(try await send("GET", "/api/auth/me/madhab", body: nil, requiresAuth: true))
    }

    public func setMadhab(_ slug: String) async throws(APIError) -> MadhabResponse {
        try await decode(try await send("PUT", "/api/auth/me/madhab", body: Self.jsonBody(["madhab_preference": slug]),
                                        requiresAuth: true))
    }

    public func generateTitle(question: String, language: String) async throws(APIError) -> TitleResponse {
        let body = Self.jsonBody(["question": question.trimmingCharacters(in: .whitespacesAndNewlines), "language": language])
        return try await decode(try await send("POST", "/api/chat/generate-title", body: body, requiresAuth: true))
    }

    public func conversations() async throws(APIError) -> [ConversationResponse] {
        let list: [Lenient<ConversationResponse>] = try await decode(
            try await send("GET", "/api/conversations", body: nil, requiresAuth: true))
        return list.compactMap(\.value)
    }

    public func createConversation(title: String?) async throws(APIError) -> ConversationResponse {
        var object: [String: Any] = [:]
        if let title { object["title"] = title }
        return try await decode(try await send("POST", "/api/conversations", body: Self.jsonBody(object), requiresAuth: true))
    }

    public func deleteAllConversations() async throws(APIError) {
        try await drain(try await send("DELETE", "/api/conversations", body: nil, requiresAuth: true))
    }

    public func deleteConversation(_ id: String) async throws(APIError) {
        try await drain(try await send("DELETE", "/api/conversations/\(Self.segment(id))", body: nil, requiresAuth: true))
    }

    public func messages(conversation id: String) async throws(APIError) -> MessagesResponse {
        try await decode(try await send("GET", "/api/conversations/\(Self.segment(id))/messages", body: nil, requiresAuth: true))
    }

    public func shareStatus(conversation id: String) async throws(APIError) -> ShareStatus {
        try await decode(try await send("GET", "/api/conversations/\(Self.segment(id))/share", body: nil, requiresAuth: true))
    }

    public func setShared(_ shared: Bool, conversation id: String) async throws(APIError) -> ShareStatus {
        try await decode(try await send("PUT", "/api/conversations/\(Self.segment(id))/share",
                                        body: Self.jsonBody(["is_shared": shared]), requiresAuth: true))
    }

    /// Opens a chat stream (protocol.md §5, §6): the guest endpoint when `guest`, else the authenticated one.
    /// Throws for anything but a 2xx status; the body then arrives as reducer inputs.
    public func chatStream(_ request: ChatRequest, guest: Bool) async throws(APIError) -> ChatStream {
        let path = guest ? "/api/guest/chat/stream" : "/api/chat/stream"
        let response = try await send("POST", path, body: Self.jsonBody(request),
                                      requiresAuth: !guest && server.kind == .cloud, stream: true)
        return ChatStream(response: response)
    }

    // MARK: -

    private func store(_ auth: AuthResponse, email: String) async -> Credentials {
        let creds = credentialsFrom(auth, previous: nil, email: email)
        await credentials.save(creds)
        return creds
    }

    static func inputError(_ key: String) -> AppError {
        AppError(code: "E-CHAT-SEND", messageKey: key)
    }

    static func segment(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? id
    }
}
