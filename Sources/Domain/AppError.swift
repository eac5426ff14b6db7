/// A failure the user may see: a stable ASCII code (never translated), the key of its localized
/// message, and whether Retry is offered (protocol.md §8).
public struct AppError: Error, Hashable, Sendable {
    public var code: String
    public var messageKey: String
    /// A server detail or message shown beside the localized text, already sanitised by the view.
    public var detail: String?
    public var retryable: Bool

    public init(code: String, messageKey: String, detail: String? = nil, retryable: Bool = false) {
        self.code = code
        self.messageKey = messageKey
        self.detail = detail
        self.retryable = retryable
    }

    public static func unexpected(_ detail: String? = nil) -> AppError {
        AppError(code: "E-APP-000", messageKey: "error.somethingWentWrong", detail: detail)
    }

    public static func storage(_ detail: String? = nil) -> AppError {
        AppError(code: "E-DB-001", messageKey: "error.storageFailed", detail: detail)
    }
}
