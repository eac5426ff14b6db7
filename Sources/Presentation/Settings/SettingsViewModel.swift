import Domain

/// The Settings tab's state and rules (ux.md §5). Issue 8 fills it in.
public struct SettingsViewModel: Hashable, Sendable {
    public init() {}
}
