import AppCore
import Domain
import Foundation
import Localization
import Logging
import Presentation
import Storage

/// What `ask` and `--plain` prepare before their first question: what every data command
/// opens (`CommandContext`: paths, file logging — never stdout or stderr, which carry the
/// output — settings, store, owner and language), plus the backend's client.
struct LineSetup {
    let paths: AppPaths
    var launch: LaunchContext
    let logger: Logger
    let localizer: Localizer
    let queue: EventQueue
    let backend: ChatBackend
    let environment: [String: String]
    /// How to run this program on this data directory, for the hints.
    let command: LaunchCommand

    /// Ends the command with status 1 and the localized reason when the data directory or the
    /// store cannot be opened.
    static func prepare(global: GlobalOptions, label: String) throws -> LineSetup {
        let context = try CommandContext.open(global, label: label)
        let queue = EventQueue()
        let backend = ChatBackend(paths: context.paths, queue: queue, logger: context.logger,
                                  credentials: context.launch.credentials)
        return LineSetup(paths: context.paths, launch: context.launch, logger: context.logger,
                         localizer: context.localizer, queue: queue, backend: backend, environment: context.environment,
                         command: context.startup.command)
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
