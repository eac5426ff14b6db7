import Domain
import Localization

/// The Welcome, sign-in and account reducer (ux.md §2, protocol.md §3.5, §10.5): Welcome's
/// buttons, the sign-in form, signing in and out, an expired sign-in, account deletion and
/// command-line links. It changes `WelcomeViewModel` and returns the rest as `Outcome` values
/// the router applies in order: whose conversations show (`switchOwner`) and the account state
/// change here and nowhere else.
extension WelcomeViewModel {
    public enum Command: Hashable, Sendable {
        case moveFocus(Int)
        /// ← or → in screen order, mirrored in Arabic.
        case moveOnScreen(Int)
        case scroll(Int)
        case page(Int)
        /// Enter on the focused button, or a click on one.
        case activate
        case choose(WelcomeButton)
        /// "Answers from" and "Language" step to the next value.
        case nextBackend
        case nextLanguage
        case auth(AuthForm.Command)
        case openAuth(AuthForm.Mode, fromWelcome: Bool, message: AuthMessage?)
        case signOut(deleteLocalConversations: Bool)
        case deleteAccount
        case openLink(DeepLink)
        /// A send was refused after refresh-and-retry (protocol.md §7.5).
        case sessionExpired(AppError)
        /// A result of the account runner's work.
        case event(AccountEvent)

        /// The command for a key-map action; nil for another action.
        public init?(_ action: Action) {
            switch action {
            case .welcomeActivate: self = .activate
            case .welcomeChoose(let b): self = .choose(b)
            case .welcomeMoveFocus(let d): self = .moveFocus(d)
            case .welcomeMoveOnScreen(let d): self = .moveOnScreen(d)
            case .welcomeScroll(let rows): self = .scroll(rows)
            case .welcomePage(let pages): self = .page(pages)
            case .welcomeNextBackend: self = .nextBackend
            case .welcomeNextLanguage: self = .nextLanguage
            case .openSignIn: self = .openAuth(.signIn, fromWelcome: false, message: nil)
            case .openSignUp: self = .openAuth(.signUp, fromWelcome: false, message: nil)
            case .signOut(let deleteLocal): self = .signOut(deleteLocalConversations: deleteLocal)
            case .deleteAccount: self = .deleteAccount
            case .openDeepLink(let link): self = .openLink(link)
            default:
                guard let auth = AuthForm.Command(action) else { return nil }
                self = .auth(auth)
            }
        }
    }

    /// What a command asks of the rest of the app, in order.
    public enum Outcome: Hashable, Sendable {
        /// Work for the runners.
        case effect(Effect)
        /// An app-wide action (the backend, the language).
        case perform(Action)
        case account(AccountStatus)
        /// Another owner's conversations: an answer being written stops, Chat starts anew.
        case switchOwner(Owner, keepDraft: Bool)
        /// Shows a tab as it is; `enterTab` also does what entering it does (History reloads).
        case showTab(Tab)
        case enterTab(Tab)
        case connection(Connection)
        /// Chat starts a new conversation.
        case newChat
        /// A toast of a string key with literal arguments; a `code` is appended as
        /// "(Error code: …)".
        case toast(key: String, arguments: [String] = [], code: String? = nil, isError: Bool = false)
        case closeHelp
    }

    /// The app, and the welcome text as last drawn.
    public typealias Context = FeatureContext<WelcomeTextMetrics>

    public mutating func reduce(_ command: Command, _ context: Context) -> [Outcome] {
        var r = WelcomeReduction(welcome: self, app: context.app, metrics: context.metrics)
        r.run(command)
        self = r.welcome
        return r.outcomes
    }

    /// Sends go nowhere while the cloud refuses the stored sign-in (ux.md §2.5).
    public static func sendNeedsSignIn(_ app: AppState) -> Bool {
        if case .sessionExpired = app.account, app.backend != .library { return true }
        return false
    }

    /// Bracketed paste into the form's focused field; false when no form takes it.
    public mutating func paste(_ text: String) -> Bool {
        guard var form = auth, form.paste(text) else { return false }
        auth = form
        return true
    }
}

/// One run of the reducer: Welcome's state, the app as the outcomes so far leave it, and them.
struct WelcomeReduction {
    var welcome: WelcomeViewModel
    var app: AppState
    var metrics: WelcomeTextMetrics?
    var outcomes: [WelcomeViewModel.Outcome] = []

    init(welcome: WelcomeViewModel, app: AppState, metrics: WelcomeTextMetrics?) {
        self.welcome = welcome
        self.app = app
        self.metrics = metrics
    }

    mutating func emit(_ o: WelcomeViewModel.Outcome) {
        outcomes.append(o)
        // The snapshot follows what the router will do, for the commands' later reads.
        switch o {
        case .account(let a): app.account = a
        case .switchOwner(let owner, _): app.owner = owner
        case .showTab(let t), .enterTab(let t): app.tab = t
        case .perform(.setBackend(let b)): app.backend = b
        case .perform(.setLanguage(let l)): app.language = l
        default: break
        }
    }

    mutating func run(_ command: WelcomeViewModel.Command) {
        switch command {
        case .moveFocus(let d): welcome.moveFocus(d)
        case .moveOnScreen(let d): welcome.moveFocus(app.language.isRightToLeft ? -d : d)
        case .scroll(let rows): welcome.scroll(rows: rows, metrics: metrics)
        case .page(let pages): welcome.scroll(pages: pages, metrics: metrics)
        case .activate: activate(welcome.focus)
        case .choose(let button):
            welcome.focus = button
            activate(button)
        case .nextBackend:
            let next: Backend = app.backend == .library ? .cloud : .library
            emit(.perform(.setBackend(next)))
            emit(.connection(.online))
            if next != .library { emit(.effect(.account(.checkHealth(next)))) }
        case .nextLanguage:
            emit(.perform(.setLanguage(app.language == .en ? .ar : .en)))
        case .auth(let c): auth(c)
        case .openAuth(let mode, let fromWelcome, let message): openAuth(mode, fromWelcome: fromWelcome, message: message)
        case .signOut(let deleteLocal): signOut(deleteLocalConversations: deleteLocal)
        case .deleteAccount: deleteAccount()
        case .openLink(let link): openLink(link)
        case .sessionExpired(let error): sessionExpired(error)
        case .event(let e): handle(e)
        }
    }

    /// Get Started: the cloud (or a custom server) asks for a sign-in first; the offline
    /// library needs none. Skip to Chat continues as a guest (ux.md §2.3).
    private mutating func activate(_ button: WelcomeButton) {
        switch button {
        case .getStarted where app.backend != .library: openAuth(.signIn, fromWelcome: true, message: nil)
        case .getStarted, .skip: continueAsGuest()
        }
    }

    /// Opens the form, unless the backend has no accounts (the offline library).
    mutating func openAuth(_ mode: AuthForm.Mode, fromWelcome: Bool, message: AuthMessage?) {
        if app.backend == .library { return emit(.toast(key: "auth.unavailableWithLibrary")) }
        var form = AuthForm(mode: mode, email: app.account.email ?? "", returnsToWelcome: fromWelcome)
        form.message = message
        welcome.auth = form
        emit(.closeHelp)
    }

    /// The form's commands; what crosses screens (a request, leaving it) is applied here.
    private mutating func auth(_ command: AuthForm.Command) {
        guard var form = welcome.auth else { return }
        let outcome = form.reduce(command, backend: app.backend)
        welcome.auth = form
        switch outcome {
        case .updated: break
        case .close: welcome.auth = nil
        case .cancel(let id): emit(.effect(.account(.cancel(request: id))))
        case .submit:
            let effect = form.start(request: welcome.nextRequest(), backend: app.backend)
            welcome.auth = form
            emit(.effect(.account(effect)))
        case .continueAsGuest: continueAsGuest()
        }
    }

    /// Leaves Welcome or Auth for Chat as a guest; a stored sign-in that was not usable
    /// (restoring, expired) is given up (ux.md §2.4 "Continue as guest").
    private mutating func continueAsGuest() {
        if app.account != .guest {
            if case .account(let id) = app.owner {
                emit(.effect(.account(.signOut(accountId: id, deleteLocalConversations: false))))
            } else {
                emit(.effect(.account(.forgetTokens)))
            }
            becomeGuest()
        }
        welcome.auth = nil
        welcome.showsWelcome = false
        emit(.showTab(.chat))
        emit(.connection(.online))
        markWelcomeSeen()
        takePendingLink()
    }

    /// The first arrival in Chat is remembered, so Welcome does not show again (ux.md §2.1).
    mutating func markWelcomeSeen() {
        guard !welcome.welcomeSeen else { return }
        welcome.welcomeSeen = true
        emit(.effect(.persistSettings))
    }

    // MARK: links (protocol.md §12.2, ux.md §6.5)

    /// A link on the command line overrides the restored screen, after Welcome on a first launch.
    private mutating func openLink(_ link: DeepLink) {
        if link == .unsupported { return emit(.toast(key: "deeplink.unsupported", isError: true)) }
        if welcome.layer != nil {
            welcome.pendingLink = link
            return
        }
        switch link {
        case .newChat:
            emit(.showTab(.chat))
            emit(.newChat)
        case .history:
            emit(.enterTab(.history))
        case .settings:
            emit(.showTab(.settings))
        case .conversation(let id):
            // Found: `linkResolved` loads it; missing: a new conversation and the notice.
            emit(.showTab(.chat))
            emit(.effect(.account(.resolveLink(id: id, shared: false))))
        case .shared(let id):
            emit(.effect(.account(.resolveLink(id: id, shared: true))))
        case .factCheck(let text, let image):
            // The same flow as Alt+I and "Check a quotation": an image is read at once.
            if let image {
                emit(.perform(.factCheck(.openImage(prefill: image, pasted: nil))))
                emit(.perform(.factCheck(.submit)))
            } else {
                emit(.perform(.factCheck(.openText(text ?? ""))))
            }
        case .unsupported:
            break
        }
    }

    /// The link that waited for Welcome, now that the user has reached the app.
    mutating func takePendingLink() {
        guard let link = welcome.pendingLink else { return }
        welcome.pendingLink = nil
        openLink(link)
    }
}
