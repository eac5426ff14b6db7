import Domain
import Localization

/// The signed-in user's server preferences (protocol.md §13.2–§13.4): shown at once when
/// changed, reverted when the server refuses, loaded when Settings appears.
extension SettingsViewModel {
    /// Writes one preference; nil when nothing is to be sent (not available, not loaded yet, or
    /// the current value chosen again, protocol.md §13.4).
    mutating func writePreference(_ row: SettingsRowID, value: String, available: Bool, language: Language,
                                  backend: Backend) -> SettingsEffect? {
        guard available, case .loaded = preferencesPhase else { return nil }
        let before = preferences
        var p = before
        let unset: String? = value.isEmpty ? nil : value
        let write: PreferenceWrite
        switch row {
        case .systemPrompt: p.customPrompt = value
        case .responseLength: p.length = unset
        case .responseStyle: p.style = unset
        case .focus: p.focus = unset
        case .mode:
            guard let m = Int(value) else { return nil }
            p.mode = m
        case .madhab:
            p.madhab = SettingsOptions.normalizedMadhab(value)
        default:
            return nil
        }
        if row == .systemPrompt ? (before.customPrompt ?? "") == value : p == before { return nil }
        switch row {
        case .mode: write = .mode(p.mode ?? 0)
        case .madhab: write = .madhab(p.madhab)
        default: write = .preferences(p, language: language.rawValue)
        }
        preferences = p
        if preferencesBeforeWrite[row] == nil { preferencesBeforeWrite[row] = before }
        rowErrors[row] = nil
        return .savePreference(write, row: row, backend: backend)
    }

    /// "Refresh preferences": reload them, then say so.
    mutating func refreshPreferences(accountId: String, backend: Backend) -> SettingsEffect {
        preferencesPhase = .loading(accountId)
        announcePreferences = true
        return .loadPreferences(backend: backend, accountId: accountId)
    }

    /// What the tab loads once it is on screen: the library's details (again when its state
    /// changed), and the preferences of `account` (again for another account).
    mutating func followUps(library: LibraryStatus, account: String?, backend: Backend) -> [SettingsEffect] {
        var effects: [SettingsEffect] = []
        if libraryInfoStatus != library {
            libraryInfoStatus = library
            effects.append(.loadLibraryInfo)
        }
        if let id = account {
            switch preferencesPhase {
            case .loading(id), .loaded(id): break
            default:
                if case .loaded(let other) = preferencesPhase, other != id { preferences = AIPreferences() }
                preferencesPhase = .loading(id)
                effects.append(.loadPreferences(backend: backend, accountId: id))
            }
        }
        return effects
    }

    /// The chat menu opened: signed in on the cloud, its answer mode is read from the server
    /// the first time it shows.
    mutating func chatMenuOpened(_ app: AppState) -> [Effect] {
        guard app.syncsWithAccount, case .signedIn(let id, _, _) = app.account else { return [] }
        return loadPreferencesOnce(accountId: id, backend: app.backend).map { [.settings($0)] } ?? []
    }

    /// The first time the chat menu shows the answer mode: read the preferences of `accountId`.
    mutating func loadPreferencesOnce(accountId: String, backend: Backend) -> SettingsEffect? {
        guard preferencesPhase == .idle else { return nil }
        preferencesPhase = .loading(accountId)
        return .loadPreferences(backend: backend, accountId: accountId)
    }

    /// Puts one preference back to its value before a refused write.
    mutating func revertPreference(_ row: SettingsRowID, to old: AIPreferences) {
        switch row {
        case .systemPrompt: preferences.customPrompt = old.customPrompt
        case .responseLength: preferences.length = old.length
        case .responseStyle: preferences.style = old.style
        case .focus: preferences.focus = old.focus
        case .mode: preferences.mode = old.mode
        case .madhab: preferences.madhab = old.madhab
        default: break
        }
    }
}
