import Domain
import Foundation
import Input

/// The Settings route (ux.md §5): its keys, contexts and pages. Actions that change a setting
/// are in `Coordinator+SettingsChanges.swift`; results of the runner's work in
/// `Coordinator+SettingsEvents.swift`.
extension Coordinator {
    /// Keys Settings handles before the key map: its two text fields. Nil lets the map decide.
    mutating func handleSettingsKey(_ key: Key, now: Double) -> [Effect]? {
        let result: SettingsViewModel.FieldKeyResult
        switch state.settings.route {
        case .backend where state.settings.backendPage.focus == .url: result = state.settings.urlFieldKey(key, keyMap: keyMap)
        case .systemPrompt: result = state.settings.editorKey(key, keyMap: keyMap)
        default: return nil
        }
        switch result {
        case .handled: return []
        case .notHandled: return nil
        case .submitURL: return submitURL(now: now)
        case .close: return closeSettingsPage()
        case .savePrompt(let text):
            revealSelection()
            return writePreference(.systemPrompt, value: text)
        }
    }

    /// Settings' focus contexts, innermost first.
    static func settingsContexts(_ state: AppState) -> [KeyContext] {
        switch state.settings.route {
        case .list: [.settings]
        case .picker: [.settingsPicker]
        case .backend: state.settings.backendPage.focus == .url ? [.settingsField] : [.settingsBackend]
        case .page: [.settingsPage]
        case .systemPrompt: [.settingsEditor]
        case .voice: [.settingsVoice]
        }
    }

    mutating func performSettings(_ action: Action, now: Double) -> [Effect] {
        guard state.tab == .settings else { return [] }
        switch action {
        case .dialogToggleCheckbox:
            if case .signOut(let on)? = state.dialog?.kind { state.dialog?.kind = .signOut(deleteLocal: !on) }
            return []
        case .settingsOpenLink(let url):
            return [.chat(.openURL(url))]
        case .settingsBack:
            return closeSettingsPage()
        default:
            break
        }
        switch state.settings.route {
        case .list: return performList(action, now: now)
        case .picker(let row): return performPicker(row, action, now: now)
        case .backend:
            return state.settings.backendPageAction(action).map { activateBackendControl($0, now: now) } ?? []
        case .page:
            let page = max(1, (settingsMetrics?.viewportRows ?? settingsViewportRows) - 2)
            let maxScroll = settingsMetrics.map { max(0, $0.totalRows - $0.viewportRows) } ?? Int.max
            state.settings.scrollPage(action, page: page, maxScroll: maxScroll)
        case .systemPrompt: break
        case .voice:
            switch action {
            case .settingsActivate, .settingsChoose(0):
                return applyVoice(state.voice.startTest(now: now), now: now)
            default: break
            }
        }
        return []
    }

    /// The wheel moves the list's selection or scrolls a page by 3 rows (ux.md §7, mouse).
    mutating func settingsWheel(_ action: MouseEvent.Action, now: Double) -> [Effect] {
        let step: Int
        switch action {
        case .wheelUp: step = -3
        case .wheelDown: step = 3
        default: return []
        }
        switch state.settings.route {
        case .list, .page: return performSettings(.settingsMove(step), now: now)
        default: return performSettings(.settingsMove(step > 0 ? 1 : -1), now: now)
        }
    }

    /// Back to the list from any page (Esc, Backspace); the list itself has nowhere to go back to.
    mutating func closeSettingsPage() -> [Effect] {
        // Leaving the voice page stops its microphone test and deletes the recording.
        let stopTest = state.settings.route == .voice ? state.voice.cancelTest().effects.map(Effect.voice) : []
        state.settings.route = .list
        revealSelection()
        return stopTest
    }

    // MARK: the list

    private mutating func performList(_ action: Action, now: Double) -> [Effect] {
        let rows = SettingsList.rows(state).filter(\.isSelectable)
        guard !rows.isEmpty else { return [] }
        let index = rows.firstIndex { $0.id == state.settings.selected } ?? 0
        let selected = rows[index]
        switch action {
        case .settingsMove(let d):
            select(rows[max(0, min(rows.count - 1, index + d))].id)
        case .settingsPage(let d):
            let step = max(1, settingsViewportRows - 2)
            select(rows[max(0, min(rows.count - 1, index + d * step))].id)
        case .settingsEdge(let last):
            select((last ? rows.last : rows.first)?.id ?? selected.id)
        case .settingsActivate:
            return activate(selected, now: now)
        case .settingsToggle:
            if case .toggle = selected.kind { return activate(selected, now: now) }
        case .settingsStep(let d):
            if case .choice = selected.kind, let value = SettingsOptions.stepped(selected.id, by: d, state: state) {
                return choose(value, for: selected.id, now: now)
            }
        case .settingsOpen(let id):
            guard let row = rows.first(where: { $0.id == id }) else { return [] }
            select(id)
            return activate(row, now: now)
        default:
            break
        }
        return []
    }

    /// Selects a row and scrolls the list so it shows.
    mutating func select(_ id: SettingsRowID) {
        state.settings.selected = id
        revealSelection()
    }

    /// The rows the list has on screen, as last drawn (a guess from the height before that).
    var settingsViewportRows: Int {
        max(1, settingsMetrics?.listRows ?? ScreenLayout(width: state.width, height: state.height).contentHeight)
    }

    /// Scrolls the list so the selected row shows (`SettingsViewModel.revealSelection`).
    mutating func revealSelection() {
        state.settings.revealSelection(lines: SettingsList.lines(state),
                                       lastSelectable: SettingsList.rows(state).last(where: \.isSelectable)?.id,
                                       viewportRows: settingsViewportRows)
    }

    /// Enter on a row (ux.md §5.1): open its page or picker, flip it, or run it.
    mutating func activate(_ row: SettingsRow, now: Double) -> [Effect] {
        // A dim row says why it does nothing (its line under it says so too).
        guard row.enabled else {
            if let reason = row.reasonKey { state.toast = Toast(text: localizer(reason), now: now) }
            return []
        }
        switch row.id {
        case .language, .theme, .bidi, .digits, .responseLength, .responseStyle, .focus, .mode, .madhab:
            openPicker(row.id)
        case .backend:
            state.settings.backendPage = BackendPageState(backend: state.backend)
            state.settings.route = .backend
        case .voice:
            // A fresh page: the last test's result goes; the recorder and engine are looked
            // at again (one may have been installed or configured since launch).
            if !state.voice.test.isRunning { state.voice.test = .idle }
            state.settings.route = .voice
            return [.voice(.describeSetup)]
        case .reduceMotion: return setLocal(.reduceMotion(!state.reduceMotion), row: row.id)
        case .showHarakat: return setLocal(.showHarakat(!state.showHarakat), row: row.id)
        case .deepThinking: return setLocal(.deepThinking(!state.deepThinking), row: row.id)
        case .personalise, .account:
            return perform(.openSignIn, now: now)
        case .createAccount:
            return perform(.openSignUp, now: now)
        case .systemPrompt:
            state.settings.editor = TextBuffer(state.settings.preferences.customPrompt ?? "")
            state.settings.editor.moveToEnd()
            state.settings.route = .systemPrompt
        case .refreshPreferences:
            return refreshPreferences()
        case .signOut:
            state.dialog = DialogState(kind: .signOut(deleteLocal: false))
        case .deleteAccount:
            state.dialog = DialogState(kind: .deleteAccount)
        case .support:
            return [.chat(.openURL(SettingsLinks.donation))]
        case .about: state.settings.openPage(.about)
        case .privacy: state.settings.openPage(.privacy)
        case .terms: state.settings.openPage(.terms)
        case .help:
            state.help = HelpOverlayState(contexts: contexts)
        }
        return []
    }

    private mutating func openPicker(_ row: SettingsRowID) {
        let options = SettingsOptions.options(for: row, state: state)
        let current = SettingsOptions.current(for: row, state: state)
        state.settings.pickerIndex = options.firstIndex { $0.id == current } ?? 0
        state.settings.route = .picker(row)
    }

    // MARK: pickers and text pages

    private mutating func performPicker(_ row: SettingsRowID, _ action: Action, now: Double) -> [Effect] {
        let options = SettingsOptions.options(for: row, state: state)
        guard !options.isEmpty else { return closeSettingsPage() }
        guard let chosen = state.settings.pickerAction(action, count: options.count) else { return [] }
        return pick(options[chosen].id, for: row, now: now)
    }

    /// A picker's choice applies at once and the picker closes (ux.md §5.2).
    private mutating func pick(_ value: String, for row: SettingsRowID, now: Double) -> [Effect] {
        state.settings.route = .list
        revealSelection()
        return choose(value, for: row, now: now)
    }

    /// A paste into a Settings text field; false when none has the focus.
    mutating func pasteIntoSettings(_ text: String) -> Bool { state.settings.paste(text) }
}

/// Addresses Settings opens (ux.md §5.6).
public enum SettingsLinks {
    public static let donation = "https://www.paypal.com/donate/?hosted_button_id=MSBDG5ESU2AMU"
}

/// What the last frame showed of Settings, for scrolling by pages and not past the end.
public struct SettingsMetrics: Hashable, Sendable {
    /// Rows of the list or the page body on screen.
    public var viewportRows: Int
    /// Rows of the text page in all (the list's count is known to the coordinator).
    public var totalRows: Int
    /// Rows the list has when it shows (the whole Settings area), whatever is showing now.
    public var listRows: Int

    public init(viewportRows: Int, totalRows: Int, listRows: Int? = nil) {
        self.viewportRows = viewportRows
        self.totalRows = totalRows
        self.listRows = listRows ?? viewportRows
    }
}
