import Localization

/// What a key binding does, independent of which key triggered it.
public enum Action: Hashable, Sendable {
    case help
    case nextTab, previousTab
    case selectTab(Tab)
    case back
    case interrupt  // Ctrl+C: cancel, stop, clear, or arm quit (ux.md §7)
    case quit
    case redraw
    case suspend
    /// An editing command for the focused text field.
    case edit(EditAction)
    /// Enter in the composer.
    case send
    // Chat (ux.md §3, §7)
    case stop
    case retry
    case newChat
    case copyAnswer
    case toggleReasoning
    case pageUp, pageDown
    case scrollTop, scrollBottom
    /// Mouse wheel over the transcript: rows, negative is up.
    case scrollRows(Int)
    case focusMessages
    case editInEditor
    case ctrlXPrefix
    case bannerSecondary
    case exportChat
    // Message focus
    case moveFocus(Int)
    case focusFirst, focusLast
    case messageMenu
    case copyMessage
    case openSource(Int)
    case retryMessage
    case editMessage
    case toggleMessageReasoning
    case compose
    /// A click on a message (selects it) or on one of its sources (opens it).
    case selectMessage(String)
    case openMessageSource(String, Int)
    // Empty-state suggestions
    case sendSuggestion(Int?)
    // Shared by Settings and Welcome (ux.md §2.3, §5.2)
    /// Switch the UI language now; it is saved at once.
    case setLanguage(Language)
    /// Answers come from this backend from now on; it is saved at once.
    case setBackend(Backend)
    // Account (handled by the Welcome and sign-in route; Settings → Account emits them)
    case openSignIn
    case openSignUp
    case signOut(deleteLocalConversations: Bool)
    case deleteAccount

    // Dialogs
    case dialogChoose(Int?)
    case dialogMove(Int)

    // MARK: History actions (issue 8)

    // (kept apart so parallel additions merge)

    // MARK: Settings actions (issue 8)

    /// ↑/↓ on the list, a picker or the backend page; scroll a text page.
    case settingsMove(Int)
    /// PgUp/PgDn: a screenful.
    case settingsPage(Int)
    /// Home/End.
    case settingsEdge(last: Bool)
    /// Enter: open, choose, toggle or run what is selected.
    case settingsActivate
    /// Space: flip a toggle.
    case settingsToggle
    /// ←/→ on a choice row.
    case settingsStep(Int)
    /// Esc or Backspace on a page: back to the list.
    case settingsBack
    /// A click on a list row: select it and activate it.
    case settingsOpen(SettingsRowID)
    /// A click on a picker option or a backend page control (its index).
    case settingsChoose(Int)
    /// A click on a link in a text page.
    case settingsOpenLink(String)
    /// Space in a dialog with a checkbox.
    case dialogToggleCheckbox

    // MARK: Welcome and sign-in actions (issue 8)
}
