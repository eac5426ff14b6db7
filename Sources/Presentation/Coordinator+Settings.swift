import Domain
import Foundation
import Input

/// The Settings route (ux.md §5): its keys, contexts and pages. Actions that change a setting
/// are in `Coordinator+SettingsChanges.swift`; results of the runner's work in
/// `Coordinator+SettingsEvents.swift`.
extension Coordinator {
    /// Keys Settings handles before the key map: its two text fields. Nil lets the map decide.
    mutating func handleSettingsKey(_ key: Key, now: Double) -> [Effect]? {
        switch state.settings.route {
        case .backend where state.settings.backendPage.focus == .url: return urlFieldKey(key, now: now)
        case .systemPrompt: return editorKey(key, now: now)
        default: return nil
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
        case .backend: return performBackendPage(action, now: now)
        case .page: scrollPage(action)
        case .systemPrompt: break
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
        state.settings.route = .list
        revealSelection()
        return []
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

    /// Scrolls the list the least so the selected row, its error line and, for a section's first
    /// row, its header show; the last row also brings the footer. "▼ more" takes the last screen
    /// row while there is more below.
    mutating func revealSelection() {
        let lines = SettingsList.lines(state)
        let h = settingsViewportRows
        let maxTop = max(0, lines.count - h)
        var top = min(state.settings.listTop, maxTop)
        guard let i = SettingsList.lineIndex(of: state.settings.selected, in: lines) else { return }
        var first = i
        if i > 0, case .header = lines[i - 1] { first = i - 1 }
        var last = i
        if i + 1 < lines.count, case .error = lines[i + 1] { last = i + 1 }
        if SettingsList.rows(state).last(where: \.isSelectable)?.id == state.settings.selected { last = lines.count - 1 }
        if first < top { top = first }
        if last > top + h - 2 && top < maxTop { top = min(maxTop, max(0, last - h + 2)) }
        state.settings.listTop = top
    }

    /// Enter on a row (ux.md §5.1): open its page or picker, flip it, or run it.
    mutating func activate(_ row: SettingsRow, now: Double) -> [Effect] {
        switch row.id {
        case .language, .theme, .bidi, .digits, .responseLength, .responseStyle, .focus, .mode, .madhab:
            openPicker(row.id)
        case .backend:
            state.settings.backendPage = BackendPageState(backend: state.backend)
            state.settings.route = .backend
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
        case .about: openPage(.about)
        case .privacy: openPage(.privacy)
        case .terms: openPage(.terms)
        case .help:
            state.help = HelpOverlayState(contexts: contexts)
        }
        return []
    }

    private mutating func openPage(_ page: SettingsPage) {
        state.settings.pageScroll = 0
        state.settings.route = .page(page)
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
        let i = min(state.settings.pickerIndex, options.count - 1)
        switch action {
        case .settingsMove(let d): state.settings.pickerIndex = max(0, min(options.count - 1, i + d))
        case .settingsEdge(let last): state.settings.pickerIndex = last ? options.count - 1 : 0
        case .settingsChoose(let n) where options.indices.contains(n):
            state.settings.pickerIndex = n
            return pick(options[n].id, for: row, now: now)
        case .settingsActivate:
            return pick(options[i].id, for: row, now: now)
        default: break
        }
        return []
    }

    /// A picker's choice applies at once and the picker closes (ux.md §5.2).
    private mutating func pick(_ value: String, for row: SettingsRowID, now: Double) -> [Effect] {
        state.settings.route = .list
        revealSelection()
        return choose(value, for: row, now: now)
    }

    private mutating func scrollPage(_ action: Action) {
        let page = max(1, (settingsMetrics?.viewportRows ?? settingsViewportRows) - 2)
        let maxScroll = settingsMetrics.map { max(0, $0.totalRows - $0.viewportRows) } ?? Int.max
        var s = state.settings.pageScroll
        switch action {
        case .settingsMove(let d): s += d
        case .settingsPage(let d): s += d * page
        case .settingsEdge(let last): s = last ? maxScroll : 0
        default: return
        }
        state.settings.pageScroll = max(0, min(maxScroll, s))
    }

    // MARK: text fields

    /// The custom server URL: one line; Enter applies it, Tab/↑/↓ move to the other controls.
    private mutating func urlFieldKey(_ key: Key, now: Double) -> [Effect]? {
        switch key {
        case Key(.enter): return submitURL(now: now)
        case Key(.tab), Key(.down): state.settings.backendPage.focus = .check
        case Key(.tab, .shift), Key(.up), Key(.escape): state.settings.backendPage.focus = .custom
        case .ctrl("c"):
            guard !state.settings.backendPage.url.isEmpty else { return nil }
            state.settings.backendPage.url.clear()
        default:
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                guard !c.isNewline else { return [] }
                state.settings.backendPage.url.insert(String(c))
                state.settings.backendPage.urlError = nil
                return []
            }
            guard case .edit(let e)? = keyMap.action(for: key, in: [.textField]) else { return nil }
            guard ![.newline, .up, .down].contains(e) else { return [] }
            state.settings.backendPage.url.apply(e)
            state.settings.backendPage.urlError = nil
        }
        return []
    }

    /// The system prompt: Enter saves, Alt+Enter or Ctrl+J breaks the line, Esc leaves unsaved.
    private mutating func editorKey(_ key: Key, now: Double) -> [Effect]? {
        let limit = SettingsViewModel.promptLimit
        switch key {
        case Key(.enter):
            let text = state.settings.editor.text.trimmingCharacters(in: .whitespacesAndNewlines)
            state.settings.route = .list
            revealSelection()
            return writePreference(.systemPrompt, value: text)
        case Key(.escape):
            return closeSettingsPage()
        case Key(.tab), Key(.tab, .shift):
            return []  // a form: Tab does not leave it (ux.md §6.2)
        case .ctrl("c"):
            guard !state.settings.editor.isEmpty else { return nil }
            state.settings.editor.clear()
        default:
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                if state.settings.editor.characters.count < limit { state.settings.editor.insert(String(c)) }
                return []
            }
            guard case .edit(let e)? = keyMap.action(for: key, in: [.textField]) else { return nil }
            if e == .newline && state.settings.editor.characters.count >= limit { return [] }
            state.settings.editor.apply(e)
        }
        return []
    }

    /// A paste into a Settings text field; false when none has the focus.
    mutating func pasteIntoSettings(_ text: String) -> Bool {
        switch state.settings.route {
        case .backend where state.settings.backendPage.focus == .url:
            state.settings.backendPage.url.insert(text.filter { !$0.isNewline })
            state.settings.backendPage.urlError = nil
            return true
        case .systemPrompt:
            let room = SettingsViewModel.promptLimit - state.settings.editor.characters.count
            if room > 0 { state.settings.editor.insert(String(text.prefix(room))) }
            return true
        default:
            return false
        }
    }
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
