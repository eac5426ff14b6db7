import Domain

/// The runner's answers to the form's requests (ux.md §2.4): only the request in flight is
/// answered; a cancelled or older one is ignored (false).
extension AuthForm {
    /// The request failed: its message, and the focus where the failure can be fixed.
    public mutating func failed(request id: Int, _ error: AppError) -> Bool {
        guard end(request: id, with: .failure(error)) else { return false }
        if error.messageKey == "auth.invalidCredentials" { focus = .password }
        if error.messageKey == "auth.emailExistsUseLogin" { focus = .switchMode }
        return true
    }

    /// The reset link was sent.
    public mutating func resetSent(request id: Int) -> Bool {
        end(request: id, with: .info("auth.forgotPassword.sent"))
    }

    private mutating func end(request id: Int, with message: AuthMessage) -> Bool {
        guard pending == id else { return false }
        pending = nil
        self.message = message
        return true
    }
}
