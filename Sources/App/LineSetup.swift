import Domain
import Foundation
import Localization
import Logging
import Presentation
import Storage

/// What `ask` and `--plain` prepare before their first question: the data directory, logging
/// to the log file (never to stdout or stderr, which carry the output), the settings and the
/// store as the app opens them, and the backend's client.
struct LineSetup {
    let paths: AppPaths
    var launch: LaunchContext
    let logger: Logger
    let queue: EventQueue
    let backend: ChatBackend
    let environment: [String: String]

    /// Exits 1 with the localized reason when the data directory or the store cannot be opened.
    static func prepare(global: GlobalOptions, environment env: [String: String], label: String) -> LineSetup {
        let paths = AppPaths.resolve(dataDir: global.dataDir, environment: env)
        do {
            try paths.create()
        } catch {
            ShamelaCommand.fail("shamelagpt: \(paths.data.path): \(error.localizedDescription)", status: 1)
        }
        let sink = LogSink(url: paths.logFile)
        LoggingSystem.bootstrap { FileLogHandler(label: $0, sink: sink) }
        let logger = Logger(label: label)
        logger.info("start", metadata: ["version": "\(AppVersion.string)", "data": "\(paths.data.path)"])
        let launch: LaunchContext
        do {
            launch = try LaunchContext.prepare(paths: paths, global: global, noMouse: true, reduceMotion: true,
                                               environment: env, logger: logger)
        } catch let error as LaunchError {
            ShamelaCommand.fail(error.message, status: 1)
        } catch {
            ShamelaCommand.fail("shamelagpt: \(error)", status: 1)
        }
        let queue = EventQueue()
        let backend = ChatBackend(paths: paths, queue: queue, logger: logger, credentials: launch.credentials)
        return LineSetup(paths: paths, launch: launch, logger: logger, queue: queue, backend: backend, environment: env)
    }

    /// A chat over `conversations`/`messages` (the store, or memory for `--no-save`).
    func chat(conversations: ConversationRepository, messages: MessageRepository,
              actions: ChatEffectRunner.Actions = .none) -> LineChat {
        let runner = ChatEffectRunner(conversations: conversations, messages: messages, backend: backend, queue: queue,
                                      logger: logger, actions: actions, guestSessionId: launch.guestId)
        return LineChat(runner: runner, queue: queue, backend: backend, owner: launch.owner, language: launch.language,
                        server: launch.backend, library: ChatBackend.initialLibraryStatus(paths: paths),
                        signedIn: launch.accountStart.account.usesAccountStream,
                        deepThinking: launch.settings.deepThinking)
    }
}
