/// Who is using the app (protocol.md §3.5, ux.md §2.5).
public enum AccountStatus: Hashable, Sendable {
    /// No account: conversations stay on this computer.
    case guest
    /// Signed in to the cloud.
    case signedIn(accountId: String, email: String, displayName: String?)
    /// The stored sign-in was refused; the e-mail is kept to sign in again.
    case sessionExpired(email: String)
    /// A stored sign-in is being confirmed in the background.
    case restoring(email: String)

    public var isSignedIn: Bool {
        if case .signedIn = self { return true }
        return false
    }
}

extension AccountStatus {
    /// The e-mail of a stored sign-in, whatever its state.
    public var email: String? {
        switch self {
        case .guest: nil
        case .signedIn(_, let email, _), .sessionExpired(let email), .restoring(let email): email
        }
    }

    /// Chat uses the authenticated stream (protocol.md §5): signed in, or a stored sign-in
    /// being confirmed (its sends wait as not sent if the server cannot be reached).
    public var usesAccountStream: Bool {
        switch self {
        case .signedIn, .restoring: true
        case .guest, .sessionExpired: false
        }
    }
}
