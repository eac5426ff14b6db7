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
