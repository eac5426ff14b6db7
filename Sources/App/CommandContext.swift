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
    let paths: AppPaths
    let launch: LaunchContext
    let localizer: Localizer
    let logger: Logger
    let environment: [String: String]

    static func open(_ global: GlobalOptions, label: String) throws -> CommandContext {
        let env = ProcessInfo.processInfo.environment
        let fallback = try global.localizer(environment: env)
        guard TerminalCheck.ensureUTF8Locale() else { throw fail(fallback("cli.needsUTF8"), status: 2) }
        let paths = AppPaths.resolve(dataDir: global.dataDir, environment: env)
        do {
            try paths.create()
        } catch {
            throw fail("shamelagpt: \(paths.data.path): \(error.localizedDescription)", status: 1)
        }
        let sink = LogSink(url: paths.logFile)
        LoggingSystem.bootstrap { FileLogHandler(label: $0, sink: sink) }
        let logger = Logger(label: "shamelagpt." + label)
        let launch: LaunchContext
        do {
            launch = try LaunchContext.prepare(paths: paths, global: global, noMouse: false, reduceMotion: false,
                                               environment: env, logger: logger)
        } catch let error as LaunchError {
            throw fail("shamelagpt: " + error.message, status: 1)
        }
        let digits = Appearance.digitStyle(launch.settings.digits)
        let localizer = (try? Localizer.bundled(launch.language, digits: digits)) ?? fallback
        if let notice = launch.notice { say(notice) }
        return CommandContext(paths: paths, launch: launch, localizer: localizer, logger: logger, environment: env)
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
