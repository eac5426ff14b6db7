import Input

/// The sign-in form's rules (ux.md §2.4): focus, typing, Enter moving on or submitting, Esc
/// cancelling the request in flight or going back. What crosses screens (a request, leaving the
/// form, continuing as a guest) comes back as an outcome for the coordinator to apply.
extension AuthForm {
    public enum Command: Hashable, Sendable {
        case moveFocus(Int)
        case focus(Control)
        /// A click on a control: focus it and activate it.
        case press(Control)
        case activate
        /// Space: toggles the checkbox and presses a button; in a field it was typed already.
        case toggle
        case back

        /// The form's command for a key-map action; nil for another action.
        public init?(_ action: Action) {
            switch action {
            case .authMoveFocus(let d): self = .moveFocus(d)
            case .authFocus(let c): self = .focus(c)
            case .authPress(let c): self = .press(c)
            case .authActivate: self = .activate
            case .authToggle: self = .toggle
            case .authBack: self = .back
            default: return nil
            }
        }
    }

    public enum Outcome: Hashable, Sendable {
        /// The form changed, or nothing happened.
        case updated
        /// Leave the form for what is below it (Welcome or the tabs, ux.md §6.3).
        case close
        /// Cancel the request in flight.
        case cancel(request: Int)
        /// The input is valid: send it (`start(request:backend:)`).
        case submit
        case continueAsGuest
    }

    /// Applies `command`; while a request runs only Back does anything.
    public mutating func reduce(_ command: Command, backend: Backend) -> Outcome {
        if isBusy, command != .back { return .updated }
        switch command {
        case .moveFocus(let d):
            moveFocus(d)
        case .focus(let control) where controls.contains(control):
            focus = control
        case .press(let control) where controls.contains(control):
            focus = control
            return activate(control, backend: backend)
        case .activate, .toggle:
            return activate(focus, backend: backend)
        case .back:
            if let id = pending {
                pending = nil
                return .cancel(request: id)
            }
            guard mode == .forgotPassword else { return .close }
            switchMode(to: .signIn)
        default:
            break
        }
        return .updated
    }

    private mutating func activate(_ control: Control, backend: Backend) -> Outcome {
        switch control {
        case .displayName, .email, .password:
            // Enter moves to the next field; in the last one it submits (ux.md §2.4).
            if control == lastField { return validate(backend: backend) }
            moveFocus(1)
        case .showPassword:
            showPassword.toggle()
        case .primary:
            return validate(backend: backend)
        case .forgot:
            switchMode(to: .forgotPassword)
        case .switchMode:
            switchMode(to: mode == .signIn ? .signUp : .signIn)
        case .guest:
            return .continueAsGuest
        }
        return .updated
    }

    /// Local validation first (protocol.md §3.1): an error is shown at its field and nothing
    /// is sent.
    private mutating func validate(backend: Backend) -> Outcome {
        guard let (message, field) = validationError(backend: backend) else { return .submit }
        self.message = message
        if controls.contains(field) { focus = field }
        return .updated
    }

    /// Marks request `id` in flight and returns it; the form then waits for `AccountEvent`s.
    public mutating func start(request id: Int, backend: Backend) -> AccountEffect {
        pending = id
        message = nil
        let email = trimmedEmail
        switch mode {
        case .signIn:
            return .signIn(request: id, email: email, password: password.text, backend: backend)
        case .signUp:
            let name = displayName.text.trimmingCharacters(in: .whitespacesAndNewlines)
            return .signUp(request: id, email: email, password: password.text,
                           displayName: name.isEmpty ? nil : name, backend: backend)
        case .forgotPassword:
            return .forgotPassword(request: id, email: email, backend: backend)
        }
    }

    /// A key for the focused text field: printable characters, Ctrl+C clearing a non-empty
    /// field, and the composer's editing keys except those that make a second line or leave
    /// it. False when the key is not the field's (or no field has the focus).
    public mutating func typeKey(_ key: Key, keyMap: KeyMap) -> Bool {
        guard focus.isTextField else { return false }
        let field = focus
        if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
            self[field].insert(String(c))
            return true
        }
        let action = keyMap.action(for: key, in: [.textField])
        if action == .interrupt, !self[field].isEmpty {
            self[field].clear()
            return true
        }
        guard case .edit(let e)? = action, ![.newline, .up, .down].contains(e) else { return false }
        self[field].apply(e.logical)
        return true
    }

    /// A paste into the focused field, on one line (every field is one line, ux.md §2.4); false
    /// when it cannot take one (busy, or a button has the focus).
    public mutating func paste(_ text: String) -> Bool {
        guard !isBusy, focus.isTextField else { return false }
        _ = self[focus].paste(text.filter { !$0.isNewline })
        return true
    }
}
