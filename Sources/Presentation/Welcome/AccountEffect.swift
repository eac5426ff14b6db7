import Domain

/// Work of Welcome, sign-in and the account; `AccountEffectRunner` in App performs it.
/// Requests carry the id of the form's attempt so a cancelled one's answer is ignored.
public enum AccountEffect: Hashable, Sendable {
    /// `POST /api/auth/login` on the backend's server, then the profile (`GET /api/auth/me`).
    case signIn(request: Int, email: String, password: String, backend: Backend)
    /// `POST /api/auth/signup`, then the profile.
    case signUp(request: Int, email: String, password: String, displayName: String?, backend: Backend)
    case forgotPassword(request: Int, email: String, backend: Backend)
    /// Abandons a request (Esc while it runs).
    case cancel(request: Int)
    /// Confirms the stored sign-in and reads the profile (protocol.md §3.5). `retrying` keeps
    /// trying while the server cannot be reached (the `restoring` state); otherwise a failure
    /// is ignored (only the display name was missing).
    case restore(retrying: Bool)
    /// Forgets the tokens; with `deleteLocalConversations`, that account's rows too (protocol.md §3.5, §10.5).
    case signOut(accountId: String, deleteLocalConversations: Bool)
    /// The server refused the sign-in during a send: the tokens are no longer usable.
    case forgetTokens
    /// `DELETE /api/conversations` (best effort), `DELETE /api/auth/me`, then the local wipe.
    case deleteAccount(accountId: String)
    /// Looks a link's conversation up for the current owner, by id or thread id (protocol.md §12.2).
    case resolveLink(id: String, shared: Bool)
    /// `GET /api/health` of a backend Welcome offers (ux.md §2.3).
    case checkHealth(Backend)
}

/// What the account knows about who signed in.
public struct AccountProfile: Hashable, Sendable {
    public var accountId: String
    public var email: String
    public var displayName: String?

    public init(accountId: String, email: String, displayName: String?) {
        self.accountId = accountId
        self.email = email
        self.displayName = displayName
    }
}

/// Results of account work, fed back through the event queue.
public enum AccountEvent: Hashable, Sendable {
    case signedIn(request: Int, AccountProfile)
    case authFailed(request: Int, AppError)
    case resetSent(request: Int)
    /// The stored sign-in was confirmed (and its profile read).
    case restored(AccountProfile)
    /// The server refused the stored sign-in: the tokens are gone.
    case restoreRejected
    /// Signing out could not delete the account's local conversations.
    case localDeleteFailed(AppError)
    case accountDeleted
    case accountDeleteFailed(AppError)
    /// A link's conversation exists for this owner under this id.
    case linkResolved(conversationId: String)
    case linkMissing(id: String, shared: Bool)
    case healthChecked(Backend, reachable: Bool)
}
