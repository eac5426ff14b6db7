/// Loads and saves `Settings`. Loading never fails on bad content: bad values fall back to their
/// defaults and are reported as warnings.
public protocol SettingsStore: Sendable {
    func load() -> (settings: Settings, warnings: [String])
    func save(_ settings: Settings) throws
}
