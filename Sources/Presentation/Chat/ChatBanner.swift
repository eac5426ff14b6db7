import Domain

/// The error band between the transcript and the composer (ux.md §3.9).
public struct ChatBanner: Hashable, Sendable {
    /// What Ctrl+R does from the banner (protocol.md §7.8).
    public enum Retry: Hashable, Sendable {
        /// Rule A: send the composer text again.
        case sendComposer
        /// Rule C, a failed answer, a cancel notice: ask the question of this message again.
        case regenerate(userMessageId: String)
        /// Rule B: resend this not-sent message.
        case resend(messageId: String)
    }

    /// The banner's second action on Ctrl+O.
    public enum Secondary: Hashable, Sendable {
        case useOfflineLibrary
        case openSettings
    }

    public var error: AppError
    public var retry: Retry?
    public var secondary: Secondary?
    /// Monotonic seconds before which Retry is not offered (a 429 with `Retry-After`).
    public var retryNotBefore: Double?
    /// The seconds of `Retry-After`, for the message's plural form.
    public var retryAfterSeconds: Int?
    /// The guest quota prompt replaces the plain banner (protocol.md §7.6).
    public var isGuestLimit: Bool { error.code == "E-GUEST-001" }

    public init(error: AppError, retry: Retry?, secondary: Secondary? = nil, retryNotBefore: Double? = nil,
                retryAfterSeconds: Int? = nil) {
        self.error = error
        self.retry = retry
        self.secondary = secondary
        self.retryNotBefore = retryNotBefore
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// The Ctrl+O action the catalogue offers for an error (ux.md §3.9 table).
    static func secondary(for error: AppError, onLibrary: Bool) -> Secondary? {
        switch error.code {
        case "E-NET-001", "E-LIB-NOT-READY": return .openSettings
        case "E-NET-003", "E-NET-004": return onLibrary ? nil : .useOfflineLibrary
        default:
            if error.code.hasPrefix("E-HTTP-5") && !onLibrary { return .useOfflineLibrary }
            return nil
        }
    }
}
