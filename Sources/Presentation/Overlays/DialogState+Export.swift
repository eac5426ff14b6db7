import Foundation
import Input
import Localization

/// The export dialog's keys (ux.md §3.10): the path field takes the keys while it has the focus;
/// Tab goes field → Cancel → Export; Enter in the field exports; Esc and Ctrl+C cancel.
extension DialogState {
    public enum ExportOutcome: Hashable, Sendable {
        /// Taken (a typed character, a focus change, or a key that does nothing while typing).
        case handled
        case cancel
        /// Export with the path as it stands.
        case confirm
        /// The focused button.
        case choose
        /// Not the dialog's key: the dialog bindings decide (← and → between the buttons).
        case passOn
    }

    /// One key for the export dialog; `.passOn` when this is not the export dialog.
    public mutating func exportKey(_ key: Key, keyMap: KeyMap) -> ExportOutcome {
        guard var e = export else { return .passOn }
        switch keyMap.ownAction(for: key, in: .exportDialog) {
        case .dialogCancel?:
            return .cancel
        case .dialogChoose?:
            return e.fieldFocused || choices[focused] == .export ? .confirm : .choose
        case .dialogMove(let d)?:
            // Stops: 0 the field, then the buttons in order.
            let stops = choices.count + 1
            let here = e.fieldFocused ? 0 : focused + 1
            let next = (here + d + stops) % stops
            e.fieldFocused = next == 0
            if next > 0 { focused = next - 1 }
        default:
            guard e.fieldFocused else { return .passOn }
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                e.path.insert(String(c))
            } else if case .edit(let action)? = keyMap.ownAction(for: key, in: .textField),
                      ![.newline, .up, .down].contains(action) {
                e.path.apply(action)
            } else {
                // While typing a path, other keys do nothing.
                return .handled
            }
            e.errorKey = nil
        }
        export = e
        return .handled
    }

    /// A paste goes into the path field, on one line; false when this is not the export dialog.
    public mutating func pasteIntoExport(_ text: String) -> Bool {
        guard var e = export else { return false }
        e.path.insert(String(text.filter { !$0.isNewline }))
        e.fieldFocused = true
        e.errorKey = nil
        export = e
        return true
    }

    /// The path to export to; nil for an empty one, which keeps the dialog open with the reason.
    public mutating func exportPath() -> String? {
        guard var e = export else { return nil }
        let path = e.trimmedPath
        guard path.isEmpty else { return path }
        e.errorKey = "dialog.export.emptyPath"
        e.fieldFocused = true
        export = e
        return nil
    }
}

/// Opening and confirming the export dialog: the export's work goes to the chat's or History's
/// runner, whose toast names the file.
extension DialogState {
    /// The dialog with the default path for `title` in the export directory.
    public static func export(_ target: ExportDialog.Target, title: String, directory: String, date: Date) -> DialogState {
        let path = ExportDialog.defaultPath(directory: directory, title: title, date: date, timeZone: .current)
        return DialogState(kind: .export(ExportDialog(target: target, path: path)))
    }

    /// A key while this is the export dialog: the field and the dialog's own keys; `.pass` for
    /// another dialog, or a key the dialog bindings take (← and → between the buttons).
    public mutating func exportKey(_ key: Key, keyMap: KeyMap, over app: AppState, _ localizer: Localizer) -> KeyResult {
        guard export != nil else { return .pass }
        switch exportKey(key, keyMap: keyMap) {
        case .handled: return .outcomes([.dialog(self)])
        case .cancel: return .outcomes([.dialog(self), .perform(.dialogCancel)])
        case .confirm: return .outcomes(confirmExport(over: app, localizer))
        case .choose: return .outcomes([.dialog(self), .perform(.dialogChoose(nil))])
        case .passOn: return .pass
        }
    }

    /// Export: an empty path keeps the dialog open with the reason; otherwise it closes and the
    /// write goes to the chat's or History's runner.
    public mutating func confirmExport(over app: AppState, _ localizer: Localizer) -> [AppOutcome] {
        guard let target = export?.target else { return [] }
        guard let path = exportPath() else { return [.dialog(self)] }
        switch target {
        case .chat:
            let label = app.exportLabel(for: app.chat.conversation, localizer)
            return [.dialog(nil), .chat(.export(path: path, backendLabel: label))]
        case .history(let id):
            let label = app.exportLabel(for: app.history.items.first { $0.id == id }?.conversation, localizer)
            return [.dialog(nil), .history(.work([.export(conversationId: id, backendLabel: label, path: path)]))]
        }
    }
}
