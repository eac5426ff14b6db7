/// The members of a stream payload that the client reads (protocol.md §6.4), in a fixed layout
/// so the hot path allocates no dictionary and no key strings. A key of the wrong type counts
/// as absent (protocol.md §2.1); a repeated key keeps its last value.
struct JSONPayload {
    /// Every payload key the client understands.
    enum Key: CaseIterable {
        case type, content, threadId, sessionId, language, isGuest, requestsRemaining
        case fullAnswer, aiMessageId, isComplete, message, code, error, title
        case abstained, notFoundTerms

        var wireName: String {
            switch self {
            case .type: "type"
            case .content: "content"
            case .threadId: "thread_id"
            case .sessionId: "session_id"
            case .language: "language"
            case .isGuest: "is_guest"
            case .requestsRemaining: "requests_remaining"
            case .fullAnswer: "full_answer"
            case .aiMessageId: "ai_message_id"
            case .isComplete: "is_complete"
            case .message: "message"
            case .code: "code"
            case .error: "error"
            case .title: "title"
            case .abstained: "abstained"
            case .notFoundTerms: "not_found_terms"
            }
        }

        static let byWireName: [String: Key] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.wireName, $0) })

        /// The key whose wire name is exactly these bytes, without building a String.
        static func match(_ b: UnsafeBufferPointer<UInt8>) -> Key? {
            func eq(_ s: StaticString) -> Bool {
                guard b.count == s.utf8CodeUnitCount else { return false }
                let p = s.utf8Start
                for k in 0..<b.count where b[k] != p[k] { return false }
                return true
            }
            switch b.count {
            case 4: return eq("type") ? .type : eq("code") ? .code : nil
            case 5: return eq("title") ? .title : eq("error") ? .error : nil
            case 7: return eq("content") ? .content : eq("message") ? .message : nil
            case 8: return eq("language") ? .language : eq("is_guest") ? .isGuest : nil
            case 9: return eq("thread_id") ? .threadId : eq("abstained") ? .abstained : nil
            case 10: return eq("session_id") ? .sessionId : nil
            case 11: return eq("full_answer") ? .fullAnswer : eq("is_complete") ? .isComplete : nil
            case 13: return eq("ai_message_id") ? .aiMessageId : nil
            case 15: return eq("not_found_terms") ? .notFoundTerms : nil
            case 18: return eq("requests_remaining") ? .requestsRemaining : nil
            default: return nil
            }
        }
    }

    private var type, content, threadId, sessionId, language, isGuest, requestsRemaining: JSONValue?
    private var fullAnswer, aiMessageId, isComplete, message, code, error, title: JSONValue?
    private var abstained, notFoundTerms: JSONValue?

    init() {}

    init(_ dict: [String: JSONValue]) {
        for (k, v) in dict {
            if let key = Key.byWireName[k] { self[key] = v }
        }
    }

    subscript(key: Key) -> JSONValue? {
        get {
            switch key {
            case .type: type
            case .content: content
            case .threadId: threadId
            case .sessionId: sessionId
            case .language: language
            case .isGuest: isGuest
            case .requestsRemaining: requestsRemaining
            case .fullAnswer: fullAnswer
            case .aiMessageId: aiMessageId
            case .isComplete: isComplete
            case .message: message
            case .code: code
            case .error: error
            case .title: title
            case .abstained: abstained
            case .notFoundTerms: notFoundTerms
            }
        }
        set {
            switch key {
            case .type: type = newValue
            case .content: content = newValue
            case .threadId: threadId = newValue
            case .sessionId: sessionId = newValue
            case .language: language = newValue
            case .isGuest: isGuest = newValue
            case .requestsRemaining: requestsRemaining = newValue
            case .fullAnswer: fullAnswer = newValue
            case .aiMessageId: aiMessageId = newValue
            case .isComplete: isComplete = newValue
            case .message: message = newValue
            case .code: code = newValue
            case .error: error = newValue
            case .title: title = newValue
            case .abstained: abstained = newValue
            case .notFoundTerms: notFoundTerms = newValue
            }
        }
    }

    func string(_ key: Key) -> String? {
        if case .string(let s)? = self[key] { return s }
        return nil
    }

    func bool(_ key: Key) -> Bool? {
        if case .bool(let b)? = self[key] { return b }
        return nil
    }

    /// The strings of an array member; nil when it is absent or not an array (other elements
    /// are skipped).
    func strings(_ key: Key) -> [String]? {
        guard case .array(let items)? = self[key] else { return nil }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    func int(_ key: Key) -> Int? {
        guard case .number(let d)? = self[key], d.rounded() == d, abs(d) < 1e15 else { return nil }
        return Int(d)
    }
}
