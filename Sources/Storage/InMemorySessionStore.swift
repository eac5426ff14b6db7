import Domain
import Foundation

/// `SessionStore` and `SettingsStore` kept in memory, for tests and previews.
public final class InMemorySessionStore: SessionStore, SettingsStore, @unchecked Sendable {
    // Guarded by `lock`.
    let lock = NSLock()
    var tokens: SessionTokens?
    var guestId: String?
    var settings = Settings()

    public init() {}

    public func loadTokens() throws -> SessionTokens? { lock.withLock { tokens } }
    public func saveTokens(_ tokens: SessionTokens) throws { lock.withLock { self.tokens = tokens } }
    public func clearTokens() throws { lock.withLock { tokens = nil } }

    public func guestSessionId() throws -> String {
        lock.withLock {
            if let guestId { return guestId }
            let id = GuestSessionID.make()
            guestId = id
            return id
        }
    }

    public func load() -> (settings: Settings, warnings: [String]) { lock.withLock { (settings, []) } }
    public func save(_ settings: Settings) throws { lock.withLock { self.settings = settings } }
}
