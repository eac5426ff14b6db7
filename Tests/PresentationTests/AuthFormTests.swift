import Domain
import Input
import Localization
@testable import Presentation
import Testing

/// The sign-in form (ux.md §2.4, protocol.md §3.1, §3.6): fields, focus, local validation,
/// what is sent, and how each answer shows.
@Suite struct AuthFormTests {
    static func signIn(backend: Backend = .cloud) throws -> WelcomeHarness {
        var h = try WelcomeHarness(backend: backend, showsWelcome: false, welcomeSeen: true)
        h.openSignIn()
        return h
    }

    @Test func lettersAreTypedIntoFieldsAndEnterMovesOn() throws {
        var h = try Self.signIn()
        #expect(h.c.contexts == [.authForm])
        #expect(h.form?.focus == .email)
        h.type("q? aisha@example.com")
        #expect(h.form?.email.text == "q? aisha@example.com", "letters, ? and space are typed, not commands")
        #expect(!h.state.isQuitting && h.state.help == nil)
        h.key(.ctrl("u"))
        #expect(h.form?.email.text == "")
        h.key(.ctrl("y"))
        #expect(h.form?.email.text == "q? aisha@example.com", "the kill buffer works as in the composer")
        h.key(.ctrl("c"))
        #expect(h.form?.email.text == "", "Ctrl+C clears the field before it means quit")
        h.type("a@b.co")
        h.key(.enter)
        #expect(h.form?.focus == .password)
        h.type("pw")
        #expect(h.form?.password.text == "pw")
        h.key(.tab)
        #expect(h.form?.focus == .showPassword)
        h.type(" ")
        #expect(h.form?.showPassword == true)
        h.key(Key(.tab, .shift))
        h.key(.up)
        #expect(h.form?.focus == .email)
    }

    @Test(arguments: [
        ("", "secret", "auth.error.emailEmpty", AuthForm.Control.email),
        ("   ", "secret", "auth.error.emailEmpty", .email),
        ("aisha", "secret", "auth.error.emailInvalid", .email),
        ("aisha@example", "secret", "auth.error.emailInvalid", .email),
        ("aisha@example.com", "", "auth.error.passwordEmpty", .password),
    ])
    func signInValidation(email: String, password: String, key: String, field: AuthForm.Control) throws {
        var h = try Self.signIn()
        h.type(email)
        h.key(.tab)
        h.type(password)
        let effects = h.action(.authPress(.primary))
        #expect(effects.isEmpty, "nothing is sent")
        #expect(h.form?.message == AuthMessage(key: key))
        #expect(h.form?.focus == field)
        #expect(h.form?.isBusy == false)
    }

    @Test func signUpNeedsSixCharacters() throws {
        var h = try Self.signIn()
        h.action(.authPress(.switchMode))
        #expect(h.form?.mode == .signUp)
        #expect(h.form?.focus == .email, "the optional display name is skipped")
        h.type("a@b.co")
        h.key(.enter)
        h.type("12345")
        h.key(.enter)
        #expect(h.form?.message == AuthMessage(key: "auth.error.passwordShort", number: 6))
        h.type("6")
        let effects = WelcomeHarness.accountEffects(h.key(.enter))
        #expect(effects == [.signUp(request: h.pending, email: "a@b.co", password: "123456", displayName: nil, backend: .cloud)])
    }

    @Test func theEmailIsTrimmedThePasswordSentAsTypedTheNameTrimmed() throws {
        var h = try Self.signIn()
        h.type("  aisha@example.com ")
        h.key(.enter)
        h.type(" pass word ")
        var effects = WelcomeHarness.accountEffects(h.key(.enter))
        #expect(effects == [.signIn(request: h.pending, email: "aisha@example.com", password: " pass word ", backend: .cloud)])
        h.account(.authFailed(request: h.pending, AppError(code: "E-HTTP-401", messageKey: "auth.invalidCredentials")))
        h.action(.authPress(.switchMode))
        h.action(.authFocus(.displayName))
        h.type("  Aisha  ")
        effects = WelcomeHarness.accountEffects(h.action(.authPress(.primary)))
        #expect(effects == [.signUp(request: h.pending, email: "aisha@example.com", password: " pass word ",
                                    displayName: "Aisha", backend: .cloud)])
    }

    @Test func whileARequestRunsOnlyEscActsAndItCancels() throws {
        var h = try Self.signIn()
        h.type("a@b.co")
        h.key(.enter)
        h.type("pw")
        h.key(.enter)
        let id = h.pending
        #expect(h.form?.isBusy == true)
        h.type("zz")
        h.key(.tab)
        #expect(h.form?.password.text == "pw")
        #expect(h.form?.focus == .password)
        #expect(h.key(.escape) == [.account(.cancel(request: id))])
        #expect(h.form?.isBusy == false)
        #expect(h.state.welcome.layer == .auth, "the first Esc only cancels")
        h.account(.signedIn(request: id, AccountProfile(accountId: "uid-1", email: "a@b.co", displayName: nil)))
        #expect(h.state.account == .guest, "a cancelled request's answer is ignored")
        h.key(.escape)
        #expect(h.state.welcome.layer == nil, "back to the tabs it was opened from")
    }

    /// protocol.md §3.6 and ux.md §2.4: each failure's line; codes only outside the form's own wording.
    @Test(arguments: [
        (AppError(code: "E-HTTP-401", messageKey: "auth.invalidCredentials"), AuthMessage(key: "auth.invalidCredentials")),
        (AppError(code: "E-HTTP-400", messageKey: "auth.emailExistsUseLogin"), AuthMessage(key: "auth.emailExistsUseLogin")),
        (AppError(code: "E-NET-003", messageKey: "network.noConnection"),
         AuthMessage(key: "network.noConnection", code: "E-NET-003")),
        (AppError(code: "E-HTTP-503", messageKey: "network.serverError", detail: "down"),
         AuthMessage(key: "network.serverError", code: "E-HTTP-503", detail: "down")),
    ])
    func failuresShowInTheForm(error: AppError, expected: AuthMessage) throws {
        var h = try Self.signIn()
        h.type("a@b.co")
        h.key(.enter)
        h.type("pw")
        h.key(.enter)
        h.account(.authFailed(request: h.pending, error))
        #expect(h.form?.message == expected)
        #expect(h.form?.isBusy == false)
        #expect(h.form?.password.text == "pw", "the password stays for another try")
    }

    @Test func forgotPasswordUsesTheEmailAndSaysWhenSent() throws {
        var h = try Self.signIn()
        h.action(.authPress(.forgot))
        #expect(h.form?.mode == .forgotPassword)
        h.key(.enter)
        #expect(h.form?.message == AuthMessage(key: "auth.forgotPassword.emailRequired"))
        h.type("a@b.co")
        let effects = WelcomeHarness.accountEffects(h.key(.enter))
        #expect(effects == [.forgotPassword(request: h.pending, email: "a@b.co", backend: .cloud)])
        h.account(.resetSent(request: h.pending))
        #expect(h.form?.message == AuthMessage(key: "auth.forgotPassword.sent", isError: false))
        h.key(.escape)
        #expect(h.form?.mode == .signIn, "Esc goes back to signing in first")
        #expect(h.form?.email.text == "a@b.co")
    }

    @Test func pasteGoesToTheFocusedFieldWithoutLineBreaks() throws {
        var h = try Self.signIn()
        _ = h.c.handle(.input(.paste("aisha@\nexample.com\r\n")), now: 0)
        #expect(h.form?.email.text == "aisha@example.com")
        #expect(h.state.chat.composer.isEmpty)
    }

    @Test func plainHTTPToAnotherMachineIsRefusedButThisComputerIsFine() throws {
        var h = try Self.signIn(backend: .custom("http://example.org:8000"))
        h.type("a@b.co")
        h.key(.enter)
        h.type("pw")
        #expect(h.key(.enter).isEmpty)
        #expect(h.form?.message == AuthMessage(key: "auth.error.needsHTTPS"))
        for url in ["http://127.0.0.1:9000", "http://localhost:8080/api", "http://[::1]:80", "https://example.org"] {
            var ok = try Self.signIn(backend: .custom(url))
            ok.type("a@b.co")
            ok.key(.enter)
            ok.type("pw")
            #expect(WelcomeHarness.accountEffects(ok.key(.enter)).count == 1, "\(url)")
        }
    }

    @Test func theOfflineLibraryHasNoSignIn() throws {
        var h = try WelcomeHarness(backend: .library, showsWelcome: false, welcomeSeen: true)
        h.openSignIn()
        #expect(h.state.welcome.layer == nil)
        #expect(h.state.toast?.text == "Not available with the offline library")
    }

    @Test func continueAsGuestClosesTheFormForChat() throws {
        var h = try WelcomeHarness(backend: .cloud)
        h.key(.enter)  // Get Started
        h.action(.authPress(.guest))
        #expect(h.state.welcome.layer == nil)
        #expect(h.state.welcome.welcomeSeen)
        #expect(h.state.tab == .chat)
    }
}
