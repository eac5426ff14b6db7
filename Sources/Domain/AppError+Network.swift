/// The error catalogue of protocol.md §8 for network, HTTP and chat-stream failures.
extension AppError {
    public static func invalidURL(_ detail: String? = nil) -> AppError {
        AppError(code: "E-NET-001", messageKey: "network.invalidURL", detail: detail)
    }
    /// A server address with a user name or password in it (`http://a:b@host`): refused
    /// everywhere, since the part before `@` is easily mistaken for the host.
    public static func credentialsInURL() -> AppError {
        AppError(code: "E-NET-001", messageKey: "network.urlCredentials")
    }
    public static func invalidResponse(_ detail: String? = nil) -> AppError {
        AppError(code: "E-NET-002", messageKey: "network.invalidResponse", detail: detail, retryable: true)
    }
    public static func noConnection(_ detail: String? = nil) -> AppError {
        AppError(code: "E-NET-003", messageKey: "network.noConnection", detail: detail, retryable: true)
    }
    public static func timeout(_ detail: String? = nil) -> AppError {
        AppError(code: "E-NET-004", messageKey: "network.timeout", detail: detail, retryable: true)
    }
    public static func tlsFailed(_ detail: String? = nil) -> AppError {
        AppError(code: "E-NET-005", messageKey: "network.tlsFailed", detail: detail, retryable: true)
    }
    public static func unknownTransport(_ detail: String? = nil) -> AppError {
        AppError(code: "E-UNK-001", messageKey: "network.unknownError", detail: detail, retryable: true)
    }
    public static func decoding(_ detail: String? = nil) -> AppError {
        AppError(code: "E-DEC-001", messageKey: "network.decodingError", detail: detail, retryable: true)
    }
    public static func signInRequired() -> AppError {
        AppError(code: "E-AUTH-001", messageKey: "auth.signInRequired")
    }
    public static func guestLimitReached(_ detail: String? = nil) -> AppError {
        AppError(code: "E-GUEST-001", messageKey: "guest.limitReached.message", detail: detail)
    }
    public static func libraryNotReady(preparing: Bool = false, detail: String? = nil) -> AppError {
        AppError(code: "E-LIB-NOT-READY",
                 messageKey: preparing ? "server.library.preparing" : "server.library.notInstalled",
                 detail: detail)
    }

    /// `E-HTTP-<status>` with the status's message key and retryability (protocol.md §8).
    public static func http(status: Int, detail: String? = nil) -> AppError {
        let key: String
        var retryable = false
        switch status {
        case 400: key = "network.invalidRequest"
        case 401: key = "network.authRequired"
        case 403: key = "network.accessForbidden"
        case 404: key = "network.resourceNotFound"
        case 429: key = "network.tooManyRequests"; retryable = true
        case 500...599: key = "network.serverError"; retryable = true
        default: key = "network.genericError"
        }
        return AppError(code: "E-HTTP-\(status)", messageKey: key, detail: detail, retryable: retryable)
    }

    public static func emptyResponse() -> AppError {
        AppError(code: "E-CHAT-EMPTY-RESPONSE", messageKey: "chat.error.emptyResponse", retryable: true)
    }
    public static func streamIncomplete() -> AppError {
        AppError(code: "E-CHAT-STREAM-INCOMPLETE", messageKey: "chat.error.streamIncomplete", retryable: true)
    }
    /// The server's message is the detail; the view shows it in place of the fallback text.
    public static func streamBackend(message: String?) -> AppError {
        AppError(code: "E-CHAT-STREAM-BACKEND", messageKey: "chat.error.backendDefault", detail: message, retryable: true)
    }
    public static func streamParse(_ detail: String? = nil) -> AppError {
        AppError(code: "E-CHAT-STREAM-PARSE", messageKey: "chat.error.streamParse", detail: detail, retryable: true)
    }
    public static func cancelled() -> AppError {
        AppError(code: "E-CHAT-CANCELLED", messageKey: "chat.error.requestCancelled", retryable: true)
    }

    /// Connection failures (protocol.md §2.7): rule B, and eligible for the automatic resend.
    public var isConnectionFailure: Bool {
        ["E-NET-003", "E-NET-004", "E-NET-005"].contains(code)
    }
}
