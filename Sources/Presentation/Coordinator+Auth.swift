import Domain
import Input

/// The sign-in form (ux.md §2.4): `AuthForm` reduces its keys and commands; this routes keys
/// to it and applies what crosses screens (requests, leaving the form).
extension Coordinator {
    /// Keys while the form shows. A focused field takes printable characters and editing
    /// keys first; a running request leaves only Esc (cancel) and the app-level keys.
    mutating func handleAuthKey(_ key: Key, now: Double) -> [Effect] {
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

    mutating func performAuth(_ command: AuthForm.Command, now: Double) -> [Effect] {
        guard var form = state.welcome.auth else { return [] }
        let outcome = form.reduce(command, backend: state.backend)
        state.welcome.auth = form
        switch outcome {
        case .updated:
            return []
        case .close:
            state.welcome.auth = nil
            return []
        case .cancel(let id):
            return [.account(.cancel(request: id))]
        case .submit:
            let effect = form.start(request: state.welcome.nextRequest(), backend: state.backend)
            state.welcome.auth = form
            return [.account(effect)]
        case .continueAsGuest:
            return continueAsGuest(now: now)
        }
    }
}
