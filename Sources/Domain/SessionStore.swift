/// The sign-in tokens and the guest session id (protocol.md §3.7).
public protocol SessionStore: Sendable {
    func loadTokens() throws -> SessionTokens?
    func saveTokens(_ tokens: SessionTokens) throws
    func clearTokens() throws
    /// The guest session id, created on first use and then never regenerated.
    func guestSessionId() throws -> String
}
