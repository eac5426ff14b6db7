import Domain

/// Work the chat view model asks for. It never does I/O itself (docs/ARCHITECTURE.md); the run loop
/// performs these and answers with `ChatEvent`s.
public enum ChatEffect: Hashable, Sendable {
    /// Writes, in order. When they belong to a send (`turn`), a failure cancels that send.
    case store([StoreCommand], turn: Int?)
    /// Opens the chat stream of a turn.
    case startStream(ChatStreamRequest)
    /// Aborts a turn's transfer (Esc, a new send, the grace period over).
    case cancelStream(turn: Int)
    /// Copies text to the clipboard (OSC 52 and a local tool).
    case copy(String)
    /// A link to the clipboard: the same as `copy`, told as "Link copied" (ux.md §3.10).
    case copyLink(String)
    /// Opens a URL in the browser, or shows it when none can be opened.
    case openURL(String)
    /// Writes the conversation as Markdown to the path the export dialog ended with.
    case export(ChatExport, path: String)
    /// Edits the draft in `$VISUAL`/`$EDITOR`; the text comes back as `editorFinished`.
    case editDraft(String)
    /// Loads a stored conversation into Chat (History, launch restore, deep links).
    case loadConversation(id: String)
    /// Reads the whole of the conversation a launch restored with only its last messages
    /// (`ChatViewModel.older`); the chat gets them as `restoreCompleted`.
    case readOlder(conversationId: String)
    /// Probe the server until it answers, then report `serverReachable` (protocol.md §7.7).
    case watchReachability
    /// Writes a text the clipboard could not take to `<export dir>/shamelagpt-copy.txt`.
    case saveText(String)
    /// Asks the server for a title for a conversation whose first answer came without one
    /// (protocol.md §11.6); stored only while the title is still the local one.
    case generateTitle(conversationId: String, question: String, language: String)
    /// The composer got its first words: what answering opens on first need (the library's
    /// search by meaning, the quotation checker) starts opening while the question is typed.
    case warmUp
}

/// Everything the transport needs for one chat request (protocol.md §5).
public struct ChatStreamRequest: Hashable, Sendable {
    public var turn: Int
    public var question: String
    /// The conversation's continuity id, if it has one.
    public var threadId: String?
    public var conversationId: String
    public var language: String
    public var enableThinking: Bool
    /// Guest stream (guest, local-only or library) rather than the authenticated one.
    public var guest: Bool
    /// The conversation still has to be created on the server, with this title, before the
    /// stream starts (protocol.md §5.3); nil when it exists there or never will.
    public var remoteCreateTitle: String?
    /// A fact-check: the question is the reviewed text, sent to confirm-factcheck with the
    /// image's `image_url` when the server gave one.
    public var factCheck: FactCheckSend?

    public init(turn: Int, question: String, threadId: String?, conversationId: String, language: String,
                enableThinking: Bool, guest: Bool, remoteCreateTitle: String? = nil, factCheck: FactCheckSend? = nil) {
        self.remoteCreateTitle = remoteCreateTitle
        self.factCheck = factCheck
        self.turn = turn
        self.question = question
        self.threadId = threadId
        self.conversationId = conversationId
        self.language = language
        self.enableThinking = enableThinking
        self.guest = guest
    }
}

/// What a fact-check request adds to a chat request.
public struct FactCheckSend: Hashable, Sendable {
    public var imageURL: String?

    public init(imageURL: String?) { self.imageURL = imageURL }
}

/// A conversation to write as Markdown (ux.md §3.10 Export).
public struct ChatExport: Hashable, Sendable {
    public var conversation: Conversation
    public var messages: [Message]
    public var backendLabel: String
    /// The conversation has stored messages before `messages` that the chat has not read
    /// (a launch restores only the last ones): the export reads them first.
    public var olderInStore: Bool

    public init(conversation: Conversation, messages: [Message], backendLabel: String, olderInStore: Bool = false) {
        self.conversation = conversation
        self.messages = messages
        self.backendLabel = backendLabel
        self.olderInStore = olderInStore
    }
}
