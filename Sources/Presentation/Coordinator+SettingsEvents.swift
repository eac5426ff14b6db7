/// Results of the Settings runner's work: the tab takes them (`SettingsViewModel.handle`), and
/// what they ask of the rest of the screen happens here.
extension Coordinator {
    mutating func handleSettingsEvent(_ event: SettingsEvent, now: Double) -> [Effect] {
        switch state.settings.handle(event) {
        case .none:
            return []
        case .toast(let key):
            state.toast = Toast(text: localizer(key), now: now)
            return []
        case .preferenceRefused(let key, let code):
            revealSelection()
            // Chosen from the chat menu: Settings is not on screen to show it under the row.
            if state.tab != .settings {
                state.toast = Toast(text: localizer(key) + " (" + localizer("error.codeFormat", code) + ")", isError: true,
                                    now: now)
            }
            return []
        case .revert(let previous):
            // The file still holds the old value: show it again, and say why (ux.md §5.1).
            let effects = apply(previous)
            if case .language = previous { state.help = nil }
            revealSelection()
            return effects
        }
    }
}
