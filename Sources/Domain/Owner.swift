/// Whose conversations a query sees: a signed-in account or a guest session (protocol.md §10.5).
public enum Owner: Hashable, Sendable {
    case account(String)
    case guest(String)

    /// The `owner_id` value: the account id or the guest session id.
    public var id: String {
        switch self {
        case .account(let id), .guest(let id): id
        }
    }

    /// Rebuilds an owner from a stored id; guest session ids have their own pattern (protocol.md §3.7).
    public init(storedId: String) {
        self = GuestSessionID.isValid(storedId) ? .guest(storedId) : .account(storedId)
    }
}
