import AppCore
import ArgumentParser
import Domain
import Foundation
import Localization
import Logging
import Storage
import Terminal
import TextLayout

/// What a subcommand that reads or writes the user's data starts from: the same settings,
/// database, account and language the interface resolves at launch, with logs in the log file.
/// A failure is printed in the UI language and ends the command with status 1.
struct CommandContext {
    /// What every entry point starts from; the subcommands read it through the names below.
    let startup: Startup
    var paths: AppPaths { startup.paths }
    var launch: LaunchContext { startup.launch }
    var localizer: Localizer { startup.localizer }
    var logger: Logger { startup.logger }
    var environment: [String: String] { startup.environment }

    static func open(_ global: GlobalOptions, label: String) throws -> CommandContext {
        let startup: Startup
        do {
            startup = try Startup.open(global, label: label)
        } catch let failure as Startup.Failure {
            switch failure {
            case .needsUTF8(let message), .dataDirectory(let message): throw fail(message, status: failure.status)
            case .store(let message): throw fail("shamelagpt: " + message, status: failure.status)
            }
        }
        if let notice = startup.launch.notice { say(notice) }
        return CommandContext(startup: startup)
    }

    var owner: Owner { launch.owner }
    var conversations: ConversationRepository { launch.store.conversations }
    var messages: MessageRepository { launch.store.messages }

    /// `shamelagpt: <message>` and the code line on stderr, for a failure with an error code.
    func report(_ error: AppError) {
        var message = localizer(error.messageKey, error.detail ?? "")
        if let detail = error.detail, !message.contains(detail) { message += " (\(detail))" }
        Self.say("shamelagpt: " + message + "\n" + localizer("error.codeFormat", error.code))
    }

    /// A line on stderr, sanitised: messages carry server details, e-mail addresses and file
    /// contents, none of which may reach the terminal raw.
    static func say(_ text: String) {
        SafeOutput.write(text + "\n", to: .standardError)
    }

    /// Prints `message` on stderr and returns the exit to throw.
    static func fail(_ message: String, status: Int32) -> ExitCode {
        say(message)
        return ExitCode(status)
    }

    /// True when stdout is a terminal: tables are aligned for people, tab-separated otherwise.
    static var stdoutIsTerminal: Bool { isatty(1) == 1 }
}
