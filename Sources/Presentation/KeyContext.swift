/// Where the focus is, which decides which bindings apply and which hints show. A value rather
/// than an enum, so that an overlay declares its own context in its own file; the help lists
/// the contexts here in `allCases` order, then those only the key map names.
public struct KeyContext: RawRepresentable, Hashable, Sendable, CaseIterable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let global = KeyContext("global")
    public static let chat = KeyContext("chat")
    public static let history = KeyContext("history")
    public static let settings = KeyContext("settings")
    /// A focused text field (the composer, form fields): its editing keys come first.
    public static let textField = KeyContext("textField")
    /// An answer is streaming (Esc stops it).
    public static let streaming = KeyContext("streaming")
    /// The chat error banner is shown (Ctrl+R, Ctrl+O, Esc).
    public static let banner = KeyContext("banner")
    /// A message of the transcript is selected.
    public static let messages = KeyContext("messages")
    /// The suggestions of an empty chat are selected.
    public static let suggestions = KeyContext("suggestions")
    /// A confirmation dialog is open.
    public static let dialog = KeyContext("dialog")
    /// A menu is open.
    public static let menu = KeyContext("menu")
    /// The Copy text page (ux.md §3.10): the text alone, for the terminal's own selection.
    public static let copyText = KeyContext("copyText")

    // MARK: History contexts

    /// The History search field has the focus: letters are typed.
    public static let historySearch = KeyContext("historySearch")
    /// History shows search results and the list has the focus.
    public static let historyResults = KeyContext("historyResults")

    // (kept apart so parallel additions merge)

    // MARK: Settings contexts

    /// A choice's picker, including the language page.
    public static let settingsPicker = KeyContext("settingsPicker")
    /// The "Answers from" page.
    public static let settingsBackend = KeyContext("settingsBackend")
    /// The custom server URL field.
    public static let settingsField = KeyContext("settingsField")
    /// The system prompt editor.
    public static let settingsEditor = KeyContext("settingsEditor")
    /// About, Privacy Policy, Terms of Service.
    public static let settingsPage = KeyContext("settingsPage")
    /// The Voice input page: its one button. Listed in the help only while it shows (it is
    /// in `unlisted`), so the help pages of other screens stay as they were.
    public static let settingsVoice = KeyContext("settingsVoice")

    // MARK: Welcome and sign-in contexts

    /// The Welcome screen (ux.md §2.3).
    public static let welcome = KeyContext("welcome")
    /// The sign-in form (ux.md §2.4).
    public static let authForm = KeyContext("authForm")

    // MARK: Voice input contexts

    /// Chat with voice input offered (Alt+V in the hints).
    public static let voice = KeyContext("voice")
    /// A recording is under way: Enter or Alt+V stops, Esc cancels.
    public static let voiceRecording = KeyContext("voiceRecording")
    /// The audio is being sent, or a voice notice shows: Esc cancels or dismisses.
    public static let voiceBusy = KeyContext("voiceBusy")

    /// The help overlay's, an open menu's and the dialogs' own keys. Not listed in the help:
    /// the overlay's footer names its keys, and the others' are listed under `menu` and `dialog`.
    public static let helpOverlay = KeyContext("helpOverlay")
    public static let menuKeys = KeyContext("menuKeys")
    /// Every dialog's keys before its bindings (Ctrl+C as its way out).
    public static let dialogKeys = KeyContext("dialogKeys")
    /// The export dialog's keys (its path field takes the rest while it has the focus).
    public static let exportDialog = KeyContext("exportDialog")

    /// The contexts declared here, in the help's order.
    public static let allCases: [KeyContext] = [
        .global, .chat, .history, .settings, .textField, .streaming, .banner, .messages, .suggestions,
        .dialog, .menu, .copyText, .historySearch, .historyResults, .settingsPicker, .settingsBackend,
        .settingsField, .settingsEditor, .settingsPage, .settingsVoice, .welcome, .authForm, .voice,
        .voiceRecording, .voiceBusy, .helpOverlay, .menuKeys, .dialogKeys, .exportDialog,
    ]

    /// Contexts whose bindings work but are not listed in the help overlay.
    public static let unlisted: Set<KeyContext> = [.helpOverlay, .menuKeys, .dialogKeys, .exportDialog, .settingsVoice,
                                                   .factCheck, .factCheckPath, .factCheckReview]

    /// The context of a tab's root screen.
    public static func root(of tab: Tab) -> KeyContext {
        switch tab {
        case .chat: .chat
        case .history: .history
        case .settings: .settings
        }
    }
}
