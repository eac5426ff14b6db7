/// Why a chat request failed before its stream began (protocol.md §7.4–7.6): the catalogue
/// error plus what decides between rules A and B, the sign-in route and the Retry delay.
public struct SendFailure: Hashable, Sendable {
    public var error: AppError
    /// The HTTP status, when one arrived (rule A); nil for a connection failure (rule B).
    public var status: Int?
    /// Whole seconds of `Retry-After` on a 429; Retry waits that long.
    public var retryAfterSeconds: Int?
    /// Still refused after refresh-and-retry: the sign-in screen opens (protocol.md §7.5).
    public var sessionExpired: Bool
    /// The user cancelled before any status arrived (protocol.md §7.3).
    public var cancelled: Bool

    public init(error: AppError, status: Int? = nil, retryAfterSeconds: Int? = nil, sessionExpired: Bool = false,
                cancelled: Bool = false) {
        self.error = error
        self.status = status
        self.retryAfterSeconds = retryAfterSeconds
        self.sessionExpired = sessionExpired
        self.cancelled = cancelled
    }

    /// The sign-in screen must open: refused after refresh-and-retry, or no usable credentials
    /// for an account-only request (the local guard, `E-AUTH-001`).
    public var needsSignIn: Bool { sessionExpired || error.code == AppError.signInRequired().code }

    /// Rule B: no status line arrived and the transport failed to connect.
    public var isConnectionFailure: Bool { status == nil && error.isConnectionFailure }
}
