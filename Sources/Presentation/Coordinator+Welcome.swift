import Domain
import Input

/// Welcome, sign-in and account routes (ux.md §2, §6): full-screen layers over the tabs.
extension Coordinator {
    /// Global actions that still work over Welcome and Auth. The tab keys do not: there are
    /// no tabs to switch to until the user has chosen how to continue.
    static let layerGlobals: Set<Action> = [.help, .quit, .interrupt, .redraw, .suspend]

    /// Keys of Welcome or Auth when one is showing; nil when neither is.
    mutating func handleWelcomeKey(_ key: Key, now: Double) -> [Effect]? {
        switch state.welcome.layer {
        case .auth?: return handleAuthKey(key, now: now)
        case .welcome?: return handleWelcomeScreenKey(key, now: now)
        case nil: return nil
        }
    }

    /// The contexts of Welcome or Auth when one is showing; nil when neither is.
    static func welcomeContexts(_ state: AppState) -> [KeyContext]? {
        switch state.welcome.layer {
        case .auth?: [.authForm]
        case .welcome?: [.welcome]
        case nil: nil
        }
    }

    /// The action a key has on a layer: its own bindings, then the globals it allows.
    func layerAction(for key: Key, in context: KeyContext) -> Action? {
        if let own = keyMap.ownAction(for: key, in: context) { return own }
        guard let global = keyMap.action(for: key, in: [KeyContext.global]), Self.layerGlobals.contains(global) else { return nil }
        return global
    }

    private mutating func handleWelcomeScreenKey(_ key: Key, now: Double) -> [Effect] {
        guard let action = layerAction(for: key, in: .welcome) else { return [] }
        return perform(action, now: now)
    }

    /// The mouse over Welcome or Auth: the wheel scrolls the welcome text; the tabs below
    /// never see it. Clicks arrive as actions of the frame's hit regions.
    mutating func handleWelcomeMouse(_ m: MouseEvent, now: Double) -> [Effect]? {
        guard let layer = state.welcome.layer, state.dialog == nil, !state.isTooSmall else { return nil }
        guard layer == .welcome else { return [] }
        switch m.action {
        case .wheelUp: return perform(.welcomeScroll(-3), now: now)
        case .wheelDown: return perform(.welcomeScroll(3), now: now)
        default: return []
        }
    }

    /// Bracketed paste into the focused field of the form; nowhere else while a layer shows.
    mutating func handleWelcomePaste(_ text: String) -> [Effect]? {
        guard state.welcome.layer != nil else { return nil }
        guard var form = state.welcome.auth, !state.isTooSmall, form.paste(text) else { return [] }
        state.welcome.auth = form
        return []
    }

    mutating func performWelcome(_ action: Action, now: Double) -> [Effect]? {
        switch action {
        case .welcomeActivate:
            return activateWelcome(state.welcome.focus, now: now)
        case .welcomeChoose(let button):
            state.welcome.focus = button
            return activateWelcome(button, now: now)
        case .welcomeMoveOnScreen(let d):
            return perform(.welcomeMoveFocus(state.language.isRightToLeft ? -d : d), now: now)
        case .welcomeMoveFocus, .welcomeScroll, .welcomePage:
            if let command = WelcomeViewModel.Command(action) { state.welcome.reduce(command, metrics: welcomeMetrics) }
        case .welcomeNextBackend:
            let next: Backend = state.backend == .library ? .cloud : .library
            var effects = perform(.setBackend(next), now: now)
            state.connection = .online
            if next != .library { effects.append(.account(.checkHealth(next))) }
            return effects
        case .welcomeNextLanguage:
            return perform(.setLanguage(state.language == .en ? .ar : .en), now: now)
        case .authMoveFocus, .authActivate, .authToggle, .authFocus, .authPress, .authBack:
            return AuthForm.Command(action).map { performAuth($0, now: now) } ?? []
        case .openSignIn:
            return openAuth(.signIn, fromWelcome: false, now: now)
        case .openSignUp:
            return openAuth(.signUp, fromWelcome: false, now: now)
        case .signOut(let deleteLocal):
            return signOut(deleteLocalConversations: deleteLocal)
        case .deleteAccount:
            return deleteAccount(now: now)
        case .openDeepLink(let link):
            return openLink(link, now: now)
        case .send where state.tab == .chat && !state.chat.composer.isBlank && sendNeedsSignIn,
             .sendSuggestion where state.tab == .chat && sendNeedsSignIn:
            // An expired sign-in: sending opens Auth and the question stays in the composer (ux.md §2.5).
            return openAuth(.signIn, fromWelcome: false, message: AuthMessage(key: "auth.sessionExpiredMessage"), now: now)
        default:
            return nil
        }
        return []
    }

    /// Sends go nowhere while the cloud refuses the stored sign-in.
    private var sendNeedsSignIn: Bool {
        if case .sessionExpired = state.account, state.backend != .library { return true }
        return false
    }

    /// Get Started: the cloud (or a custom server) asks for a sign-in first; the offline
    /// library needs none. Skip to Chat continues as a guest (ux.md §2.3).
    private mutating func activateWelcome(_ button: WelcomeButton, now: Double) -> [Effect] {
        switch button {
        case .getStarted where state.backend != .library:
            return openAuth(.signIn, fromWelcome: true, now: now)
        case .getStarted, .skip:
            return continueAsGuest(now: now)
        }
    }

    /// Opens the form, unless the backend has no accounts (the offline library).
    mutating func openAuth(_ mode: AuthForm.Mode, fromWelcome: Bool, message: AuthMessage? = nil,
                           now: Double) -> [Effect] {
        if state.backend == .library {
            state.toast = Toast(text: localizer("auth.unavailableWithLibrary"), now: now)
            return []
        }
        var form = AuthForm(mode: mode, email: state.account.email ?? "", returnsToWelcome: fromWelcome)
        form.message = message
        state.welcome.auth = form
        state.help = nil
        return []
    }

    /// Leaves Welcome or Auth for Chat as a guest; a stored sign-in that was not usable
    /// (restoring, expired) is given up (ux.md §2.4 "Continue as guest").
    mutating func continueAsGuest(now: Double) -> [Effect] {
        var effects: [Effect] = []
        if state.account != .guest {
            if case .account(let id) = state.owner {
                effects.append(.account(.signOut(accountId: id, deleteLocalConversations: false)))
            } else {
                effects.append(.account(.forgetTokens))
            }
            effects += becomeGuest()
        }
        state.welcome.auth = nil
        state.welcome.showsWelcome = false
        state.tab = .chat
        state.connection = .online
        return effects + markWelcomeSeen() + takePendingLink(now: now)
    }

    /// The first arrival in Chat is remembered, so Welcome does not show again (ux.md §2.1).
    mutating func markWelcomeSeen() -> [Effect] {
        guard !state.welcome.welcomeSeen else { return [] }
        state.welcome.welcomeSeen = true
        return [.persistSettings]
    }
}
