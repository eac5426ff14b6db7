import Foundation
import Localization

/// What History's steps ask across screens, as the router applies it (ux.md §4): its notice as
/// a toast, then its work, then a conversation to open in Chat, a confirmation, the export
/// dialog, a new chat, or the server's list.
extension HistoryViewModel.Step {
    /// `app` is the state after the step; `date` is asked only for an export's file name.
    public func routed(over app: AppState, date: () -> Date, _ localizer: Localizer) -> [AppOutcome] {
        var out: [AppOutcome] = []
        if let n = notice { out.append(.toast(localizer.string(n.key, arguments: n.args), code: n.code, isError: n.isError)) }
        out += effects.map { .effect(.history($0)) }
        switch outcome {
        case .ignored, .effects:
            break
        case .open(let id, let anchor):
            out.append(.chat(.open(conversationId: id, anchor: anchor, query: anchor == nil ? nil : app.history.shownQuery)))
        case .confirmDelete(let id, let title):
            out.append(.dialog(DialogState(kind: .deleteConversation(id: id, title: title ?? localizer("chat.newConversation")))))
        case .confirmDeleteAll(let count):
            out.append(.dialog(DialogState(kind: .deleteAllConversations(count: count, signedIn: app.syncsWithAccount))))
        case .export(let id, let title):
            out.append(.dialog(.export(.history(conversationId: id), title: title, directory: app.exportDirectory, date: date())))
        case .newChat:
            out += [.tab(.chat), .chat(.newChat)]
        case .reloadAndSync:
            out += app.listSync(force: true, announce: true).map(AppOutcome.effect)
        }
        return out
    }
}
