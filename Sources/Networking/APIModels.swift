import Foundation

/// `POST /api/chat/stream` and the guest stream bodies (protocol.md §5); nil keys are omitted.
public struct ChatRequest: Encodable, Hashable, Sendable {
    public var question: String
    public var threadId: String?
    public var sessionId: String?
    public var languagePreference: String
    public var enableThinking: Bool

    /// The authenticated body: `thread_id`, never `session_id` (protocol.md §5.1).
    public static func authenticated(question: String, threadId: String, language: String,
                                     enableThinking: Bool = true) -> ChatRequest {
        ChatRequest(question: Self.trim(question), threadId: threadId, sessionId: nil,
                    languagePreference: language, enableThinking: enableThinking)
    }

    /// The guest body: `session_id` is the thread id once the server named one, else the guest
    /// session id; `thread_id` is never sent (protocol.md §5.2).
    public static func guest(question: String, threadId: String?, guestSessionId: String, language: String,
                             enableThinking: Bool = true) -> ChatRequest {
        let session = threadId.flatMap { Self.trim($0).isEmpty ? nil : $0 } ?? guestSessionId
        return ChatRequest(question: Self.trim(question), threadId: nil, sessionId: session,
                           languagePreference: language, enableThinking: enableThinking)
    }

    static func trim(_ s: String) -> String { s.trimmingCharacters(in: .whitespacesAndNewlines) }

    enum CodingKeys: String, CodingKey {
        case question, threadId = "thread_id", sessionId = "session_id"
        case languagePreference = "language_preference", enableThinking = "enable_thinking"
    }
}

/// AuthResponse (protocol.md §3.2).
public struct AuthResponse: Decodable, Hashable, Sendable {
    public var token: String
    public var refreshToken: String?
    /// Seconds; nil when the wire value was not numeric (the caller then uses 3600).
    public var expiresIn: Int?
    public var user: UserResponse?

    enum CodingKeys: String, CodingKey { case token, refreshToken = "refresh_token", expiresIn = "expires_in", user }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        token = try c.decode(String.self, forKey: .token)
        refreshToken = c.lenient(String.self, .refreshToken)
        if let s = c.lenient(String.self, .expiresIn) {
            expiresIn = Int(s.trimmingCharacters(in: .whitespaces))
        } else if let d = c.lenient(Double.self, .expiresIn) {
            expiresIn = Int(d)
        }
        user = c.lenient(UserResponse.self, .user)
    }

    /// `now + expires_in`; non-numeric means 3600 s; ≤ 0 records no expiry (protocol.md §3.2).
    public func expiresAt(now: Date) -> Date? {
        let seconds = expiresIn ?? 3600
        return seconds > 0 ? now.addingTimeInterval(TimeInterval(seconds)) : nil
    }
}

/// UserResponse (protocol.md §3.2). The account id is `firebase_uid`; `user.id` is never used.
public struct UserResponse: Decodable, Hashable, Sendable {
    public var firebaseUid: String?
    public var email: String?
    public var displayName: String?
    public var modePreference: Int

    enum CodingKeys: String, CodingKey {
        case firebaseUid = "firebase_uid", firebaseUidCamel = "firebaseUid", email
        case displayName = "display_name", modePreference = "mode_preference"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        firebaseUid = c.lenient(String.self, .firebaseUid) ?? c.lenient(String.self, .firebaseUidCamel)
        email = c.lenient(String.self, .email)
        displayName = c.lenient(String.self, .displayName)
        modePreference = c.lenient(Int.self, .modePreference) ?? 0
    }
}

/// Preferences (protocol.md §4, §13.2).
public struct Preferences: Codable, Hashable, Sendable {
    /// Length, style and focus of answers; unset values are omitted.
    public struct Response: Codable, Hashable, Sendable {
        public var length: String?
        public var style: String?
        public var focus: String?

        public init(length: String? = nil, style: String? = nil, focus: String? = nil) {
            self.length = length
            self.style = style
            self.focus = focus
        }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            length = c.lenient(String.self, .length)
            style = c.lenient(String.self, .style)
            focus = c.lenient(String.self, .focus)
        }
    }

    public var languagePreference: String?
    public var customSystemPrompt: String?
    public var responsePreferences: Response?

    public init(languagePreference: String? = nil, customSystemPrompt: String? = nil, responsePreferences: Response? = nil) {
        self.languagePreference = languagePreference
        self.customSystemPrompt = customSystemPrompt
        self.responsePreferences = responsePreferences
    }

    enum CodingKeys: String, CodingKey {
        case languagePreference = "language_preference", customSystemPrompt = "custom_system_prompt"
        case responsePreferences = "response_preferences"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        languagePreference = c.lenient(String.self, .languagePreference)
        customSystemPrompt = c.lenient(String.self, .customSystemPrompt)
        responsePreferences = c.lenient(Response.self, .responsePreferences)
    }
}

/// `{mode_preference, mode_name}` (protocol.md §13.3).
public struct ModeResponse: Decodable, Hashable, Sendable {
    public var modePreference: Int?
    public var modeName: String?

    enum CodingKeys: String, CodingKey { case modePreference = "mode_preference", modeName = "mode_name" }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        modePreference = c.lenient(Int.self, .modePreference)
        modeName = c.lenient(String.self, .modeName)
    }
}

/// `{madhab_preference, madhab_name?}` (protocol.md §13.4); the slug is normalised by the caller.
public struct MadhabResponse: Decodable, Hashable, Sendable {
    public var madhabPreference: String?
    public var madhabName: String?

    enum CodingKeys: String, CodingKey { case madhabPreference = "madhab_preference", madhabName = "madhab_name" }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        madhabPreference = c.lenient(String.self, .madhabPreference)
        madhabName = c.lenient(String.self, .madhabName)
    }
}

/// ConversationResponse (protocol.md §4).
public struct ConversationResponse: Decodable, Hashable, Sendable {
    public var id: String
    public var threadId: String?
    public var title: String?
    public var createdAt: String?
    public var updatedAt: String?

    enum CodingKeys: String, CodingKey {
        case id, threadId = "thread_id", title, createdAt = "created_at", updatedAt = "updated_at"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        threadId = c.lenient(String.self, .threadId)
        title = c.lenient(String.self, .title)
        createdAt = c.lenient(String.self, .createdAt)
        updatedAt = c.lenient(String.self, .updatedAt)
    }
}

/// MessageResponse (protocol.md §4, §11.3).
public struct MessageResponse: Decodable, Hashable, Sendable {
    public var id: String?
    public var role: String?
    public var content: String?
    public var createdAt: String?
    public var reasoning: String?
    public var isComplete: Bool?

    enum CodingKeys: String, CodingKey {
        case id, role, content, createdAt = "created_at", reasoning, isComplete = "is_complete"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenient(String.self, .id)
        role = c.lenient(String.self, .role)
        content = c.lenient(String.self, .content)
        createdAt = c.lenient(String.self, .createdAt)
        reasoning = c.lenient(String.self, .reasoning)
        isComplete = c.lenient(Bool.self, .isComplete)
    }
}

/// `{conversation_id, messages}`.
public struct MessagesResponse: Decodable, Hashable, Sendable {
    public var conversationId: String?
    public var messages: [MessageResponse]

    enum CodingKeys: String, CodingKey { case conversationId = "conversation_id", messages }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        conversationId = c.lenient(String.self, .conversationId)
        messages = c.lenient([Lenient<MessageResponse>].self, .messages)?.compactMap(\.value) ?? []
    }
}

/// ShareStatus (protocol.md §11.5).
public struct ShareStatus: Decodable, Hashable, Sendable {
    public var status: String?
    public var conversationId: String?
    public var isShared: Bool
    public var shareURL: String?

    enum CodingKeys: String, CodingKey {
        case status, conversationId = "conversation_id", isShared = "is_shared", shareURL = "share_url"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        status = c.lenient(String.self, .status)
        conversationId = c.lenient(String.self, .conversationId)
        isShared = try c.decode(Bool.self, forKey: .isShared)
        shareURL = c.lenient(String.self, .shareURL)
    }
}

/// `{title}` from generate-title, `{answer, thread_id}` from the non-streaming guest chat.
public struct TitleResponse: Decodable, Hashable, Sendable {
    public var title: String?

    public init(from decoder: Decoder) throws {
        title = try? decoder.container(keyedBy: AnyKey.self).decodeIfPresent(String.self, forKey: AnyKey("title"))
    }
}

/// `{status, service}` from `/api/health`.
public struct HealthResponse: Decodable, Hashable, Sendable {
    public var status: String?
    public var service: String?

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        status = c.lenient(String.self, AnyKey("status"))
        service = c.lenient(String.self, AnyKey("service"))
    }
}

/// A body whose content is ignored.
public struct IgnoredResponse: Decodable, Hashable, Sendable {
    public init() {}
    public init(from decoder: Decoder) throws {}
}
