import CoordinatorTestSupport
import Domain
import Input
import Localization
import Presentation

/// The Settings tab as a scene for the coordinator driver, with Settings' own helpers.
struct SettingsHarness {
    var driver: CoordinatorDriver
    var c: Coordinator {
        get { driver.coordinator }
        set { driver.coordinator = newValue }
    }
    var effects: [Effect] { driver.effects }

    init(_ language: Language = .en, backend: Backend = .cloud, account: AccountStatus = .guest,
         width: Int = 80, height: Int = 24) throws {
        var s = AppState(language: language, backend: backend, width: width, height: height)
        s.tab = .settings
        s.account = account
        s.settings.version = "1.0.0"
        driver = CoordinatorDriver(coordinator: Coordinator(state: s, localizer: try Localizer.bundled(language)), now: 0)
        // The first event on the tab asks for the library's details (and preferences).
        driver.send(.tick)
    }

    var state: AppState { c.state }
    var vm: SettingsViewModel { c.state.settings }

    @discardableResult
    mutating func key(_ k: Key, now: Double = 1) -> [Effect] { send(.input(.key(k)), now: now) }

    @discardableResult
    mutating func press(_ code: Key.Code, now: Double = 1) -> [Effect] { key(Key(code), now: now) }

    @discardableResult
    mutating func act(_ a: Action, now: Double = 1) -> [Effect] { send(.action(a), now: now) }

    @discardableResult
    mutating func event(_ e: SettingsEvent, now: Double = 1) -> [Effect] { send(.settings(e), now: now) }

    private mutating func send(_ event: AppEvent, now: Double) -> [Effect] {
        driver.now = now
        return driver.send(event)
    }

    mutating func type(_ text: String) {
        for ch in text { key(Key.char(ch)) }
    }

    /// Moves the selection to a row with ↓ (never by setting it), as a user would.
    mutating func moveTo(_ id: SettingsRowID) {
        press(.home)
        for _ in 0..<60 where vm.selected != id { press(.down) }
    }

    /// A signed-in user on the cloud with preferences loaded.
    static let signedIn = AccountStatus.signedIn(accountId: "u-1", email: "aisha@example.com", displayName: "Aisha")

    static func loaded(_ prefs: AIPreferences = AIPreferences(length: "short", mode: 0, madhab: "all")) throws -> SettingsHarness {
        var h = try SettingsHarness(account: signedIn)
        h.event(.preferencesLoaded(accountId: "u-1", prefs, error: nil))
        return h
    }

    /// The settings work among the last effects.
    var settingsEffects: [SettingsEffect] {
        effects.compactMap { if case .settings(let e) = $0 { return e } else { return nil } }
    }
}
