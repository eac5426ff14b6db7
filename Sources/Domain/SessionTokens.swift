import Foundation

/// The stored sign-in (protocol.md §3.7): never the password.
public struct SessionTokens: Hashable, Sendable, Codable {
    public var token: String
    public var refreshToken: String?
    /// Epoch seconds.
    public var expiresAt: Int64?
    public var accountId: String
    public var email: String?

    public init(token: String, refreshToken: String?, expiresAt: Int64?, accountId: String, email: String?) {
        self.token = token
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
        self.accountId = accountId
        self.email = email
    }

    enum CodingKeys: String, CodingKey {
        case token, refreshToken = "refresh_token", expiresAt = "expires_at", accountId = "account_id", email
    }
}
