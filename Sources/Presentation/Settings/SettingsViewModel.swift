import Domain
import Localization

/// Where the Settings tab is: the list, or one page pushed on it (ux.md §6.1). The stack is never
/// deeper than one page, so a single value is the whole stack.
public enum SettingsRoute: Hashable, Sendable {
    case list
    /// A choice row's values; `.picker(.language)` is the `languageSelection` route.
    case picker(SettingsRowID)
    /// "Answers from" (route `backend`).
    case backend
    /// About, Privacy Policy, Terms of Service: scrollable text.
    case page(SettingsPage)
    /// The custom system prompt editor.
    case systemPrompt
    /// "Voice input": the recorder, the speech engine and the microphone test.
    case voice
}

public enum SettingsPage: String, Hashable, Sendable, CaseIterable {
    case about, privacy, terms
}

/// A locally stored setting with its value, kept so a failed save can put the old one back.
public enum LocalSetting: Hashable, Sendable {
    case language(Language)
    case backend(Backend)
    case theme(Settings.Theme)
    case bidi(Settings.Bidi)
    case digits(Settings.Digits)
    case reduceMotion(Bool)
    case showHarakat(Bool)
    case deepThinking(Bool)
}

/// The Settings tab's state and rules (ux.md §5). Changes to the app's preferences live in
/// `AppState` itself (language, backend, appearance); this holds what only Settings needs.
public struct SettingsViewModel: Hashable, Sendable {
    public var route: SettingsRoute = .list
    /// The selected row of the list.
    public var selected: SettingsRowID = .language
    /// The first line of the list on screen.
    public var listTop = 0
    /// Rows scrolled off the top of a text page.
    public var pageScroll = 0
    /// The highlighted option of a picker.
    public var pickerIndex = 0
    public var backendPage = BackendPageState()
    /// The system prompt being edited.
    public var editor = TextBuffer()
    /// Inline errors under rows (ux.md §5.1), until the row changes again.
    public var rowErrors: [SettingsRowID: SettingsRowError] = [:]
    /// The last local change, until the settings file says it was written.
    public var pendingSave: PendingSave?
    /// The signed-in user's preferences as last known, and the values before unconfirmed writes.
    public var preferences = AIPreferences()
    public var preferencesPhase: PreferencesPhase = .idle
    public var preferencesBeforeWrite: [SettingsRowID: AIPreferences] = [:]
    /// Toast "Preferences updated" when the load in flight finishes ("Refresh preferences").
    public var announcePreferences = false
    /// The library's passage count and notices once read, and the library state they were read
    /// in (they are read again when it changes, e.g. once the index is ready).
    public var libraryInfo: LibraryInfo?
    public var libraryInfoStatus: LibraryStatus?
    /// "1.0.0" from the build, for the footer; set at launch.
    public var version = ""
    /// Numbers connection checks so a late answer to an older one is ignored.
    public var checkCounter = 0

    public init() {}

    public struct PendingSave: Hashable, Sendable {
        public var row: SettingsRowID
        public var previous: LocalSetting
    }

    /// Whether a text field has the keys (the URL field, the prompt editor).
    public var textFieldFocused: Bool {
        switch route {
        case .systemPrompt: true
        case .backend: backendPage.focus == .url
        default: false
        }
    }

    /// The longest custom system prompt (ux.md §5.4).
    public static let promptLimit = 2000
}
