import Input

/// Welcome and the sign-in form as input layers (ux.md §2, §6): over everything while they
/// show, they take the keys, the wheel and pastes.
extension WelcomeViewModel {
    /// Global actions that still work over Welcome and Auth. The tab keys do not: there are
    /// no tabs to switch to until the user has chosen how to continue.
    static let layerGlobals: Set<Action> = [.help, .quit, .interrupt, .redraw, .suspend]

    /// The contexts of Welcome or Auth when one is showing; nil when neither is.
    public var contexts: [KeyContext]? {
        switch layer {
        case .auth?: [.authForm]
        case .welcome?: [.welcome]
        case nil: nil
        }
    }

    /// A key while Welcome or Auth shows (`.pass` when neither does). A focused field takes
    /// printable characters and editing keys first; a running request leaves only Esc
    /// (cancel) and the app-level keys.
    public mutating func key(_ key: Key, keyMap: KeyMap) -> KeyResult {
        switch layer {
        case .welcome?: return Self.layerAction(key, in: .welcome, keyMap).map(KeyResult.perform) ?? .taken
        case nil: return .pass
        case .auth?: break
        }
        guard var form = auth else { return .taken }
        if form.isBusy {
            // Only Esc or Ctrl+C (cancel the request) and the keys that leave the app.
            switch Self.layerAction(key, in: .authForm, keyMap) {
            case .authBack?, .interrupt?: return .perform(.authBack)
            case let a? where [.quit, .redraw, .suspend].contains(a): return .perform(a)
            default: return .taken
            }
        }
        if form.typeKey(key, keyMap: keyMap) {
            auth = form
            return .taken
        }
        return Self.layerAction(key, in: .authForm, keyMap).map(KeyResult.perform) ?? .taken
    }

    /// The action a key has on a layer: its own bindings, then the globals it allows.
    static func layerAction(_ key: Key, in context: KeyContext, _ keyMap: KeyMap) -> Action? {
        if let own = keyMap.ownAction(for: key, in: context) { return own }
        guard let global = keyMap.action(for: key, in: [KeyContext.global]), layerGlobals.contains(global) else { return nil }
        return global
    }

    /// The wheel over Welcome scrolls its text; the tabs below never see it (clicks arrive as
    /// the frame's actions).
    public func wheel(_ m: MouseEvent) -> KeyResult {
        guard let layer else { return .pass }
        guard layer == .welcome else { return .taken }
        switch m.action {
        case .wheelUp: return .perform(.welcomeScroll(-3))
        case .wheelDown: return .perform(.welcomeScroll(3))
        default: return .taken
        }
    }

    /// The command of an action on Welcome, the form or the account, given the app: a send
    /// with an expired sign-in opens Auth and the question stays in the composer (ux.md §2.5).
    public static func command(_ action: Action, over app: AppState) -> Command? {
        switch action {
        case .send where app.tab == .chat && !app.chat.composer.isBlank && sendNeedsSignIn(app),
             .sendSuggestion where app.tab == .chat && sendNeedsSignIn(app):
            return .openAuth(.signIn, fromWelcome: false, message: AuthMessage(key: "auth.sessionExpiredMessage"))
        default:
            return Command(action)
        }
    }
}
