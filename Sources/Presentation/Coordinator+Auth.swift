import Domain
import Input

/// The sign-in form (ux.md §2.4): keys, focus, submission and the request in flight.
extension Coordinator {
    /// Keys while the form shows. A focused field takes printable characters and editing
    /// keys first; a running request leaves only Esc (cancel) and the app-level keys.
    mutating func handleAuthKey(_ key: Key, now: Double) -> [Effect] {
        guard var form = state.welcome.auth else { return [] }
        if form.isBusy {
            if key == Key(.escape) || key == .ctrl("c") { return perform(.authBack, now: now) }
            if let a = layerAction(for: key, in: .authForm), [.quit, .redraw, .suspend].contains(a) {
                return perform(a, now: now)
            }
            return []
        }
        if form.focus.isTextField {
            let field = form.focus
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                form[field].insert(String(c))
                state.welcome.auth = form
                return []
            }
            if key == .ctrl("c"), !form[field].isEmpty {
                form[field].clear()
                state.welcome.auth = form
                return []
            }
            // The composer's editing keys, except those that make a second line or leave it.
            let edit = keyMap.bindings.first { $0.context == .textField && $0.keys.contains(key) }?.action
            if case .edit(let e)? = edit, ![.newline, .up, .down].contains(e) {
                form[field].apply(e)
                state.welcome.auth = form
                return []
            }
        }
        guard let action = layerAction(for: key, in: .authForm) else { return [] }
        return perform(action, now: now)
    }

    mutating func performAuth(_ action: Action, now: Double) -> [Effect] {
        guard var form = state.welcome.auth else { return [] }
        if form.isBusy, action != .authBack { return [] }
        switch action {
        case .authMoveFocus(let d):
            form.moveFocus(d)
        case .authFocus(let control) where form.controls.contains(control):
            form.focus = control
        case .authPress(let control) where form.controls.contains(control):
            form.focus = control
            state.welcome.auth = form
            return activate(control, now: now)
        case .authActivate:
            return activate(form.focus, now: now)
        case .authToggle:
            // Space toggles the checkbox and presses a button; in a field it was typed already.
            return activate(form.focus, now: now)
        case .authBack:
            if let id = form.pending {
                form.pending = nil
                state.welcome.auth = form
                return [.account(.cancel(request: id))]
            }
            if form.mode == .forgotPassword {
                form.switchMode(to: .signIn)
            } else {
                // Back to Welcome when it is below, else to the tabs (ux.md §6.3).
                state.welcome.auth = nil
                return []
            }
        default:
            break
        }
        state.welcome.auth = form
        return []
    }

    private mutating func activate(_ control: AuthForm.Control, now: Double) -> [Effect] {
        guard var form = state.welcome.auth else { return [] }
        switch control {
        case .displayName, .email, .password:
            // Enter moves to the next field; in the last one it submits (ux.md §2.4).
            if control == form.lastField { return submit(now: now) }
            form.moveFocus(1)
        case .showPassword:
            form.showPassword.toggle()
        case .primary:
            return submit(now: now)
        case .forgot:
            form.switchMode(to: .forgotPassword)
        case .switchMode:
            form.switchMode(to: form.mode == .signIn ? .signUp : .signIn)
        case .guest:
            return continueAsGuest(now: now)
        }
        state.welcome.auth = form
        return []
    }

    /// Validates locally, then asks the runner; the form waits for `AccountEvent`s.
    private mutating func submit(now: Double) -> [Effect] {
        guard var form = state.welcome.auth else { return [] }
        if let (message, field) = form.validationError(backend: state.backend) {
            form.message = message
            if form.controls.contains(field) { form.focus = field }
            state.welcome.auth = form
            return []
        }
        let id = state.welcome.nextRequest()
        form.pending = id
        form.message = nil
        state.welcome.auth = form
        let email = form.trimmedEmail
        switch form.mode {
        case .signIn:
            return [.account(.signIn(request: id, email: email, password: form.password.text, backend: state.backend))]
        case .signUp:
            let name = form.displayName.text.trimmingCharacters(in: .whitespacesAndNewlines)
            return [.account(.signUp(request: id, email: email, password: form.password.text,
                                     displayName: name.isEmpty ? nil : name, backend: state.backend))]
        case .forgotPassword:
            return [.account(.forgotPassword(request: id, email: email, backend: state.backend))]
        }
    }
}
