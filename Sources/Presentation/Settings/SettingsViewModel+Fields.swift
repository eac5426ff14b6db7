import Foundation
import Input

/// Settings' two text fields: the custom server's URL and the system prompt (ux.md §5.2, §5.4).
extension SettingsViewModel {
    /// What a key in a text field asks of the caller beyond the field itself.
    enum FieldKeyResult: Equatable {
        /// The field took the key.
        case handled
        /// Not the field's: the key map decides.
        case notHandled
        /// Enter in the URL field.
        case submitURL
        /// Enter in the prompt editor: save this text (the list is showing again).
        case savePrompt(String)
        /// Esc in the prompt editor: back to the list, unsaved.
        case close
    }

    /// The custom server URL: one line; Enter applies it, Tab/↑/↓ move to the other controls.
    mutating func urlFieldKey(_ key: Key, keyMap: KeyMap) -> FieldKeyResult {
        switch keyMap.action(for: key, in: [.settingsField]) {
        case .settingsActivate?: return .submitURL
        case .settingsMove(1)?: backendPage.focus = .check
        case .settingsMove(-1)?: backendPage.focus = .custom
        case .interrupt?:
            guard !backendPage.url.isEmpty else { return .notHandled }
            backendPage.url.clear()
        default:
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                guard !c.isNewline else { return .handled }
                backendPage.url.insert(String(c))
                backendPage.urlError = nil
                return .handled
            }
            guard case .edit(let e)? = keyMap.action(for: key, in: [.textField]) else { return .notHandled }
            guard ![.newline, .up, .down].contains(e) else { return .handled }
            backendPage.url.apply(e.logical)
            backendPage.urlError = nil
        }
        return .handled
    }

    /// The system prompt: Enter saves, Alt+Enter or Ctrl+J breaks the line, Esc leaves unsaved.
    mutating func editorKey(_ key: Key, keyMap: KeyMap) -> FieldKeyResult {
        let limit = Self.promptLimit
        switch keyMap.action(for: key, in: [.settingsEditor]) {
        case .settingsActivate?:
            route = .list
            return .savePrompt(editor.text.trimmingCharacters(in: .whitespacesAndNewlines))
        case .settingsBack?:
            return .close
        case .nextTab?, .previousTab?:
            return .handled // a form: Tab does not leave it (ux.md §6.2)
        case .interrupt?:
            guard !editor.isEmpty else { return .notHandled }
            editor.clear()
        default:
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                if editor.characters.count < limit { editor.insert(String(c)) }
                return .handled
            }
            guard case .edit(let e)? = keyMap.action(for: key, in: [.textField]) else { return .notHandled }
            if e == .newline && editor.characters.count >= limit { return .handled }
            editor.apply(e.logical)
        }
        return .handled
    }

    /// A paste into the focused text field; false when none has the focus.
    mutating func paste(_ text: String) -> Bool {
        switch route {
        case .backend where backendPage.focus == .url:
            backendPage.url.insert(text.filter { !$0.isNewline })
            backendPage.urlError = nil
            return true
        case .systemPrompt:
            let room = Self.promptLimit - editor.characters.count
            if room > 0 { editor.insert(String(text.prefix(room))) }
            return true
        default:
            return false
        }
    }

    /// Enter in the URL field: the URL to switch to, or nil when the field now says why not.
    mutating func submitURL() -> String? {
        switch CustomServerURL.check(backendPage.url.text) {
        case .invalid(let key):
            backendPage.urlError = key
            return nil
        case .valid(let url, _):
            backendPage.urlError = nil
            backendPage.url = TextBuffer(url)
            backendPage.url.moveToEnd()
            return url
        }
    }
}
