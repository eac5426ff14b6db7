/// From a stored error code back to its message (a not-sent or failed message keeps only the
/// code in `last_error_code`).
extension AppError {
    static let keysByCode: [String: String] = [
        "E-NET-001": "network.invalidURL", "E-NET-002": "network.invalidResponse",
        "E-NET-003": "network.noConnection", "E-NET-004": "network.timeout", "E-NET-005": "network.tlsFailed",
        "E-GUEST-001": "guest.limitReached.message", "E-AUTH-001": "auth.signInRequired",
        "E-DEC-001": "network.decodingError", "E-UNK-001": "network.unknownError",
        "E-APP-000": "error.somethingWentWrong", "E-DB-001": "error.storageFailed",
        "E-LIB-NOT-READY": "server.library.notInstalled", "E-CHAT-EMPTY-RESPONSE": "chat.error.emptyResponse",
        "E-CHAT-STREAM-INCOMPLETE": "chat.error.streamIncomplete", "E-CHAT-STREAM-BACKEND": "chat.error.backendDefault",
        "E-CHAT-STREAM-PARSE": "chat.error.streamParse", "E-CHAT-CANCELLED": "chat.error.requestCancelled",
        "E-CHAT-SEND": "chat.error.sendFailed",
    ]

    /// The message key of a catalogue code (protocol.md §8); unknown codes get the generic one.
    public static func messageKey(forCode code: String) -> String {
        if let key = keysByCode[code] { return key }
        if code.hasPrefix("E-HTTP-"), let status = Int(code.dropFirst("E-HTTP-".count)) {
            return http(status: status).messageKey
        }
        return "error.somethingWentWrong"
    }
}
