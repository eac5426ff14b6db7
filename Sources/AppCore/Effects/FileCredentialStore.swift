import Domain
import Foundation
import Logging
import Networking

/// The API client's credentials kept in the session store's token file (mode 0600, written
/// atomically; protocol.md §3.7). Every call reads or writes the file, with no copy in memory,
/// so the chat's client, the account runner and launch always agree on one sign-in.
package final class FileCredentialStore: CredentialStore, @unchecked Sendable {
    let sessions: SessionStore
    let logger: Logger
    private let lock = NSLock()

    init(sessions: SessionStore, logger: Logger) {
        self.sessions = sessions
        self.logger = logger
    }

    /// `scheme://host:port` of the cloud: the origin of token files that predate recording one.
    static var cloudOrigin: String { ServerConfig.cloud().origin.map(originKey) ?? ServerConfig.cloudDefault }

    static func originKey(_ o: URLPolicy.Origin) -> String { "\(o.scheme)://\(o.host):\(o.port)" }

    /// The server a stored sign-in came from, whatever the backend is now.
    package static func server(forOrigin origin: String) throws(APIError) -> ServerConfig {
        if origin == cloudOrigin { return .cloud() }
        return try ServerConfig(baseURL: origin, kind: .custom, userTyped: true)
    }

    package func load() async -> Credentials? { loadNow() }

    package func save(_ credentials: Credentials) async { saveNow(credentials) }

    package func clear() async { clearNow() }

    /// The stored sign-in as the API client sees it.
    package func loadNow() -> Credentials? {
        guard let t = tokens() else { return nil }
        return Credentials(token: t.token, refreshToken: t.refreshToken,
                           expiresAt: t.expiresAt.map { Date(timeIntervalSince1970: TimeInterval($0)) },
                           accountId: t.accountId.isEmpty ? nil : t.accountId, email: t.email,
                           origin: t.origin ?? Self.cloudOrigin)
    }

    /// The token file as stored (launch reads it before any client exists).
    func tokens() -> SessionTokens? {
        lock.withLock {
            do {
                return try sessions.loadTokens()
            } catch {
                logger.error("sign-in tokens unreadable: \(error)")
                return nil
            }
        }
    }

    func saveNow(_ c: Credentials) {
        lock.withLock {
            // The display name is not part of the client's credentials: keep the one we had
            // when the account is the same.
            let old = try? sessions.loadTokens()
            let accountId = c.accountId ?? ""
            let name = old?.accountId == accountId ? old?.displayName : nil
            let t = SessionTokens(token: c.token, refreshToken: c.refreshToken,
                                  expiresAt: c.expiresAt.map { Int64($0.timeIntervalSince1970) }, accountId: accountId,
                                  email: c.email, origin: c.origin, displayName: name)
            do { try sessions.saveTokens(t) } catch { logger.error("sign-in tokens not saved: \(error)") }
        }
    }

    package func clearNow() {
        lock.withLock {
            do { try sessions.clearTokens() } catch { logger.error("sign-in tokens not removed: \(error)") }
        }
    }

    /// Records what `GET /api/auth/me` said about the account.
    func saveProfile(accountId: String, email: String?, displayName: String?) {
        lock.withLock {
            guard var t = try? sessions.loadTokens() else { return }
            t.accountId = accountId
            t.email = email ?? t.email
            t.displayName = displayName
            do { try sessions.saveTokens(t) } catch { logger.error("sign-in profile not saved: \(error)") }
        }
    }
}
