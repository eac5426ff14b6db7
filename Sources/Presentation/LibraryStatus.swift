import Domain

/// The offline library's readiness as the status line and the send guard see it (ux.md §3.12, §8.1).
public enum LibraryStatus: Hashable, Sendable {
    /// The in-process server is being started or the index built; the percentage when known.
    case preparing(percent: Int?)
    case ready
    /// No index is installed; `shamelagpt library build` installs it.
    case notInstalled
    /// Starting failed, with the reason.
    case unavailable(String)

    /// Why a question cannot go to the library now; nil when it is ready.
    public var sendBlocked: AppError? {
        switch self {
        case .ready: nil
        case .preparing: .libraryNotReady(preparing: true)
        case .notInstalled: .libraryNotReady()
        case .unavailable(let reason): .libraryNotReady(detail: reason)
        }
    }
}
