import Domain

/// The Welcome screen and the sign-in forms (ux.md §2): full-screen layers over the tabs.
/// Auth, when open, sits above Welcome; Esc on Auth returns to whatever is below it.
public struct WelcomeViewModel: Hashable, Sendable {
    /// The Welcome screen shows (first launch, after sign-out) unless Auth covers it.
    public var showsWelcome = false
    /// The sign-in form, when open.
    public var auth: AuthForm?
    /// Welcome's focused button.
    public var focus: WelcomeButton = .getStarted
    /// First row of the welcome text in view.
    public var scroll = 0
    /// The `welcome_seen` flag of the settings file: set when the user first reaches Chat
    /// from Welcome or Auth, cleared by signing out (ux.md §2.1).
    public var welcomeSeen = true
    /// This computer's guest session id: the owner again after signing out (protocol.md §3.7).
    public var guestId: String?
    /// A command-line link, opened once Welcome is left (ux.md §6.4 step 4).
    public var pendingLink: DeepLink?
    /// Account deletion was asked of the server and has not answered yet.
    public var deletingAccount = false
    /// Numbers sign-in requests so a late answer to a cancelled one is ignored.
    var lastRequest = 0

    public init() {}

    /// The layer drawn over the tabs, if any.
    public var layer: WelcomeLayer? {
        if auth != nil { return .auth }
        return showsWelcome ? .welcome : nil
    }

    mutating func nextRequest() -> Int {
        lastRequest += 1
        return lastRequest
    }
}

public enum WelcomeLayer: Hashable, Sendable {
    case welcome, auth
}

/// Welcome's two buttons, in logical (tab) order.
public enum WelcomeButton: Hashable, Sendable, CaseIterable {
    case getStarted, skip
}

/// The welcome text's geometry as last drawn: the run loop copies it from the frame so
/// scrolling stops at the end without the coordinator knowing how text wraps.
public struct WelcomeTextMetrics: Hashable, Sendable {
    public var totalRows: Int
    public var visibleRows: Int

    public init(totalRows: Int, visibleRows: Int) {
        self.totalRows = totalRows
        self.visibleRows = visibleRows
    }

    public var maxScroll: Int { max(0, totalRows - visibleRows) }
}
