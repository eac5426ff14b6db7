import Domain
import Input
import Localization

/// The Settings tab's reducer (ux.md §5): its commands change `SettingsViewModel` and return
/// what they ask of the rest of the app as `Outcome` values, which the router applies in order.
/// It reads the app (the language, the backend, the account, the voice recorder) from a
/// snapshot it keeps up to date with its own outcomes, so a row list computed after a change
/// is the one the screen will show.
extension SettingsViewModel {
    public enum Command: Hashable, Sendable {
        /// ↑/↓ on the list, a picker or the backend page; rows on a text page.
        case move(Int)
        /// PgUp/PgDn.
        case page(Int)
        case edge(last: Bool)
        /// Enter on what is selected.
        case activate
        /// Space on a toggle.
        case toggle
        /// ←/→ on a choice row.
        case step(Int)
        /// Esc or Backspace on a page.
        case back
        /// A click on a list row.
        case open(SettingsRowID)
        /// A click on a picker option or a backend page control.
        case choose(Int)
        /// A click on a link of a text page.
        case openLink(String)
        /// The mouse wheel: rows, negative is up.
        case wheel(Int)
        /// A value for a row: stepped, picked, or chosen elsewhere (the chat menu's mode).
        case set(SettingsRowID, value: String)
        /// Answers from this backend, once an answer being written has been stopped.
        case switchBackend(Backend)
        /// A result of the Settings runner's work.
        case event(SettingsEvent)

        /// Settings' command for a key-map action; nil for another action.
        public init?(_ action: Action) {
            switch action {
            case .settingsMove(let d): self = .move(d)
            case .settingsPage(let d): self = .page(d)
            case .settingsEdge(let last): self = .edge(last: last)
            case .settingsActivate: self = .activate
            case .settingsToggle: self = .toggle
            case .settingsStep(let d): self = .step(d)
            case .settingsBack: self = .back
            case .settingsOpen(let id): self = .open(id)
            case .settingsChoose(let n): self = .choose(n)
            case .settingsOpenLink(let url): self = .openLink(url)
            default: return nil
            }
        }
    }

    /// What a command asks of the rest of the app, in the order it is to happen.
    public enum Outcome: Hashable, Sendable {
        /// Work for the runners.
        case effect(Effect)
        /// A locally stored setting into the app state (`AppState.apply`).
        case apply(LocalSetting)
        /// An app-wide action: the language, the backend, the sign-in form.
        case perform(Action)
        /// A toast of a string key; `argumentKey` is itself localized ("Language: العربية"); a
        /// `code` is appended as "(Error code: …)".
        case toast(key: String, argumentKey: String? = nil, code: String? = nil, isError: Bool = false)
        case dialog(DialogState.Kind)
        case openHelp
        case closeHelp
        /// The Voice input page: its test is started, or stopped and its recording deleted; a
        /// finished test's result goes when the page opens again.
        case startVoiceTest
        case cancelVoiceTest
        case resetVoiceTest
    }

    /// The app, and Settings as last drawn.
    public typealias Context = FeatureContext<SettingsMetrics>

    /// Applies `command`; the context's app snapshot follows the outcomes.
    public mutating func reduce(_ command: Command, _ context: Context) -> [Outcome] {
        var r = SettingsReduction(settings: self, context: context)
        r.run(command)
        self = r.settings
        return r.outcomes
    }

    /// Keys Settings takes before the key map: its two text fields. Nil lets the map decide.
    public mutating func key(_ key: Key, keyMap: KeyMap, _ context: Context) -> [Outcome]? {
        let result: FieldKeyResult
        switch route {
        case .backend where backendPage.focus == .url: result = urlFieldKey(key, keyMap: keyMap)
        case .systemPrompt: result = editorKey(key, keyMap: keyMap)
        default: return nil
        }
        var r = SettingsReduction(settings: self, context: context)
        switch result {
        case .handled: break
        case .notHandled: return nil
        case .submitURL: r.submitURL()
        case .close: r.closePage()
        case .savePrompt(let text):
            r.revealSelection()
            r.writePreference(.systemPrompt, value: text)
        }
        self = r.settings
        return r.outcomes
    }

    /// What the tab loads once it is on screen: the library's details, and a signed-in user's
    /// preferences (again for another account).
    public mutating func followUps(_ app: AppState) -> [Outcome] {
        guard app.tab == .settings else { return [] }
        var account: String?
        if case .signedIn(let id, _, _) = app.account, app.backend != .library { account = id }
        return followUps(library: app.library, account: account, backend: app.backend).map { .effect(.settings($0)) }
    }

    /// The rows the list has on screen, as last drawn (a guess from the height before that).
    static func viewportRows(_ app: AppState, _ metrics: SettingsMetrics?) -> Int {
        max(1, metrics?.listRows ?? ScreenLayout(width: app.width, height: app.height).contentHeight)
    }

    static func languageNameKey(_ l: Language) -> String { l == .ar ? "language.arabic" : "language.english" }
}

/// One run of the reducer: Settings' state, the app as it will be, and the outcomes so far.
struct SettingsReduction {
    var settings: SettingsViewModel
    var context: SettingsViewModel.Context
    var outcomes: [SettingsViewModel.Outcome] = []

    /// The app as the screen will show it: with this Settings state and the outcomes applied.
    var app: AppState {
        var a = context.app
        a.settings = settings
        return a
    }

    var viewportRows: Int { SettingsViewModel.viewportRows(context.app, context.metrics) }

    mutating func emit(_ o: SettingsViewModel.Outcome) { outcomes.append(o) }

    /// An outcome that changes the app, mirrored into the snapshot.
    mutating func apply(_ s: LocalSetting) {
        _ = context.app.apply(s)
        emit(.apply(s))
    }

    mutating func run(_ command: SettingsViewModel.Command) {
        switch command {
        case .openLink(let url): return emit(.effect(.chat(.openURL(url))))
        case .back: return closePage()
        case .wheel(let step):
            switch settings.route {
            case .list, .page: return run(.move(step))
            default: return run(.move(step > 0 ? 1 : -1))
            }
        case .set(let row, let value): return choose(value, for: row)
        case .switchBackend(let b): return switchBackend(to: b)
        case .event(let e): return handle(e)
        default: break
        }
        switch settings.route {
        case .list: list(command)
        case .picker(let row): picker(row, command)
        case .backend:
            if let control = settings.backendPageAction(command) { activateBackendControl(control) }
        case .page:
            let page = max(1, (context.metrics?.viewportRows ?? viewportRows) - 2)
            let maxScroll = context.metrics.map { max(0, $0.totalRows - $0.viewportRows) } ?? Int.max
            settings.scrollPage(command, page: page, maxScroll: maxScroll)
        case .systemPrompt: break
        case .voice:
            switch command {
            case .activate, .choose(0): emit(.startVoiceTest)
            default: break
            }
        }
    }

    /// Back to the list from any page (Esc, Backspace); the list itself has nowhere to go back to.
    mutating func closePage() {
        // Leaving the voice page stops its microphone test and deletes the recording.
        if settings.route == .voice { emit(.cancelVoiceTest) }
        settings.route = .list
        revealSelection()
    }

    // MARK: the list

    mutating func list(_ command: SettingsViewModel.Command) {
        let rows = SettingsList.rows(app).filter(\.isSelectable)
        guard !rows.isEmpty else { return }
        let index = rows.firstIndex { $0.id == settings.selected } ?? 0
        let selected = rows[index]
        switch command {
        case .move(let d):
            select(rows[max(0, min(rows.count - 1, index + d))].id)
        case .page(let d):
            let step = max(1, viewportRows - 2)
            select(rows[max(0, min(rows.count - 1, index + d * step))].id)
        case .edge(let last):
            select((last ? rows.last : rows.first)?.id ?? selected.id)
        case .activate:
            activate(selected)
        case .toggle:
            if case .toggle = selected.kind { activate(selected) }
        case .step(let d):
            if case .choice = selected.kind, let value = SettingsOptions.stepped(selected.id, by: d, state: app) {
                choose(value, for: selected.id)
            }
        case .open(let id):
            guard let row = rows.first(where: { $0.id == id }) else { return }
            select(id)
            activate(row)
        default:
            break
        }
    }

    /// Selects a row and scrolls the list so it shows.
    mutating func select(_ id: SettingsRowID) {
        settings.selected = id
        revealSelection()
    }

    /// Scrolls the list so the selected row shows.
    mutating func revealSelection() {
        let app = app
        settings.revealSelection(lines: SettingsList.lines(app),
                                 lastSelectable: SettingsList.rows(app).last(where: \.isSelectable)?.id,
                                 viewportRows: viewportRows)
    }

    /// Enter on a row (ux.md §5.1): open its page or picker, flip it, or run it.
    mutating func activate(_ row: SettingsRow) {
        // A dim row says why it does nothing (its line under it says so too).
        guard row.enabled else {
            if let reason = row.reasonKey { emit(.toast(key: reason)) }
            return
        }
        let app = app
        switch row.id {
        case .language, .theme, .bidi, .digits, .responseLength, .responseStyle, .focus, .mode, .madhab:
            let options = SettingsOptions.options(for: row.id, state: app)
            let current = SettingsOptions.current(for: row.id, state: app)
            settings.pickerIndex = options.firstIndex { $0.id == current } ?? 0
            settings.route = .picker(row.id)
        case .backend:
            settings.backendPage = BackendPageState(backend: app.backend)
            settings.route = .backend
        case .voice:
            // A fresh page: the recorder and engine are looked at again (one may have been
            // installed or configured since launch).
            emit(.resetVoiceTest)
            settings.route = .voice
            emit(.effect(.voice(.describeSetup)))
        case .reduceMotion: setLocal(.reduceMotion(!app.reduceMotion), row: row.id)
        case .showHarakat: setLocal(.showHarakat(!app.showHarakat), row: row.id)
        case .deepThinking: setLocal(.deepThinking(!app.deepThinking), row: row.id)
        case .personalise, .account: emit(.perform(.openSignIn))
        case .createAccount: emit(.perform(.openSignUp))
        case .systemPrompt:
            settings.editor = TextBuffer(settings.preferences.customPrompt ?? "")
            settings.editor.moveToEnd()
            settings.route = .systemPrompt
        case .refreshPreferences:
            guard case .signedIn(let id, _, _) = app.account, app.backend != .library else { return }
            emit(.effect(.settings(settings.refreshPreferences(accountId: id, backend: app.backend))))
        case .signOut: emit(.dialog(.signOut(deleteLocal: false)))
        case .deleteAccount: emit(.dialog(.deleteAccount))
        case .support: emit(.effect(.chat(.openURL(SettingsLinks.donation))))
        case .about: settings.openPage(.about)
        case .privacy: settings.openPage(.privacy)
        case .terms: settings.openPage(.terms)
        case .help: emit(.openHelp)
        }
    }

    // MARK: pickers

    mutating func picker(_ row: SettingsRowID, _ command: SettingsViewModel.Command) {
        let options = SettingsOptions.options(for: row, state: app)
        guard !options.isEmpty else { return closePage() }
        guard let chosen = settings.pickerAction(command, count: options.count) else { return }
        // A picker's choice applies at once and the picker closes (ux.md §5.2).
        settings.route = .list
        revealSelection()
        choose(options[chosen].id, for: row)
    }

    // MARK: changes

    /// A choice made by stepping (←/→), in a picker, or from the chat menu.
    mutating func choose(_ value: String, for row: SettingsRowID) {
        switch row {
        case .language:
            guard let language = Language(rawValue: value), language != context.app.language else { return }
            let previous = context.app.language
            emit(.perform(.setLanguage(language)))
            _ = context.app.apply(.language(language))
            settings.rowErrors[.language] = nil
            settings.pendingSave = .init(row: .language, previous: .language(previous))
            // The new language's own words: "Language: العربية" (ux.md §5.2).
            emit(.toast(key: "settings.language.changed", argumentKey: SettingsViewModel.languageNameKey(language)))
        case .theme:
            if let t = Settings.Theme(rawValue: value) { setLocal(.theme(t), row: row) }
        case .bidi:
            if let b = Settings.Bidi(rawValue: value) { setLocal(.bidi(b), row: row) }
        case .digits:
            if let d = Settings.Digits(rawValue: value) { setLocal(.digits(d), row: row) }
        case .responseLength, .responseStyle, .focus, .mode, .madhab:
            writePreference(row, value: value)
        default:
            break
        }
    }

    /// Applies a local setting, remembers the old value until the file is written, and saves.
    mutating func setLocal(_ new: LocalSetting, row: SettingsRowID) {
        let previous = context.app.current(of: new)
        guard previous != new else { return }
        apply(new)
        settings.rowErrors[row] = nil
        settings.pendingSave = .init(row: row, previous: previous)
        emit(.effect(.persistSettings))
    }
}

extension SettingsViewModel {
    /// Settings' focus contexts, innermost first.
    public var contexts: [KeyContext] {
        switch route {
        case .list: [.settings]
        case .picker: [.settingsPicker]
        case .backend: backendPage.focus == .url ? [.settingsField] : [.settingsBackend]
        case .page: [.settingsPage]
        case .systemPrompt: [.settingsEditor]
        case .voice: [.settingsVoice]
        }
    }
}
