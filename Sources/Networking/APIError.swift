import Domain

/// A failed API call: the catalogue error plus what the caller needs to react (protocol.md §3.4, §7.4–7.6).
public struct APIError: Error, Hashable, Sendable {
    public var error: AppError
    /// The HTTP status, when one arrived.
    public var status: Int?
    /// Whole seconds from `Retry-After` on a 429; Retry is enabled only after it.
    public var retryAfterSeconds: Int?
    /// The server refused the credentials even after refresh-and-retry: route to sign-in (protocol.md §3.5).
    public var sessionExpired: Bool
    /// The user cancelled.
    public var cancelled: Bool

    public init(_ error: AppError, status: Int? = nil, retryAfterSeconds: Int? = nil,
                sessionExpired: Bool = false, cancelled: Bool = false) {
        self.error = error
        self.status = status
        self.retryAfterSeconds = retryAfterSeconds
        self.sessionExpired = sessionExpired
        self.cancelled = cancelled
    }

    /// Rule B (protocol.md §7.4): a connection failure before any status line.
    public var isConnectionFailure: Bool { status == nil && error.isConnectionFailure }

    init(transport: TransportError) {
        switch transport {
        case .cancelled: self.init(.cancelled(), cancelled: true)
        case .failed(let e, _): self.init(e)
        }
    }

    public static func from(_ error: Error) -> APIError {
        if let e = error as? APIError { return e }
        if let t = error as? TransportError { return APIError(transport: t) }
        if error is CancellationError { return APIError(.cancelled(), cancelled: true) }
        return APIError(.unknownTransport(String(describing: error)))
    }
}
