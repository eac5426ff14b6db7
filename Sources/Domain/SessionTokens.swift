import Foundation

/// The stored sign-in (protocol.md §3.7): never the password.
public struct SessionTokens: Hashable, Sendable, Codable {
    public var token: String
    public var refreshToken: String?
    /// Epoch seconds.
    public var expiresAt: Int64?
    public var accountId: String
    public var email: String?
    /// `scheme://host:port` the tokens belong to (protocol.md §3.3); nil in files written
    /// before it was recorded, which came from the cloud.
    public var origin: String?
    /// The account's display name as last read, for the status line before the server answers.
    public var displayName: String?

    public init(token: String, refreshToken: String?, expiresAt: Int64?, accountId: String, email: String?,
                origin: String? = nil, displayName: String? = nil) {
        self.token = token
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
        self.accountId = accountId
        self.email = email
        self.origin = origin
        self.displayName = displayName
    }

    enum CodingKeys: String, CodingKey {
        case token, refreshToken = "refresh_token", expiresAt = "expires_at", accountId = "account_id", email
        case origin, displayName = "display_name"
    }
}
