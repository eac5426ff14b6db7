/// A modal confirmation (ux.md §8.3): the safe button is first and focused by default.
public struct DialogState: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Ctrl+N with a draft in the composer (ux.md §3.11).
        case newChatWithDraft
        /// Ctrl+N while an answer streams.
        case stopForNewChat
        /// Quitting while an answer streams.
        case quitWhileStreaming
        /// History `d`: one conversation, named by its display title (ux.md §4.3).
        case deleteConversation(id: String, title: String)
        /// History `D`: every conversation of the owner; the wording differs when signed in.
        case deleteAllConversations(count: Int, signedIn: Bool)
        /// Opening another conversation from History while an answer streams.
        case stopToOpenConversation(id: String, anchorMessageId: String?)
        /// Settings → Sign Out, with its "also delete this account's conversations" checkbox.
        case signOut(deleteLocal: Bool)
        /// Settings → Delete Account.
        case deleteAccount
        /// Settings → Answers from while an answer streams: stop it, then switch.
        case stopForBackend(Backend)
        /// Chat menu → Share link… (protocol.md §11.5, ux.md §3.10).
        case share(ShareDialog)
        /// No browser could be started (SSH, none installed): the link, whole, to select or copy
        /// (ux.md §3.10).
        case link(url: String)
        /// The guest quota is used up (ux.md §3.9, protocol.md §7.6): sign in or create an
        /// account; the question waits in the composer.
        case guestLimit
        /// Chat menu "Export as Markdown…" or History `e`: the path to write, editable.
        case export(ExportDialog)
        /// At launch: the conversation database was damaged and moved aside to `path` (never
        /// deleted). A dialog, not a toast: the path is long, must be read whole, and the notice
        /// stays until dismissed.
        case databaseMovedAside(path: String)
        /// A guest asked the cloud to check a quotation: the cloud checks only for an account
        /// (reading the image's text does not need one). The review sheet stays open.
        case factCheckSignIn
    }

    /// The share dialog's state: nil `isShared` while the server's answer is awaited.
    public struct ShareDialog: Hashable, Sendable {
        public var conversationId: String
        public var serverKey: String
        public var isShared: Bool?
        /// The canonical link while shared (protocol.md §12.3).
        public var url: String?

        public init(conversationId: String, serverKey: String, isShared: Bool? = nil, url: String? = nil) {
            self.conversationId = conversationId
            self.serverKey = serverKey
            self.isShared = isShared
            self.url = url
        }
    }

    /// A line under the sentence: a localized note, or a link shown as it is.
    public enum Detail: Hashable, Sendable {
        case note(String)
        case link(String)
        /// Why the dialog's action was refused, as a localization key (error colour).
        case error(String)
        /// A file's path, shown whole: wrapped, never cut, left to right.
        case path(String)
        /// The folder the export dialog's path is in, shown whole: the field shows the end of
        /// a long path, where the file name is typed, so the folder would be out of sight.
        case folder(String)
    }

    /// What a button does.
    public enum Choice: Hashable, Sendable {
        case cancel
        case leaveDraft
        case takeDraft
        case stopAndContinue
        case quit
        case deleteConversation
        case deleteAllConversations
        case signOut
        case deleteAccount
        case stopAndSwitch
        case copyLink
        case copySummary
        case close
        case dismiss
        case createAccount
        case signIn
        case export
    }

    public var kind: Kind
    public var focused = 0

    /// The export dialog's state, when this is it.
    public var export: ExportDialog? {
        get {
            if case .export(let e) = kind { return e }
            return nil
        }
        set {
            if let newValue { kind = .export(newValue) }
        }
    }

    public init(kind: Kind) { self.kind = kind }

    /// Localization keys of the title and the sentence.
    public var titleKey: String {
        switch kind {
        case .newChatWithDraft: "dialog.newChat.title"
        case .stopForNewChat: "dialog.stopAnswer.title"
        case .quitWhileStreaming: "dialog.quitStreaming.title"
        case .deleteConversation: "dialog.deleteConversation.title"
        case .deleteAllConversations: "dialog.deleteAll.title"
        case .stopToOpenConversation: "dialog.stopAnswer.title"
        case .signOut: "dialog.signOut.title"
        case .deleteAccount: "dialog.deleteAccount.title"
        case .stopForBackend: "dialog.stopAnswer.title"
        case .share: "dialog.share.title"
        case .link: "dialog.link.title"
        case .guestLimit: "guest.limitReached.title"
        case .export: "dialog.export.title"
        case .databaseMovedAside: "dialog.databaseMoved.title"
        case .factCheckSignIn: "factCheck.signIn.title"
        }
    }

    public var messageKey: String {
        switch kind {
        case .newChatWithDraft: "dialog.newChat.message"
        case .stopForNewChat: "dialog.stopAnswer.message"
        case .quitWhileStreaming: "dialog.quitStreaming.message"
        case .deleteConversation: "dialog.deleteConversation.message"
        case .deleteAllConversations(_, let signedIn): signedIn ? "dialog.deleteAll.messageAccount" : "dialog.deleteAll.message"
        case .stopToOpenConversation: "dialog.stopAnswer.message"
        case .signOut: "dialog.signOut.message"
        case .deleteAccount: "dialog.deleteAccount.message"
        case .stopForBackend: "dialog.stopForBackend.message"
        case .share: "dialog.share.message"
        case .link: "dialog.link.message"
        case .guestLimit: "guest.limitReached.prompt"
        case .export: "dialog.export.message"
        case .databaseMovedAside: "dialog.databaseMoved.message"
        case .factCheckSignIn: "factCheck.signIn.message"
        }
    }

    /// The line under the sentence, if any.
    public var detail: Detail? {
        if case .link(let url) = kind { return .link(url) }
        if case .databaseMovedAside(let path) = kind { return .path(path) }
        if case .export(let e) = kind { return e.errorKey.map(Detail.error) ?? e.folder.map(Detail.folder) }
        guard case .share(let s) = kind else { return nil }
        switch s.isShared {
        case nil: return .note("dialog.share.checking")
        case true?: return s.url.map(Detail.link)
        case false?: return .note("dialog.share.notShared")
        }
    }

    /// The count a plural message is formed with (`messageKey` is then a plural key).
    public var messageCount: Int? {
        if case .deleteAllConversations(let count, _) = kind { return count }
        return nil
    }

    /// Content quoted above the message as given, such as the title of the conversation to delete.
    public var quoted: String? {
        if case .deleteConversation(_, let title) = kind { return title }
        return nil
    }

    /// Buttons in logical order, the safe one first.
    public var choices: [Choice] {
        switch kind {
        case .newChatWithDraft: [.cancel, .leaveDraft, .takeDraft]
        case .stopForNewChat: [.cancel, .stopAndContinue]
        case .quitWhileStreaming: [.cancel, .quit]
        case .deleteConversation: [.cancel, .deleteConversation]
        case .deleteAllConversations: [.cancel, .deleteAllConversations]
        case .stopToOpenConversation: [.cancel, .stopAndContinue]
        case .signOut: [.cancel, .signOut]
        case .deleteAccount: [.cancel, .deleteAccount]
        case .stopForBackend: [.cancel, .stopAndSwitch]
        case .share(let s): s.isShared == true ? [.copyLink, .copySummary, .close] : [.close]
        case .link: [.copyLink, .close]
        case .guestLimit: [.dismiss, .createAccount, .signIn]
        case .export: [.cancel, .export]
        case .databaseMovedAside: [.dismiss]
        case .factCheckSignIn: [.dismiss, .createAccount, .signIn]
        }
    }

    public static func labelKey(_ c: Choice) -> String {
        switch c {
        case .cancel: "dialog.cancel"
        case .leaveDraft: "dialog.newChat.leave"
        case .takeDraft: "dialog.newChat.take"
        case .stopAndContinue: "dialog.stopAnswer.confirm"
        case .quit: "dialog.quitStreaming.confirm"
        case .deleteConversation: "dialog.deleteConversation.confirm"
        case .deleteAllConversations: "dialog.deleteAll.confirm"
        case .signOut: "dialog.signOut.confirm"
        case .deleteAccount: "dialog.deleteAccount.confirm"
        case .stopAndSwitch: "dialog.stopForBackend.confirm"
        case .copyLink: "dialog.share.copyLink"
        case .copySummary: "dialog.share.copySummary"
        case .close: "dialog.close"
        case .dismiss: "help.dismiss"
        case .createAccount: "auth.createAccount"
        case .signIn: "auth.signIn"
        case .export: "dialog.export.confirm"
        }
    }

    /// The label key of the dialog's checkbox, if it has one (ux.md §5.5).
    public var checkboxKey: String? {
        if case .signOut = kind { return "dialog.signOut.deleteLocal" }
        if case .share(let s) = kind, s.isShared != nil { return "dialog.share.shared" }
        return nil
    }

    /// Whether the checkbox is ticked.
    public var isChecked: Bool {
        if case .signOut(let on) = kind { return on }
        if case .share(let s) = kind { return s.isShared == true }
        return false
    }

    /// The destructive choices use the error colour.
    public static func isDestructive(_ c: Choice) -> Bool {
        [.stopAndContinue, .quit, .deleteConversation, .deleteAllConversations, .signOut, .deleteAccount,
         .stopAndSwitch].contains(c)
    }
}
