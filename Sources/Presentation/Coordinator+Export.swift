import Foundation
import Input

/// The export dialog (ux.md §3.10): the path field takes the keys while it has the focus; Tab
/// goes field → Cancel → Export; Enter in the field exports; Esc and Ctrl+C cancel.
extension Coordinator {
    /// Opens the dialog with the default path for `title` in the export directory.
    mutating func openExportDialog(_ target: ExportDialog.Target, title: String) {
        let path = ExportDialog.defaultPath(directory: state.exportDirectory, title: title,
                                            date: wallClock(), timeZone: .current)
        state.dialog = DialogState(kind: .export(ExportDialog(target: target, path: path)))
    }

    /// Keys while the export dialog is open; nil when it is not, or for a key the dialog's own
    /// handling takes (← and → between the buttons).
    mutating func handleExportDialogKey(_ key: Key, now: Double) -> [Effect]? {
        guard var dialog = state.dialog, var e = dialog.export else { return nil }
        switch key {
        case Key(.escape), .ctrl("c"):
            return perform(.dialogCancel, now: now)
        case Key(.enter):
            if e.fieldFocused || dialog.choices[dialog.focused] == .export { return confirmExport(now: now) }
            return perform(.dialogChoose(nil), now: now)
        case Key(.tab), Key(.tab, .shift):
            // Stops: 0 the field, then the buttons in order.
            let stops = dialog.choices.count + 1
            let here = e.fieldFocused ? 0 : dialog.focused + 1
            let next = (here + (key == Key(.tab) ? 1 : -1) + stops) % stops
            e.fieldFocused = next == 0
            if next > 0 { dialog.focused = next - 1 }
        default:
            guard e.fieldFocused else { return nil }
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                e.path.insert(String(c))
            } else if case .edit(let action)? = keyMap.action(for: key, in: [.textField]),
                      ![.newline, .up, .down].contains(action) {
                e.path.apply(action)
            } else {
                return []  // while typing a path, other keys do nothing
            }
            e.errorKey = nil
        }
        dialog.export = e
        state.dialog = dialog
        return []
    }

    /// A paste goes into the path field, on one line; false when the dialog is not open.
    mutating func pasteIntoExportDialog(_ text: String) -> Bool {
        guard var dialog = state.dialog, var e = dialog.export else { return false }
        e.path.insert(String(text.filter { !$0.isNewline }))
        e.fieldFocused = true
        e.errorKey = nil
        dialog.export = e
        state.dialog = dialog
        return true
    }

    /// Export: an empty path keeps the dialog open with the reason; otherwise the dialog closes
    /// and the write goes to the chat's or History's runner, whose toast names the file.
    mutating func confirmExport(now: Double) -> [Effect] {
        guard var dialog = state.dialog, var e = dialog.export else { return [] }
        let path = e.trimmedPath
        guard !path.isEmpty else {
            e.errorKey = "dialog.export.emptyPath"
            e.fieldFocused = true
            dialog.export = e
            state.dialog = dialog
            return []
        }
        state.dialog = nil
        switch e.target {
        case .chat:
            let label = state.exportLabel(for: state.chat.conversation, localizer)
            return state.chat.export(backendLabel: label, path: path).map(Effect.chat)
        case .history(let id):
            let label = state.exportLabel(for: state.history.items.first { $0.id == id }?.conversation, localizer)
            return historyEffects([.export(conversationId: id, backendLabel: label, path: path)], now: now)
        }
    }
}
