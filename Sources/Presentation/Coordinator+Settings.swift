import Input

/// The Settings route (ux.md §5): its keys, contexts, pages and actions.
extension Coordinator {
    /// Keys Settings handles before the key map (text fields, pages); nil lets the map decide.
    mutating func handleSettingsKey(_ key: Key, now: Double) -> [Effect]? { nil }

    /// Settings' focus contexts, innermost first.
    static func settingsContexts(_ state: AppState) -> [KeyContext] { [.settings] }

    mutating func performSettings(_ action: Action, now: Double) -> [Effect] { [] }

    mutating func handleSettingsEvent(_ event: SettingsEvent, now: Double) -> [Effect] { [] }
}
