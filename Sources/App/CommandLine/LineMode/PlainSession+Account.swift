import AppCore
import Domain
import Foundation
import Localization
import Logging
import Presentation
import TextLayout

/// Plain mode's `/login` and `/logout`, with the sign-in form's checks and token file.
extension PlainSession {
    // MARK: Account

    func login() {
        guard chat.server != .library else {
            write(localizer("server.library.accountUnavailable") + "\n")
            return
        }
        write(localizer("auth.email") + ": ")
        guard let email = nextLine(), !email.isEmpty else { return }
        write(localizer("auth.password") + ": ")
        // As typed: a password may start or end with a space.
        let password = PasswordPrompt.withoutEcho { nextLine(trimmed: false) } ?? ""
        // A terminal showed the typed newline (ECHONL); piped input shows nothing.
        if isatty(0) == 0 { write("\n") }
        // The sign-in form's checks, before anything is sent (ux.md §2.4).
        var form = AuthForm(mode: .signIn, returnsToWelcome: false)
        form.email = TextBuffer(email)
        form.password = TextBuffer(password)
        if let (message, _) = form.validationError(backend: chat.server) {
            // A check of the form, not a failure: no error code, as the form shows it.
            writeError(localizer(message.key, message.number ?? 0) + "\n")
            return
        }
        let runner = AccountEffectRunner(launch: setup.launch, queue: setup.queue, logger: setup.logger)
        let effect = AccountEffect.signIn(request: 1, email: form.trimmedEmail, password: password, backend: chat.server)
        let queue = setup.queue
        Task.detached { if let e = await runner.run(effect) { queue.post(.account(e)) } }
        write(localizer("plain.signingIn") + "\n")
        pendingSignIn = true
        while pendingSignIn && !quitting { chat.pump(timeout: 0.1) }
    }


    func account(_ event: AccountEvent) {
        switch event {
        case .signedIn(_, let profile):
            pendingSignIn = false
            chat.owner = .account(profile.accountId)
            chat.signedIn = true
            chat.newChat()
            listed = []
            write(localizer("plain.signedIn", profile.email) + "\n")
        case .authFailed(_, let e):
            pendingSignIn = false
            writeError(printer.error(e))
        default:
            break
        }
    }

    func logout() {
        guard case .account = chat.owner else {
            write(localizer("plain.notSignedIn") + "\n")
            return
        }
        // As Settings → Sign out with "keep" (protocol.md §3.5): tokens gone, history kept.
        setup.launch.credentials.clearNow()
        chat.owner = .guest(setup.launch.guestId)
        chat.signedIn = false
        chat.newChat()
        listed = []
        write(localizer("plain.signedOut") + "\n")
        // As the app returns to Welcome after signing out (ux.md §5.5).
        write("\n" + printer.welcome() + "\n")
    }

    /// The next input line, read right away (sign-in prompts); nil at the end of input.
    func nextLine(trimmed: Bool = true) -> String? {
        reader.request()
        while true {
            if let line = reader.take() { return trimmed ? line.trimmingCharacters(in: .whitespaces) : line }
            if reader.isFinished { return nil }
            chat.pump(timeout: 0.05)
        }
    }
}
