/// Results of the Settings runner's work as the tab takes them: connection checks, the
/// library's details, preference loads and writes, and whether the settings file was written.
extension SettingsViewModel {
    /// What a result asks of the rest of the screen.
    enum EventOutcome: Equatable {
        case none
        /// A toast of this string key.
        case toast(String)
        /// A preference was refused: its row shows why; away from Settings a toast says it.
        case preferenceRefused(messageKey: String, code: String)
        /// The settings file kept the old value: put it back into the state (ux.md §5.1).
        case revert(LocalSetting)
    }

    mutating func handle(_ event: SettingsEvent) -> EventOutcome {
        switch event {
        case .connectionChecked(let token, let result):
            // A late answer to an earlier check (or one for another backend) is dropped.
            guard backendPage.check == .checking(token: token) else { return .none }
            backendPage.check = result
        case .libraryInfoLoaded(let info):
            libraryInfo = info
        case .preferencesLoaded(let id, let prefs, let error):
            guard preferencesPhase == .loading(id) else { return .none }
            preferencesPhase = .loaded(id)
            preferences = prefs
            preferencesBeforeWrite = [:]
            let announce = announcePreferences
            announcePreferences = false
            if let error {
                rowErrors[.systemPrompt] = SettingsRowError(messageKey: "settings.preferencesLoadFailed", code: error.code)
            } else {
                rowErrors[.systemPrompt] = nil
                if announce { return .toast("settings.preferencesUpdated") }
            }
        case .preferenceSaved(let row, let echo):
            preferencesBeforeWrite[row] = nil
            // The server's echo wins for mode and madhab (protocol.md §13.3, §13.4).
            if let echo {
                if row == .mode, let m = echo.mode { preferences.mode = m }
                if row == .madhab { preferences.madhab = echo.madhab }
            }
            return .toast("settings.preferencesSaved")
        case .preferenceSaveFailed(let row, let error):
            if let before = preferencesBeforeWrite.removeValue(forKey: row) { revertPreference(row, to: before) }
            let key = switch row {
            case .mode: "chat.warning.modePreferenceNotSaved"
            case .madhab: "settings.madhab.updateFailed"
            default: "settings.preferencesSaveFailed"
            }
            let code = row == .mode ? "E-CHAT-MODE" : error.code
            rowErrors[row] = SettingsRowError(messageKey: key, code: code)
            return .preferenceRefused(messageKey: key, code: code)
        case .settingsSaved(let ok):
            guard let pending = pendingSave else { return .none }
            pendingSave = nil
            guard !ok else { return .none }
            if case .backend = pending.previous { backendPage.check = .idle }
            rowErrors[pending.row] = SettingsRowError(messageKey: "settings.saveFailed", code: "E-DB-001")
            return .revert(pending.previous)
        }
        return .none
    }
}
