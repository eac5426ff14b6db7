/// Where the focus is, which decides which bindings apply and which hints show.
public enum KeyContext: String, Hashable, Sendable, CaseIterable {
    case global
    case chat
    case history
    case settings
    /// A focused text field (the composer, form fields): its editing keys come first.
    case textField
    /// An answer is streaming (Esc stops it).
    case streaming
    /// The chat error banner is shown (Ctrl+R, Ctrl+O, Esc).
    case banner
    /// A message of the transcript is selected.
    case messages
    /// The suggestions of an empty chat are selected.
    case suggestions
    /// A confirmation dialog is open.
    case dialog
    /// A menu is open.
    case menu
    /// The Copy text page (ux.md §3.10): the text alone, for the terminal's own selection.
    case copyText

    // MARK: History contexts

    /// The History search field has the focus: letters are typed.
    case historySearch
    /// History shows search results and the list has the focus.
    case historyResults

    // (kept apart so parallel additions merge)

    // MARK: Settings contexts

    /// A choice's picker, including the language page.
    case settingsPicker
    /// The "Answers from" page.
    case settingsBackend
    /// The custom server URL field.
    case settingsField
    /// The system prompt editor.
    case settingsEditor
    /// About, Privacy Policy, Terms of Service.
    case settingsPage
    /// The Voice input page: its one button. Listed in the help only while it shows (it is
    /// in `unlisted`), so the help pages of other screens stay as they were.
    case settingsVoice

    // MARK: Welcome and sign-in contexts

    /// The Welcome screen (ux.md §2.3).
    case welcome
    /// The sign-in form (ux.md §2.4).
    case authForm

    // MARK: Voice input contexts

    /// Chat with voice input offered (Alt+V in the hints).
    case voice
    /// A recording is under way: Enter or Alt+V stops, Esc cancels.
    case voiceRecording
    /// The audio is being sent, or a voice notice shows: Esc cancels or dismisses.
    case voiceBusy

    /// The help overlay's, an open menu's and the dialogs' own keys. Not listed in the help:
    /// the overlay's footer names its keys, and the others' are listed under `menu` and `dialog`.
    case helpOverlay
    case menuKeys
    /// Every dialog's keys before its bindings (Ctrl+C as its way out).
    case dialogKeys
    /// The export dialog's keys (its path field takes the rest while it has the focus).
    case exportDialog

    // MARK: Fact-check contexts

    /// Chat with checking quotations offered (Alt+I, Alt+K). Listed only while it shows.
    case factCheck
    /// The image path prompt: Enter reads, Tab completes, Esc cancels.
    case factCheckPath
    /// The review sheet: Enter checks, Esc cancels; the composer's editing keys edit.
    case factCheckReview

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
