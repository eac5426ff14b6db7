import Domain

/// Work the Settings view model asks for; `SettingsEffectRunner` in App performs it.
public enum SettingsEffect: Hashable, Sendable {
    case none
}

/// Results of Settings work, fed back through the event queue.
public enum SettingsEvent: Hashable, Sendable {
    case none
}
