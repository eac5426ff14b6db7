import Domain

/// Results of the Settings runner's work: connection checks, the library's details, preference
/// loads and writes, and whether the settings file was written.
extension Coordinator {
    mutating func handleSettingsEvent(_ event: SettingsEvent, now: Double) -> [Effect] {
        switch event {
        case .connectionChecked(let token, let result):
            // A late answer to an earlier check (or one for another backend) is dropped.
            guard state.settings.backendPage.check == .checking(token: token) else { return [] }
            state.settings.backendPage.check = result
        case .libraryInfoLoaded(let info):
            state.settings.libraryInfo = info
        case .preferencesLoaded(let id, let prefs, let error):
            guard state.settings.preferencesPhase == .loading(id) else { return [] }
            state.settings.preferencesPhase = .loaded(id)
            state.settings.preferences = prefs
            state.settings.preferencesBeforeWrite = [:]
            if let error {
                state.settings.rowErrors[.systemPrompt] = SettingsRowError(messageKey: "settings.preferencesLoadFailed",
                                                                           code: error.code)
            } else {
                state.settings.rowErrors[.systemPrompt] = nil
                if state.settings.announcePreferences {
                    state.toast = Toast(text: localizer("settings.preferencesUpdated"), now: now)
                }
            }
            state.settings.announcePreferences = false
        case .preferenceSaved(let row, let echo):
            state.settings.preferencesBeforeWrite[row] = nil
            // The server's echo wins for mode and madhab (protocol.md §13.3, §13.4).
            if let echo {
                if row == .mode, let m = echo.mode { state.settings.preferences.mode = m }
                if row == .madhab { state.settings.preferences.madhab = echo.madhab }
            }
            state.toast = Toast(text: localizer("settings.preferencesSaved"), now: now)
        case .preferenceSaveFailed(let row, let error):
            if let before = state.settings.preferencesBeforeWrite.removeValue(forKey: row) {
                revertPreference(row, to: before)
            }
            let key = switch row {
            case .mode: "chat.warning.modePreferenceNotSaved"
            case .madhab: "settings.madhab.updateFailed"
            default: "settings.preferencesSaveFailed"
            }
            state.settings.rowErrors[row] = SettingsRowError(messageKey: key, code: row == .mode ? "E-CHAT-MODE" : error.code)
            revealSelection()
            // Chosen from the chat menu: Settings is not on screen to show it under the row.
            if state.tab != .settings {
                let code = row == .mode ? "E-CHAT-MODE" : error.code
                state.toast = Toast(text: localizer(key) + " (" + localizer("error.codeFormat", code) + ")", isError: true,
                                    now: now)
            }
        case .settingsSaved(let ok):
            guard let pending = state.settings.pendingSave else { return [] }
            state.settings.pendingSave = nil
            guard !ok else { return [] }
            // The file still holds the old value: show it again, and say why (ux.md §5.1).
            let effects = apply(pending.previous)
            if case .language = pending.previous { state.help = nil }
            if case .backend = pending.previous { state.settings.backendPage.check = .idle }
            state.settings.rowErrors[pending.row] = SettingsRowError(messageKey: "settings.saveFailed", code: "E-DB-001")
            revealSelection()
            return effects
        }
        return []
    }

    /// Puts one preference back to its value before a refused write.
    private mutating func revertPreference(_ row: SettingsRowID, to old: AIPreferences) {
        switch row {
        case .systemPrompt: state.settings.preferences.customPrompt = old.customPrompt
        case .responseLength: state.settings.preferences.length = old.length
        case .responseStyle: state.settings.preferences.style = old.style
        case .focus: state.settings.preferences.focus = old.focus
        case .mode: state.settings.preferences.mode = old.mode
        case .madhab: state.settings.preferences.madhab = old.madhab
        default: break
        }
    }
}
