import Domain
import Localization

/// Everything the screen shows, as plain values; views render it, the coordinator changes it.
public struct AppState: Hashable, Sendable {
    public var tab: Tab = .chat
    public var language: Language
    public var backend: Backend
    public var reduceMotion = false
    /// Arabic harakat shown (ux.md §5.3).
    public var showHarakat = true
    /// Appearance settings the terminal and the localizers apply (ux.md §5.3, §9.2, §9.7).
    public var theme: Settings.Theme = .auto
    public var bidi: Settings.Bidi = .app
    public var digits: Settings.Digits = .arabicIndic
    /// The terminal's size in cells.
    public var width: Int
    public var height: Int
    public var toast: Toast?
    /// Animation frame counter, advanced by tick events (time is an input).
    public var tick = 0
    /// When Ctrl+C was last pressed with nothing to cancel; a second press within 2 s quits.
    public var quitArmedAt: Double?
    /// `q` was pressed where it means quit: a second `q` quits, other typing starts a question.
    public var typedQuitArmed = false
    public var isQuitting = false
    /// The help overlay (F1 or ?), listing the key map; nil when closed.
    public var help: HelpOverlayState?
    /// The Chat screen: conversation, composer, stream, scroll and focus.
    public var chat = ChatViewModel()
    /// The History tab (ux.md §4).
    public var history = HistoryViewModel()
    /// The Settings tab and its pages (ux.md §5).
    public var settings = SettingsViewModel()
    /// Welcome and the sign-in forms (ux.md §2); shown over everything when active.
    public var welcome = WelcomeViewModel()
    /// Voice input: the recording, its transcription, and whether a recorder was found.
    public var voice = VoiceState()
    /// Checking quotations: the image prompt, the reading and the review sheet.
    public var factCheck = FactCheckState()
    /// An open menu (message actions, sources, the chat menu).
    public var menu: MenuState?
    /// The open overlay (the Copy text page, …): over any screen, it takes the keys (`Overlay`).
    public var overlay: AnyOverlay?
    /// A modal confirmation, if one is open (ux.md §8.3).
    public var dialog: DialogState?
    /// Where exports go by default: the `export_dir` setting, else documents, else home (the
    /// App resolves it at launch; ux.md §3.10).
    public var exportDirectory = ""
    /// The command that installs the offline library for this run: its program and its
    /// `--data-dir` (the App resolves it at launch), shown where the library is missing.
    public var libraryInstallCommand = "shamelagpt library build"
    /// Whose conversations are shown: the signed-in account, else this computer's guest session.
    public var owner: Owner
    /// The account state (protocol.md §3.5); the Welcome and sign-in route owns its changes.
    public var account: AccountStatus = .guest
    /// The offline library's readiness when it is the backend.
    public var library: LibraryStatus = .ready
    /// Send `enable_thinking` (protocol.md §13.5).
    public var deepThinking = true
    /// Ctrl+X was pressed at this time; Ctrl+E within 1 s opens the editor (ux.md §7).
    public var ctrlXAt: Double?

    public init(language: Language, backend: Backend, width: Int, height: Int, owner: Owner = .guest("guest_0_local")) {
        self.language = language
        self.backend = backend
        self.width = width
        self.height = height
        self.owner = owner
    }

    /// The composer (the Chat draft).
    public var composer: TextBuffer { chat.composer }

    /// The smallest usable size (ux.md §1.1).
    public static let minimumWidth = 40
    public static let minimumHeight = 12

    /// The one answer to "does the server answer?" (status line, Settings, Welcome). Stored with
    /// the chat, which learns most of it from its sends and keeps it in line mode too.
    public var connection: Connection {
        get { chat.connection }
        set { chat.connection = newValue }
    }

    /// The one rule for syncing with an account (protocol.md §11): signed in, on the cloud.
    /// History, the chat menu, sharing and the sync and account runners all ask it.
    public var syncsWithAccount: Bool { account.isSignedIn && backend == .cloud }

    public var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }

    /// The Copy text page, when it is the open overlay.
    public var copyText: CopyTextPage? {
        get { overlay?.base as? CopyTextPage }
        set { overlay = newValue.map(AnyOverlay.init) }
    }
}
