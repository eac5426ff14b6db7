import Foundation
import Localization
import Logging
import Terminal

/// What every entry point starts from, the full-screen interface and each subcommand alike: the
/// UTF-8 locale, the data directories, logging to the log file (never stdout or stderr, which
/// carry the output), and the launch's settings, store, account and language.
package struct Startup {
    package let paths: AppPaths
    package var launch: LaunchContext
    /// The string tables of the launch's language and digits.
    package let localizer: Localizer
    package let logger: Logger
    package let environment: [String: String]
    /// How to run this program on this data directory, for hints ("install it with …").
    package let command: LaunchCommand

    /// Why the program cannot start, already in the UI language; each front end prints it its way.
    package enum Failure: Error {
        /// No UTF-8 locale (exit status 2).
        case needsUTF8(String)
        /// The data directory cannot be created; the message names it (exit status 1).
        case dataDirectory(String)
        /// The store cannot be opened (exit status 1).
        case store(String)

        package var status: Int32 {
            if case .needsUTF8 = self { return 2 }
            return 1
        }
    }

    /// `label` names the logger: `shamelagpt` for the interface, `shamelagpt.<label>` otherwise.
    package static func open(_ global: GlobalOptions, label: String?, noMouse: Bool = false,
                     reduceMotion: Bool = false) throws -> Startup {
        let env = ProcessInfo.processInfo.environment
        let fallback = try global.localizer(environment: env)
        guard TerminalCheck.ensureUTF8Locale() else { throw Failure.needsUTF8(fallback("cli.needsUTF8")) }
        let paths = AppPaths.resolve(dataDir: global.dataDir, environment: env)
        do {
            try paths.create()
        } catch {
            throw Failure.dataDirectory("shamelagpt: \(paths.data.path): \(error.localizedDescription)")
        }
        let sink = LogSink(url: paths.logFile)
        LoggingSystem.bootstrap { FileLogHandler(label: $0, sink: sink) }
        let logger = Logger(label: label.map { "shamelagpt." + $0 } ?? "shamelagpt")
        // One line per start, whatever the entry point, before anything the start itself logs.
        logger.info("start", metadata: [
            "version": "\(AppVersion.string)", "pid": "\(getpid())", "data": "\(paths.data.path)",
            "command": "\(LoggedCommandLine.describe(Array(CommandLine.arguments.dropFirst())))"])
        let launch: LaunchContext
        do {
            launch = try LaunchContext.prepare(paths: paths, global: global, noMouse: noMouse, reduceMotion: reduceMotion,
                                               environment: env, logger: logger)
        } catch let error as LaunchError {
            throw Failure.store(error.message)
        }
        let digits = Appearance.digitStyle(launch.settings.digits)
        let localizer = (try? Localizer.bundled(launch.language, digits: digits)) ?? fallback
        return Startup(paths: paths, launch: launch, localizer: localizer, logger: logger, environment: env,
                       command: LaunchCommand.current(global, environment: env))
    }
}
