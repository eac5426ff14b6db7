import Domain
import Input

/// Welcome, the sign-in form and the account in the router (ux.md §2, §6): keys and the mouse
/// over those full-screen layers are routed here; `WelcomeViewModel.reduce` decides, and its
/// outcomes are applied here, in order.
extension Coordinator {
    /// Global actions that still work over Welcome and Auth. The tab keys do not: there are
    /// no tabs to switch to until the user has chosen how to continue.
    static let layerGlobals: Set<Action> = [.help, .quit, .interrupt, .redraw, .suspend]

    /// Runs a Welcome or account command and applies what it asks of the app.
    mutating func welcome(_ command: WelcomeViewModel.Command, now: Double) -> [Effect] {
        let context = WelcomeViewModel.Context(app: state, metrics: welcomeMetrics)
        return applyWelcome(state.welcome.reduce(command, context), now: now)
    }

    /// Keys of Welcome or Auth when one is showing; nil when neither is.
    mutating func handleWelcomeKey(_ key: Key, now: Double) -> [Effect]? {
        switch state.welcome.layer {
        case .auth?: return handleAuthKey(key, now: now)
        case .welcome?: return layerAction(for: key, in: .welcome).map { perform($0, now: now) } ?? []
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

    /// Keys while the form shows. A focused field takes printable characters and editing
    /// keys first; a running request leaves only Esc (cancel) and the app-level keys.
    private mutating func handleAuthKey(_ key: Key, now: Double) -> [Effect] {
        guard var form = state.welcome.auth else { return [] }
        if form.isBusy {
            // Only Esc or Ctrl+C (cancel the request) and the keys that leave the app.
            switch layerAction(for: key, in: .authForm) {
            case .authBack?, .interrupt?: return perform(.authBack, now: now)
            case let a? where [.quit, .redraw, .suspend].contains(a): return perform(a, now: now)
            default: return []
            }
        }
        if form.typeKey(key, keyMap: keyMap) {
            state.welcome.auth = form
            return []
        }
        guard let action = layerAction(for: key, in: .authForm) else { return [] }
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
        if !state.isTooSmall { _ = state.welcome.paste(text) }
        return []
    }

    /// The actions of Welcome, the form and the account; nil for the others.
    mutating func performWelcome(_ action: Action, now: Double) -> [Effect]? {
        switch action {
        case .send where state.tab == .chat && !state.chat.composer.isBlank && WelcomeViewModel.sendNeedsSignIn(state),
             .sendSuggestion where state.tab == .chat && WelcomeViewModel.sendNeedsSignIn(state):
            // An expired sign-in: sending opens Auth and the question stays in the composer (ux.md §2.5).
            let message = AuthMessage(key: "auth.sessionExpiredMessage")
            return welcome(.openAuth(.signIn, fromWelcome: false, message: message), now: now)
        default:
            return WelcomeViewModel.Command(action).map { welcome($0, now: now) }
        }
    }

    private mutating func applyWelcome(_ outcomes: [WelcomeViewModel.Outcome], now: Double) -> [Effect] {
        var effects: [Effect] = []
        for outcome in outcomes {
            switch outcome {
            case .effect(let e): effects.append(e)
            case .perform(let action): effects += perform(action, now: now)
            case .account(let a): state.account = a
            case .switchOwner(let owner, let keepDraft):
                // The answer being written stops (its row stays with its owner and shows as
                // interrupted later), and Chat starts a new conversation.
                if let t = state.chat.turn, t.isActive { effects.append(.chat(.cancelStream(turn: t.id))) }
                state.owner = owner
                state.chat.newChat(keepDraft: keepDraft)
            case .showTab(let tab): state.tab = tab
            case .enterTab(let tab): effects += switchTab(to: tab, now: now)
            case .connection(let c): state.connection = c
            case .newChat: state.chat.newChat(keepDraft: false)
            case .toast(let key, let arguments, let code, let isError):
                toast(localizer.string(key, arguments: arguments), code: code, isError: isError, now: now)
            case .closeHelp: state.help = nil
            }
        }
        return effects
    }
}
