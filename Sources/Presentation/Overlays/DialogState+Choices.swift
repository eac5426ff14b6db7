import Localization

/// What a dialog's chosen button asks of the app (the dialog has closed): the features it
/// concerns get their commands, in order.
extension DialogState {
    public static func outcomes(of choice: Choice, in kind: Kind, over app: AppState,
                                _ localizer: Localizer) -> [AppOutcome] {
        switch (choice, kind) {
        case (.cancel, _), (.dismiss, _):
            return []
        case (.quit, _):
            return [.chat(.stop), .quit(status: 0)]
        case (.stopAndContinue, .stopToOpenConversation(let id, let anchor)):
            return [.chat(.stop), .chat(.open(conversationId: id, anchor: anchor,
                                              query: anchor == nil ? nil : app.history.shownQuery))]
        case (.stopAndContinue, _):
            return [.chat(.stop), .perform(.newChat)]
        case (.leaveDraft, _):
            return [.chat(.startNew(keepDraft: false))]
        case (.takeDraft, _):
            return [.chat(.startNew(keepDraft: true))]
        case (.deleteConversation, .deleteConversation(let id, _)):
            let open: [AppOutcome] = id == app.chat.conversation?.id ? [.chat(.leaveDeleted)] : []
            return open + [.history(.remove(conversationId: id, remote: app.syncsWithAccount))]
        case (.deleteAllConversations, .deleteAllConversations):
            let open: [AppOutcome] = app.chat.conversation != nil ? [.chat(.leaveDeleted)] : []
            return open + [.history(.removeAll(remote: app.syncsWithAccount))]
        case (.signOut, .signOut(let deleteLocal)):
            return [.perform(.signOut(deleteLocalConversations: deleteLocal))]
        case (.deleteAccount, _):
            return [.perform(.deleteAccount)]
        case (.stopAndSwitch, .stopForBackend(let backend)):
            return [.chat(.stop), .settings(.switchBackend(backend))]
        case (.copyLink, _), (.copySummary, _), (.close, _):
            return chooseShare(choice, in: kind, chat: app.chat, localizer)
        case (.createAccount, _):
            return [.welcome(.openAuth(.signUp, fromWelcome: false, message: nil))]
        case (.signIn, _):
            return [.welcome(.openAuth(.signIn, fromWelcome: false, message: nil))]
        case (.export, _):
            // A click on Export: the same check as Enter, so the dialog stays for an empty path.
            var dialog = DialogState(kind: kind)
            return dialog.confirmExport(over: app, localizer)
        default:
            return []
        }
    }
}
