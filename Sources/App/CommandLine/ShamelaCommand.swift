import AppCore
import ArgumentParser
import Foundation
import Localization
import TUI
import Terminal

/// `shamelagpt`: the full-screen interface, and the root of the subcommands.
public struct ShamelaCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shamelagpt",
        abstract: "A terminal client for ShamelaGPT: answers about Islam with citations.",
        discussion: """
        Keys: Tab / Shift+Tab switch tabs; Alt+1, Alt+2, Alt+3 (or F2, F3, F4) open Chat, History \
        and Settings; F1 or ? shows help; Esc goes back; Ctrl+L redraws; Ctrl+Z suspends; \
        Ctrl+C twice or F10 quits.
        """,
        version: "shamelagpt \(AppVersion.string)",
        subcommands: [AskCommand.self, HistoryCommand.self, ConfigCommand.self, LoginCommand.self, LogoutCommand.self,
                      LibraryCommand.self, ServeCommand.self]
    )

    @OptionGroup public var global: GlobalOptions

    @Flag(name: .long, help: "Linear, screen-reader-friendly interface.")
    public var plain = false

    @Flag(name: .long, help: "Turn the mouse off.")
    public var noMouse = false

    @Flag(name: .long, help: "No animation: a static spinner and no blinking.")
    public var reduceMotion = false

    @Flag(name: .long, help: "Allow colour in plain mode.")
    public var color = false

    @Argument(help: "A link to open: shamelagpt://chat?id=…, https://shamelagpt.com/chat?id=…")
    public var link: String?

    public init() {}

    public mutating func run() async throws {
        let env = ProcessInfo.processInfo.environment
        let localizer = try global.localizer(environment: env)
        guard TerminalCheck.ensureUTF8Locale() else {
            Self.fail(localizer("cli.needsUTF8"))
        }
        if plain {
            try await runPlain(environment: env)
            return
        }
        if let problem = TerminalCheck.problem(environment: env) {
            Self.fail(Self.message(for: problem, localizer: localizer))
        }
        let startup: Startup
        do {
            startup = try Startup.open(global, label: nil, noMouse: noMouse, reduceMotion: reduceMotion)
        } catch let failure as Startup.Failure {
            switch failure {
            case .needsUTF8(let message), .dataDirectory(let message), .store(let message):
                Self.fail(message, status: failure.status)
            }
        }
        let status = await ScreenSession.run(startup, link: link)
        if status != 0 { throw ExitCode(status) }
    }

    static func message(for problem: TerminalCheck.Problem, localizer: Localizer) -> String {
        switch problem {
        case .stdinNotATerminal: localizer("cli.notATerminal", localizer("cli.stdin"))
        case .stdoutNotATerminal: localizer("cli.notATerminal", localizer("cli.stdout"))
        case .dumbTerminal(let term): localizer("cli.dumbTerminal", term ?? localizer("cli.termUnset"))
        case .noTerminfo(let term): localizer("cli.noTerminfo", term)
        case .noUTF8Locale: localizer("cli.needsUTF8")
        }
    }

    static func fail(_ message: String, status: Int32 = 2) -> Never {
        SafeOutput.write(message + "\n", to: .standardError)
        Foundation.exit(status)
    }
}
