import AppCore
import ArgumentParser
import Domain
import Foundation
import Presentation

/// `shamelagpt login [--email EMAIL]` (ux.md §10): signs in to the cloud or the `--server`,
/// with the same checks and token file as the Welcome screen, so the interface and every
/// command use the account afterwards. The password is never echoed nor taken as an option.
public struct LoginCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "login",
        _superCommandName: "shamelagpt",
        abstract: "Sign in to ShamelaGPT (the cloud, or the server given with --server).",
        discussion: "Prompts for the e-mail (unless --email is given) and the password without echo. "
            + "Without a terminal, the password is read from the first line of standard input."
    )

    @OptionGroup public var global: GlobalOptions
    @Option(name: .long, help: "The account's e-mail address.")
    public var email: String?

    public init() {}

    public func run() async throws {
        let context = try CommandContext.open(global, label: "account")
        let l = context.localizer
        // An explicit server, else the configured one; the offline library has no accounts.
        let backend = context.launch.backend == .library ? Backend.cloud : context.launch.backend
        if case .library = global.explicitBackend(environment: context.environment) {
            throw CommandContext.fail("shamelagpt: " + l("cli.login.needsServer"), status: 2)
        }
        var form = AuthForm(mode: .signIn, returnsToWelcome: false)
        guard let mail = email ?? Self.ask(l("auth.email") + ": ") else { throw ExitCode(1) }
        form.email = TextBuffer(mail)
        guard let password = PasswordPrompt.read(l("auth.password") + ": ") else { throw ExitCode(1) }
        form.password = TextBuffer(password)
        if let (message, _) = form.validationError(backend: backend) {
            throw CommandContext.fail("shamelagpt: " + l(message.key, message.number ?? 0), status: 2)
        }
        let runner = AccountEffectRunner(launch: context.launch, queue: EventQueue(), logger: context.logger)
        switch await runner.run(.signIn(request: 1, email: form.trimmedEmail, password: password, backend: backend)) {
        case .signedIn(_, let profile)?:
            let who = profile.displayName.map { HistoryPrinter.oneLine($0) + " · " + profile.email } ?? profile.email
            CommandContext.say(l("cli.login.done", who, l(backend.labelKey)))
        case .authFailed(_, let error)?:
            // Worded as the sign-in form words it (ux.md §2.4: failures use the banner text).
            context.report(error)
            throw ExitCode(["E-NET-003", "E-NET-004"].contains(error.code) ? 3 : 1)
        default:
            throw ExitCode(1)
        }
    }

    static func ask(_ prompt: String) -> String? {
        if isatty(0) == 1 { SafeOutput.write(prompt, to: .standardError) }
        return readLine(strippingNewline: true)
    }
}
