import Domain
import Localization

/// What a key binding does, independent of which key triggered it.
public enum Action: Hashable, Sendable {
    case help
    case nextTab, previousTab
    case selectTab(Tab)
    case back
    case interrupt  // Ctrl+C: cancel, stop, clear, or arm quit (ux.md §7)
    /// Ctrl+D in the composer: delete forward; quit when it is empty.
    case deleteForwardOrQuit
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
    /// Alt+V: start voice input, or stop it and transcribe; Enter stops, Esc cancels.
    case voiceRecord, voiceStop, voiceCancel
    case bannerSecondary
    case exportChat
    /// Chat menu → Share link… (protocol.md §11.5).
    case shareChat
    /// Chat menu → Mode…: the three answer modes (signed in on the cloud, ux.md §3.10).
    case modeMenu
    case chooseMode(Int)
    /// Chat menu → Delete conversation…: the History confirmation, for the open conversation.
    case deleteChat
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
    /// Alt+M or F9, and `o` in message focus (ux.md §3.10).
    case chatMenu
    case sourcesMenu
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

    // MARK: History actions

    /// ↑/↓ in the list: rows, negative is up.
    case historyMove(Int)
    /// PgUp/PgDn: screens.
    case historyPage(Int)
    /// Home/End.
    case historyEdge(last: Bool)
    /// Enter or `o`: the selected conversation in Chat.
    case historyOpen
    /// `/` or Ctrl+F: focus the search field.
    case historySearch
    /// ↓ or Enter in the search field: to the results.
    case historyResults
    /// Esc in the search: clear, then close.
    case historyClearSearch
    case historyRefresh
    case historyDelete
    case historyDeleteAll
    case historyExport
    case historyStar
    case historyStarredOnly
    /// A click on a row of the list.
    case historySelect(Int)

    // (kept apart so parallel additions merge)

    // MARK: Settings actions

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
    /// Esc or Ctrl+C in a dialog: its Cancel or Close button.
    case dialogCancel

    // MARK: Welcome and sign-in actions

    /// Welcome: the focused button (Enter), a button by click, focus moves, text scrolling.
    case welcomeActivate
    case welcomeChoose(WelcomeButton)
    case welcomeMoveFocus(Int)
    /// ← (-1) or → (+1) on Welcome: focus moves in screen order, mirrored in Arabic.
    case welcomeMoveOnScreen(Int)
    case welcomeScroll(Int)
    case welcomePage(Int)
    /// Welcome's "Answers from" (b) and "Language" (l) choices step to the next value.
    case welcomeNextBackend
    case welcomeNextLanguage
    /// Auth: focus moves (Tab, Shift+Tab, ↑↓), Enter on the focused control, Space toggles.
    case authMoveFocus(Int)
    case authActivate
    case authToggle
    /// A click on a field (focuses it) or on a button or link (activates it).
    case authFocus(AuthForm.Control)
    case authPress(AuthForm.Control)
    /// Esc or a click on "Esc Back": cancel the request, else leave the form.
    case authBack
    /// A link from the command line (protocol.md §12).
    case openDeepLink(DeepLink)
    // The help overlay's own keys (ux.md §7)
    case helpClose
    /// Rows, negative is up.
    case helpScroll(Int)
    /// Boxes of lines, negative is up.
    case helpPage(Int)
    case helpTop
    case helpEnd
    // The open menu's own keys (ux.md §3.10)
    case menuClose
    case menuMove(Int)
    case menuChoose
    /// An overlay's own command, or the opening of an overlay (`Overlay`): overlays add no
    /// cases here.
    case overlay(OverlayAction)
    /// The fact-check flow: Alt+I, "Check a quotation", and the prompt's and sheet's keys.
    case factCheck(FactCheckState.Command)
}
