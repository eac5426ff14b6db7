import Domain

/// Work the Settings screen asks for; `SettingsEffectRunner` in App performs it.
public enum SettingsEffect: Hashable, Sendable {
    /// `GET <base>/api/health` for a backend with a 5-second limit, timed (ux.md §5.2).
    case checkConnection(Backend, token: Int)
    /// Reads the installed library's passage count and notices for the backend page and About.
    case loadLibraryInfo
    /// Reads the signed-in user's preferences, mode and madhab (protocol.md §13.2–§13.4).
    case loadPreferences(backend: Backend, accountId: String)
    /// Writes one change; `row` is where a failure is shown.
    case savePreference(PreferenceWrite, row: SettingsRowID, backend: Backend)
}

/// Results of Settings work, fed back through the event queue.
public enum SettingsEvent: Hashable, Sendable {
    case connectionChecked(token: Int, ConnectionCheck)
    case libraryInfoLoaded(LibraryInfo)
    /// What came back; `error` is the first failure when a part did not load.
    case preferencesLoaded(accountId: String, AIPreferences, error: AppError?)
    /// A write succeeded; the server's echo (mode, madhab) when it sent one.
    case preferenceSaved(row: SettingsRowID, echo: AIPreferences?)
    case preferenceSaveFailed(row: SettingsRowID, AppError)
    /// The settings file was written (or not) after a change (`Effect.persistSettings`).
    case settingsSaved(ok: Bool)
}

/// The offline library as About and the backend page describe it.
public struct LibraryInfo: Hashable, Sendable {
    /// Ayat and hadith in the index; nil when it is not installed.
    public var passages: Int?
    /// The Tanzil copyright block, verbatim (library.md); nil when not installed.
    public var tanzilNotice: String?
    /// The hadith package's notice files by name, verbatim.
    public var hadithNotices: [String: String]
    /// The bundled NOTICES.md, shown when the library is not installed.
    public var bundledNotices: String?

    public init(passages: Int? = nil, tanzilNotice: String? = nil, hadithNotices: [String: String] = [:],
                bundledNotices: String? = nil) {
        self.passages = passages
        self.tanzilNotice = tanzilNotice
        self.hadithNotices = hadithNotices
        self.bundledNotices = bundledNotices
    }
}
