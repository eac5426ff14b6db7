import Domain

/// The sign-in form (ux.md §2.4): its mode, fields, focus, the line above the buttons, and the
/// request in flight. Validation is local and pure (protocol.md §3.1): nothing is sent for an
/// input the server would refuse.
public struct AuthForm: Hashable, Sendable {
    public enum Mode: Hashable, Sendable {
        case signIn, signUp, forgotPassword
    }

    /// Every focusable control, fields first; `controls` gives a mode's tab order.
    public enum Control: Hashable, Sendable {
        case displayName, email, password, showPassword
        /// Sign In / Create Account / Send Reset Link.
        case primary
        /// "Forgot password?"
        case forgot
        /// "Need an account? Sign up" / "Already have an account? Sign in" / "Back to sign in".
        case switchMode
        case guest

        public var isTextField: Bool { self == .displayName || self == .email || self == .password }
    }

    public var mode: Mode
    public var displayName = TextBuffer()
    public var email = TextBuffer()
    public var password = TextBuffer()
    public var showPassword = false
    public var focus: Control
    /// A validation error, a server error or an informational line (ux.md §2.4 table).
    public var message: AuthMessage?
    /// The id of the request in flight; the form ignores input but Esc meanwhile.
    public var pending: Int?
    /// Esc returns to Welcome (opened from there) rather than to the tabs.
    public var returnsToWelcome: Bool

    public init(mode: Mode, email: String = "", returnsToWelcome: Bool) {
        self.mode = mode
        self.email = TextBuffer(email)
        self.returnsToWelcome = returnsToWelcome
        self.focus = .email
        self.focus = firstControl
    }

    /// Tab order of the mode's controls.
    public var controls: [Control] {
        switch mode {
        case .signIn: [.email, .password, .showPassword, .primary, .forgot, .switchMode, .guest]
        case .signUp: [.displayName, .email, .password, .showPassword, .primary, .switchMode, .guest]
        case .forgotPassword: [.email, .primary, .switchMode]
        }
    }

    /// Where the focus lands when the mode opens: the first empty field, else the button.
    var firstControl: Control {
        let fields = controls.filter(\.isTextField)
        return fields.first { self[$0].isEmpty && $0 != .displayName } ?? (fields.first { self[$0].isEmpty } ?? .primary)
    }

    /// The text of a field (displayName, email or password).
    public subscript(field: Control) -> TextBuffer {
        get {
            switch field {
            case .displayName: displayName
            case .password: password
            default: email
            }
        }
        set {
            switch field {
            case .displayName: displayName = newValue
            case .password: password = newValue
            case .email: email = newValue
            default: break
            }
        }
    }

    public var isBusy: Bool { pending != nil }

    mutating func moveFocus(_ delta: Int) {
        let list = controls
        let i = list.firstIndex(of: focus) ?? 0
        focus = list[(i + delta + list.count) % list.count]
    }

    /// The last text field of the mode: Enter there submits (ux.md §2.4).
    var lastField: Control { controls.last(where: \.isTextField) ?? .email }

    mutating func switchMode(to new: Mode) {
        mode = new
        message = nil
        focus = firstControl
    }

    // MARK: Validation (protocol.md §3.1, ux.md §2.4)

    /// What the server gets: the trimmed e-mail; the password exactly as typed.
    public var trimmedEmail: String { email.text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// The first problem with the input and the field to fix, or nil when it may be sent.
    public func validationError(backend: Backend) -> (message: AuthMessage, field: Control)? {
        if case .custom(let url) = backend, Self.isPlainRemoteHTTP(url) {
            return (.error("auth.error.needsHTTPS"), .primary)
        }
        let mail = trimmedEmail
        if mail.isEmpty {
            return (.error(mode == .forgotPassword ? "auth.forgotPassword.emailRequired" : "auth.error.emailEmpty"), .email)
        }
        if !Self.looksLikeEmail(mail) { return (.error("auth.error.emailInvalid"), .email) }
        switch mode {
        case .forgotPassword:
            return nil
        case .signIn:
            return password.isEmpty ? (.error("auth.error.passwordEmpty"), .password) : nil
        case .signUp:
            if password.isEmpty { return (.error("auth.error.passwordEmpty"), .password) }
            if password.characters.count < Self.minimumPasswordLength {
                return (AuthMessage(key: "auth.error.passwordShort", number: Self.minimumPasswordLength), .password)
            }
            return nil
        }
    }

    public static let minimumPasswordLength = 6

    /// Malformed means no `@`, or no `.` after it (ux.md §2.4).
    public static func looksLikeEmail(_ s: String) -> Bool {
        guard let at = s.firstIndex(of: "@") else { return false }
        return s[s.index(after: at)...].contains(".")
    }

    /// Credentials never travel unencrypted: plain `http://` is refused unless the server is
    /// this computer.
    static func isPlainRemoteHTTP(_ url: String) -> Bool {
        let lower = url.trimmingCharacters(in: .whitespaces).lowercased()
        guard lower.hasPrefix("http://") else { return false }
        let rest = lower.dropFirst("http://".count)
        let hostPort = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host: Substring
        if hostPort.hasPrefix("[") {
            host = hostPort.dropFirst().prefix { $0 != "]" }
        } else {
            host = hostPort.prefix { $0 != ":" }
        }
        return !(host == "localhost" || host == "::1" || host.hasPrefix("127."))
    }
}

/// The line above the form's buttons: an error (prefixed `!`) or information.
public struct AuthMessage: Hashable, Sendable {
    public var key: String
    /// The catalogue code shown after the message, when there is one (protocol.md §8).
    public var code: String?
    /// A server detail shown after the message.
    public var detail: String?
    /// A number for the message's `%1$d` (in the UI's digits).
    public var number: Int?
    public var isError: Bool

    public init(key: String, code: String? = nil, detail: String? = nil, number: Int? = nil, isError: Bool = true) {
        self.key = key
        self.code = code
        self.detail = detail
        self.number = number
        self.isError = isError
    }

    static func error(_ key: String) -> AuthMessage { AuthMessage(key: key) }

    static func info(_ key: String) -> AuthMessage { AuthMessage(key: key, isError: false) }

    /// A failed request: the form's own wording for wrong credentials and a taken e-mail,
    /// otherwise the banner's text with its code (ux.md §2.4).
    public static func failure(_ e: AppError) -> AuthMessage {
        if e.messageKey == "auth.invalidCredentials" || e.messageKey == "auth.emailExistsUseLogin" {
            return AuthMessage(key: e.messageKey)
        }
        return AuthMessage(key: e.messageKey, code: e.code, detail: e.detail)
    }
}
