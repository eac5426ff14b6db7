/// A modal confirmation (ux.md §8.3): the safe button is first and focused by default.
public struct DialogState: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Ctrl+N with a draft in the composer (ux.md §3.11).
        case newChatWithDraft
        /// Ctrl+N while an answer streams.
        case stopForNewChat
        /// Quitting while an answer streams.
        case quitWhileStreaming
    }

    /// What a button does.
    public enum Choice: Hashable, Sendable {
        case cancel
        case leaveDraft
        case takeDraft
        case stopAndContinue
        case quit
    }

    public var kind: Kind
    public var focused = 0

    public init(kind: Kind) { self.kind = kind }

    /// Localization keys of the title and the sentence.
    public var titleKey: String {
        switch kind {
        case .newChatWithDraft: "dialog.newChat.title"
        case .stopForNewChat: "dialog.stopAnswer.title"
        case .quitWhileStreaming: "dialog.quitStreaming.title"
        }
    }

    public var messageKey: String {
        switch kind {
        case .newChatWithDraft: "dialog.newChat.message"
        case .stopForNewChat: "dialog.stopAnswer.message"
        case .quitWhileStreaming: "dialog.quitStreaming.message"
        }
    }

    /// Buttons in logical order, the safe one first.
    public var choices: [Choice] {
        switch kind {
        case .newChatWithDraft: [.cancel, .leaveDraft, .takeDraft]
        case .stopForNewChat: [.cancel, .stopAndContinue]
        case .quitWhileStreaming: [.cancel, .quit]
        }
    }

    public static func labelKey(_ c: Choice) -> String {
        switch c {
        case .cancel: "dialog.cancel"
        case .leaveDraft: "dialog.newChat.leave"
        case .takeDraft: "dialog.newChat.take"
        case .stopAndContinue: "dialog.stopAnswer.confirm"
        case .quit: "dialog.quitStreaming.confirm"
        }
    }

    /// The destructive choices use the error colour.
    public static func isDestructive(_ c: Choice) -> Bool { c == .stopAndContinue || c == .quit }
}
