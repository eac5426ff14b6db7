import Foundation
import Input

/// The export dialog (ux.md §3.10): `DialogState` reduces its keys; this opens it and applies
/// the results.
extension Coordinator {
    /// Opens the dialog with the default path for `title` in the export directory.
    mutating func openExportDialog(_ target: ExportDialog.Target, title: String) {
        let path = ExportDialog.defaultPath(directory: state.exportDirectory, title: title,
                                            date: wallClock(), timeZone: .current)
        state.dialog = DialogState(kind: .export(ExportDialog(target: target, path: path)))
    }

    /// Keys while the export dialog is open; nil when it is not, or for a key the dialog's own
    /// bindings take (← and → between the buttons).
    mutating func handleExportDialogKey(_ key: Key, now: Double) -> [Effect]? {
        guard var dialog = state.dialog, dialog.export != nil else { return nil }
        let outcome = dialog.exportKey(key, keyMap: keyMap)
        state.dialog = dialog
        switch outcome {
        case .handled: return []
        case .cancel: return perform(.dialogCancel, now: now)
        case .confirm: return confirmExport(now: now)
        case .choose: return perform(.dialogChoose(nil), now: now)
        case .passOn: return nil
        }
    }

    /// Export: an empty path keeps the dialog open with the reason; otherwise the dialog closes
    /// and the write goes to the chat's or History's runner, whose toast names the file.
    mutating func confirmExport(now: Double) -> [Effect] {
        guard var dialog = state.dialog, let target = dialog.export?.target else { return [] }
        guard let path = dialog.exportPath() else {
            state.dialog = dialog
            return []
        }
        state.dialog = nil
        switch target {
        case .chat:
            let label = state.exportLabel(for: state.chat.conversation, localizer)
            return state.chat.export(backendLabel: label, path: path).map(Effect.chat)
        case .history(let id):
            let label = state.exportLabel(for: state.history.items.first { $0.id == id }?.conversation, localizer)
            return historyWork(.work([.export(conversationId: id, backendLabel: label, path: path)]), now: now)
        }
    }
}
