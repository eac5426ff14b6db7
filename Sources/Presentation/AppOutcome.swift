import Domain

/// What a feature's reducer asks of the rest of the app, in order. Features change only their
/// own state; anything beyond it (a toast, a dialog, a tab, a command to another feature, work
/// for the runners) comes back as one of these, and the router (`Coordinator.apply`) carries it
/// out. Nothing is left in a feature's state for the router to poll.
public enum AppOutcome: Hashable, Sendable {
    /// Work for the runners.
    case effect(Effect)
    /// An app action, as if its key had been pressed.
    case perform(Action)
    /// A toast of localized text; a `code` is appended as "(Error code: …)".
    case toast(String, code: String? = nil, isError: Bool = false)
    case clearToast
    /// A dialog opens (or replaces the open one); nil closes it.
    case dialog(DialogState?)
    /// A menu opens; nil closes it.
    case menu(MenuState?)
    /// One of the chat's menus, built over the app as it stands (`MenuState.build`).
    case openMenu(MenuState.Kind)
    /// An overlay opens over any screen (an open menu closes), with what opening it asks.
    case overlay(AnyOverlay, [OverlayOutcome])
    /// Shows a tab as it is; `enterTab` also does what entering it does (History reloads).
    case tab(Tab)
    case enterTab(Tab)
    /// The app leaves with this status (after an answer being written was stopped).
    case quit(status: Int32)
    /// Answers come from another backend (the banner's "Use offline library"; not saved).
    case backend(Backend)
    /// The app's own fields: the account, whose conversations show, the connection, a local
    /// setting (`AppState.apply`).
    case account(AccountStatus)
    case owner(Owner)
    case connection(Connection)
    case setting(LocalSetting)
    case closeHelp
    case closeOverlay
    /// Commands to the features.
    case chat(ChatViewModel.Command)
    case history(HistoryViewModel.Input)
    case settings(SettingsViewModel.Command)
    case welcome(WelcomeViewModel.Command)
    /// Settings' and Welcome's own outcomes, routed as they are applied: a language chosen by
    /// an earlier outcome is the language of a later toast.
    case fromSettings(SettingsViewModel.Outcome)
    case fromWelcome(WelcomeViewModel.Outcome)
    case factCheck(FactCheckState.Command)
    case voice(VoiceState.Command)
    /// A check the server refused goes back to the review sheet.
    case reopenFactCheck(FactCheckSubmission)
    /// Complete answers' quotations are asked to be checked (`FactCheckState.markRequests`).
    case requestQuotationMarks
}
