import Domain

/// Why a transfer did not complete normally.
public enum TransportError: AppErrorConvertible, Hashable, Sendable {
    /// The user (or the consumer) cancelled it (protocol.md §7.3).
    case cancelled(afterResponse: Bool)
    /// A classified failure (protocol.md §2.7); `afterResponse` tells whether a status line had arrived.
    case failed(AppError, afterResponse: Bool)

    public var afterResponse: Bool {
        switch self {
        case .cancelled(let after), .failed(_, let after): after
        }
    }

    /// The catalogue error to show; a cancel maps to `E-CHAT-CANCELLED`.
    public var appError: AppError {
        switch self {
        case .cancelled: .cancelled()
        case .failed(let e, _): e
        }
    }
}
