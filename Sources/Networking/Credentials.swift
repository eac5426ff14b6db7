import Foundation

/// Sign-in tokens and the origin they belong to (protocol.md §3.3, §3.7).
public struct Credentials: Hashable, Sendable {
    public var token: String
    public var refreshToken: String?
    /// nil: no recorded expiry; the token is used until the server refuses it.
    public var expiresAt: Date?
    public var accountId: String?
    public var email: String?
    /// `scheme://host:port` of the cloud base URL at sign-in; the bearer goes nowhere else.
    public var origin: String

    public init(token: String, refreshToken: String?, expiresAt: Date?, accountId: String?, email: String?,
                origin: String) {
        self.token = token
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
        self.accountId = accountId
        self.email = email
        self.origin = origin
    }
}

/// Where credentials live; Storage provides the token-file implementation.
public protocol CredentialStore: Sendable {
    func load() async -> Credentials?
    func save(_ credentials: Credentials) async
    func clear() async
}

/// Credentials kept in memory only (tests, `ask` before storage exists).
public actor InMemoryCredentialStore: CredentialStore {
    private var current: Credentials?

    public init(_ credentials: Credentials? = nil) { current = credentials }

    public func load() -> Credentials? { current }
    public func save(_ credentials: Credentials) { current = credentials }
    public func clear() { current = nil }
}

extension URLPolicy.Origin {
    var key: String { "\(scheme)://\(host):\(port)" }
}
