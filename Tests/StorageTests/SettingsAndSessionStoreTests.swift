import Domain
import Foundation
import Testing
@testable import Storage

@Suite struct SettingsAndSessionStoreTests {
    @Test func settingsRoundTripAndStayReadable() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = JSONSettingsStore(configDirectory: dir)
        #expect(store.load().settings == Settings())
        var s = Settings()
        s.language = "ar"
        s.server = "https://example.org/api"
        s.theme = .highContrast
        s.bidi = .terminal
        s.digits = .latin
        s.reduceMotion = true
        s.deepThinking = false
        s.lastTab = 2
        s.lastConversation = ["guest_1_abcdef": "c1", "uid": "c2"]
        s.welcomeSeen = true
        s.exportDir = "~/Documents/fiqh notes"
        s.clipboard = false
        try store.save(s)
        let (loaded, warnings) = store.load()
        #expect(loaded == s && warnings.isEmpty)
        let text = try String(contentsOf: store.url, encoding: .utf8)
        #expect(text.contains("\"theme\" : \"high-contrast\""))
        #expect(text.contains("\"server\" : \"https://example.org/api\""))
        #expect(text.contains("\"export_dir\" : \"~/Documents/fiqh notes\""))
        #expect(text.contains("\"clipboard\" : false"))
    }

    @Test func badValuesFallBackWithWarningsAndUnknownKeysSurvive() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = JSONSettingsStore(configDirectory: dir)
        try Data("""
            {"language": "fr", "theme": "dark", "reduce_motion": "yes", "mouse": false, "last_tab": 1.5,
             "digits": 3, "server": "ftp://x", "future_option": [1, 2], "deep_thinking": 0,
             "clipboard": "no", "export_dir": 7}
            """.utf8).write(to: store.url)
        let (s, warnings) = store.load()
        #expect(s.language == nil && s.theme == .dark && !s.reduceMotion && !s.mouse && s.lastTab == 0)
        #expect(s.digits == .arabicIndic && s.server == nil && s.deepThinking)
        #expect(s.clipboard && s.exportDir == nil)
        #expect(warnings.count == 8)
        try store.save(s)
        let text = try String(contentsOf: store.url, encoding: .utf8)
        #expect(text.contains("future_option"))
    }

    @Test func unreadableSettingsFileGivesDefaultsAndIsKept() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = JSONSettingsStore(configDirectory: dir)
        try Data("theme = dark\n".utf8).write(to: store.url)
        let (s, warnings) = store.load()
        #expect(s == Settings() && warnings.count == 1)
        try store.save(s)
        #expect(FileManager.default.contents(atPath: store.url.path + ".invalid") == Data("theme = dark\n".utf8))
    }

    @Test func tokensArePrivateAtomicAndLoosePermissionsAreReset() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let warnings = WarningBox()
        let store = FileSessionStore(stateDirectory: dir, warn: { warnings.add($0) })
        #expect(try store.loadTokens() == nil)
        let tokens = SessionTokens(token: "t", refreshToken: "r", expiresAt: 1_770_000_000, accountId: "uid", email: "a@b.c")
        try store.saveTokens(tokens)
        #expect(try store.loadTokens() == tokens)
        #expect((try FileManager.default.attributesOfItem(atPath: store.tokensURL.path)[.posixPermissions] as? Int) == 0o600)
        let text = try String(contentsOf: store.tokensURL, encoding: .utf8)
        #expect(text.contains("\"expires_at\":1770000000") && text.contains("\"refresh_token\":\"r\""))
        chmod(store.tokensURL.path, 0o644)
        #expect(try store.loadTokens() == tokens)
        #expect((try FileManager.default.attributesOfItem(atPath: store.tokensURL.path)[.posixPermissions] as? Int) == 0o600)
        #expect(warnings.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["session.json"])
        try store.clearTokens()
        try store.clearTokens()
        #expect(try store.loadTokens() == nil)
    }

    @Test func guestIdIsCreatedOnceAndKept() throws {
        let dir = TestStore.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = FileSessionStore(stateDirectory: dir)
        let id = try store.guestSessionId()
        #expect(GuestSessionID.isValid(id))
        #expect(try FileSessionStore(stateDirectory: dir).guestSessionId() == id)
        try store.clearTokens()
        #expect(try store.guestSessionId() == id)
        let memory = InMemorySessionStore()
        #expect(try memory.guestSessionId() == (try memory.guestSessionId()))
    }
}

/// Collects warnings from a `@Sendable` callback.
final class WarningBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ s: String) { lock.withLock { items.append(s) } }
    var count: Int { lock.withLock { items.count } }
}
