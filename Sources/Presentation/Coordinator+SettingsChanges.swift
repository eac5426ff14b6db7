import Domain
import Localization

/// Settings changes (ux.md §5): local ones apply at once and are saved with
/// `Effect.persistSettings`; a failed save reverts them. Server preferences are written through
/// the runner and revert the same way.
extension Coordinator {
    /// A choice made by stepping (←/→) or in a picker.
    mutating func choose(_ value: String, for row: SettingsRowID, now: Double) -> [Effect] {
        switch row {
        case .language:
            guard let language = Language(rawValue: value), language != state.language else { return [] }
            let previous = state.language
            let effects = perform(.setLanguage(language), now: now)
            state.settings.rowErrors[.language] = nil
            state.settings.pendingSave = .init(row: .language, previous: .language(previous))
            // The new language's own words: "Language: العربية" (ux.md §5.2).
            state.toast = Toast(text: localizer("settings.language.changed", localizer(Self.languageNameKey(language))),
                                now: now)
            return effects
        case .theme:
            return Settings.Theme(rawValue: value).map { setLocal(.theme($0), row: row) } ?? []
        case .bidi:
            return Settings.Bidi(rawValue: value).map { setLocal(.bidi($0), row: row) } ?? []
        case .digits:
            return Settings.Digits(rawValue: value).map { setLocal(.digits($0), row: row) } ?? []
        case .responseLength, .responseStyle, .focus, .mode, .madhab:
            return writePreference(row, value: value)
        default:
            return []
        }
    }

    static func languageNameKey(_ l: Language) -> String { l == .ar ? "language.arabic" : "language.english" }

    /// Applies a local setting, remembers the old value until the file is written, and saves.
    mutating func setLocal(_ new: LocalSetting, row: SettingsRowID) -> [Effect] {
        let previous = current(of: new)
        guard previous != new else { return [] }
        var effects = apply(new)
        state.settings.rowErrors[row] = nil
        state.settings.pendingSave = .init(row: row, previous: previous)
        effects.append(.persistSettings)
        return effects
    }

    /// The value the state holds now for the same setting as `s`.
    func current(of s: LocalSetting) -> LocalSetting {
        switch s {
        case .language: .language(state.language)
        case .backend: .backend(state.backend)
        case .theme: .theme(state.theme)
        case .bidi: .bidi(state.bidi)
        case .digits: .digits(state.digits)
        case .reduceMotion: .reduceMotion(state.reduceMotion)
        case .showHarakat: .showHarakat(state.showHarakat)
        case .deepThinking: .deepThinking(state.deepThinking)
        }
    }

    /// Puts a value into the state; returns what the terminal or the backend must do about it.
    mutating func apply(_ s: LocalSetting) -> [Effect] {
        switch s {
        case .language(let l): state.language = l
        case .backend(let b):
            state.backend = b
            return [.switchBackend(b)]
        case .theme(let t):
            state.theme = t
            return [.applyAppearance]
        case .bidi(let b):
            state.bidi = b
            return [.applyAppearance]
        case .digits(let d):
            state.digits = d
            return [.applyAppearance]
        case .reduceMotion(let on): state.reduceMotion = on
        case .showHarakat(let on): state.showHarakat = on
        case .deepThinking(let on): state.deepThinking = on
        }
        return []
    }

    // MARK: backend page

    /// A backend page control's Enter: switch, focus the URL field, or check the connection.
    mutating func activateBackendControl(_ control: BackendPageState.Control, now: Double) -> [Effect] {
        switch control {
        case .library: return selectBackend(.library, now: now)
        case .cloud: return selectBackend(.cloud, now: now)
        case .custom, .url:
            state.settings.backendPage.focus = .url
            state.settings.backendPage.url.moveToEnd()
            return []
        case .check: return checkConnection()
        }
    }

    /// Enter in the URL field: a valid URL becomes the backend; otherwise the field says why.
    mutating func submitURL(now: Double) -> [Effect] {
        guard let url = state.settings.submitURL() else { return [] }
        return selectBackend(.custom(url), now: now)
    }

    /// Switches the backend (asking first while an answer streams, ux.md §5.2); the cloud and a
    /// custom server are checked at once.
    mutating func selectBackend(_ backend: Backend, now: Double) -> [Effect] {
        guard backend != state.backend else { return backend == .library ? [] : checkConnection() }
        if state.chat.isStreaming {
            state.dialog = DialogState(kind: .stopForBackend(backend))
            return []
        }
        return switchBackend(to: backend, now: now)
    }

    private mutating func switchBackend(to backend: Backend, now: Double) -> [Effect] {
        let previous = state.backend
        var effects = perform(.setBackend(backend), now: now)
        state.settings.rowErrors[.backend] = nil
        state.settings.pendingSave = .init(row: .backend, previous: .backend(previous))
        state.settings.backendPage.check = .idle
        if backend != .library { effects += checkConnection() }
        return effects
    }

    /// "[ Check connection ]" for the backend in force.
    mutating func checkConnection() -> [Effect] {
        [.settings(state.settings.startConnectionCheck(state.backend))]
    }

    /// A settings dialog's confirming button.
    mutating func chooseSettings(_ choice: DialogState.Choice, in kind: DialogState.Kind, now: Double) -> [Effect] {
        switch (choice, kind) {
        case (.signOut, .signOut(let deleteLocal)):
            return perform(.signOut(deleteLocalConversations: deleteLocal), now: now)
        case (.deleteAccount, _):
            return perform(.deleteAccount, now: now)
        case (.stopAndSwitch, .stopForBackend(let backend)):
            let stopped = chat(now) { $0.stop($1) }
            return stopped + switchBackend(to: backend, now: now)
        default:
            return []
        }
    }

    // MARK: server preferences

    /// Writes one preference: shown at once, reverted if the server refuses (protocol.md §13.2–§13.4).
    mutating func writePreference(_ row: SettingsRowID, value: String) -> [Effect] {
        let available = SettingsList.preferencesAvailable(state)
        return state.settings.writePreference(row, value: value, available: available, language: state.language,
                                              backend: state.backend).map { [.settings($0)] } ?? []
    }

    /// "Refresh preferences": reload them, then say so.
    mutating func refreshPreferences() -> [Effect] {
        guard case .signedIn(let id, _, _) = state.account, state.backend != .library else { return [] }
        return [.settings(state.settings.refreshPreferences(accountId: id, backend: state.backend))]
    }

    /// Loads what the Settings tab shows once it is on screen: the library's details, and a
    /// signed-in user's preferences (again for another account).
    mutating func settingsFollowUps(now: Double) -> [Effect] {
        guard state.tab == .settings else { return [] }
        var account: String?
        if case .signedIn(let id, _, _) = state.account, state.backend != .library { account = id }
        return state.settings.followUps(library: state.library, account: account, backend: state.backend).map(Effect.settings)
    }
}
