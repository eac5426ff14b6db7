import Domain

/// Results of chat work, named in the past tense, fed back through the event queue.
public enum ChatEvent: Hashable, Sendable {
    /// A 2xx status arrived for the turn's request.
    case streamOpened(turn: Int)
    /// Stream inputs, in order, as one network block delivered them.
    case streamInputs(turn: Int, [ChatStreamReducer.Input])
    /// The request failed before its stream began.
    case sendFailed(turn: Int, SendFailure)
    /// A write failed; with a turn, the send it belonged to is undone.
    case storeFailed(turn: Int?, AppError)
    /// A write of an answer's text failed (a full disk): it is tried again.
    case answerSaveFailed(messageId: String, AppError)
    case conversationLoaded(Conversation, [Message])
    /// A conversation asked for is not in the store for this owner.
    case conversationMissing(id: String)
    /// The external editor ended: the new draft, or nil when it failed.
    case editorFinished(String?)
    /// The clipboard got the text: through a local command, or only through the terminal.
    case copied(viaCommand: Bool)
    /// tmux took the text into its paste buffer; `forwarded` when it may pass it on to the
    /// terminal's clipboard (its `set-clipboard` is on or external).
    case copiedToTmux(forwarded: Bool)
    /// A link reached the clipboard.
    case linkCopied
    /// The text could not be copied anywhere; it is shown instead.
    case copyUnavailable(String)
    case opened(url: String)
    /// No browser could be started: the URL is shown (and was copied when possible).
    case openFailed(url: String)
    case exported(path: String)
    /// The Copy text page's text was written to a file.
    case textSaved(path: String)
    case exportFailed(path: String, reason: String)
    /// The server answered a health probe after a connection failure (protocol.md §7.7).
    case serverReachable
    /// The server created a conversation (protocol.md §5.3); the store already holds its new
    /// id and thread, and the turn's stream starts next.
    case conversationCreated(oldId: String, newId: String, threadId: String?)
    /// All of a conversation the launch restored with only its last messages.
    case restoreCompleted(Conversation, [Message])
    /// The server named a conversation (protocol.md §11.6); the store already holds the title.
    case titleGenerated(conversationId: String, title: String)
}
