import AppCore
import ArgumentParser
import Domain
import Foundation
import Networking
import Presentation

extension HistoryCommand {
    /// `history delete ID... | --all [--yes]`: asks on a terminal, needs `--yes` otherwise. For
    /// a signed-in account the server's copies are deleted too: recorded first, so the app sends
    /// them later if the server cannot be reached now (protocol.md §11.4).
    public struct Delete: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Delete conversations (and, when signed in, their copies on the server).")

        @OptionGroup public var global: GlobalOptions
        @Flag(name: .long, help: "Delete every conversation.")
        public var all = false
        @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
        public var yes = false
        @Argument(help: "IDs of the conversations (or unique prefixes of at least 4 characters).")
        public var ids: [String] = []

        public init() {}

        public func validate() throws {
            if all && !ids.isEmpty { throw ValidationError("Give IDs or --all, not both.") }
            if !all && ids.isEmpty { throw ValidationError("Give the IDs of the conversations to delete, or --all.") }
        }

        public func run() async throws {
            let context = try CommandContext.open(global, label: "history")
            let l = context.localizer
            // Every ID is resolved before anything is deleted: a typo deletes nothing.
            var targets: [Conversation] = []
            for id in ids {
                let c = try HistoryCommand.conversation(id, context)
                if !targets.contains(where: { $0.id == c.id }) { targets.append(c) }
            }
            let count: Int
            do {
                count = all ? try context.conversations.count(owner: context.owner, starredOnly: false) : targets.count
            } catch {
                throw HistoryCommand.storageFailure(error, context)
            }
            guard count > 0 else {
                CommandContext.say(l("cli.history.none"))
                return
            }
            if !yes {
                guard isatty(0) == 1 else { throw CommandContext.fail(l("cli.history.deleteNeedsYes"), status: 2) }
                let question = targets.count == 1 && !all
                    ? l("cli.history.deleteOne", HistoryPrinter.oneLine(ConversationTitle.display(stored: targets[0].title, firstQuestion: nil)
                                                            ?? l("chat.newConversation")))
                    : l.plural(all ? "cli.history.deleteAll" : "cli.history.deleteMany", count: count)
                guard Confirmation.ask(question + " " + l("cli.confirm.prompt"), localizer: l) else {
                    CommandContext.say(l("cli.history.deleteCancelled"))
                    return
                }
            }
            let remote: Bool
            if case .account = context.owner { remote = true } else { remote = false }
            let work = HistoryWork(conversations: context.conversations, messages: context.messages,
                                   syncState: context.launch.store.syncState, exportDirectory: "")
            let effects: [HistoryEffect] = all ? [.deleteAll(remote: remote)] : targets.map { .delete(conversationId: $0.id, remote: remote) }
            for effect in effects {
                switch work.run(effect, owner: context.owner) {
                case .deleteFailed(_, let e), .deleteAllFailed(let e):
                    context.report(e)
                    throw ExitCode(1)
                default: break
                }
            }
            CommandContext.say(l.plural("cli.history.deleted", count: count))
            if remote { await sendDeletions(context) }
        }

        /// Tells the server now; what it cannot take stays recorded for the app's next sync.
        private func sendDeletions(_ context: CommandContext) async {
            guard let creds = context.launch.credentials.loadNow(),
                  let server = try? FileCredentialStore.server(forOrigin: creds.origin) else { return }
            let sync = ConversationSync(conversations: context.conversations, messages: context.messages,
                                        syncState: context.launch.store.syncState, logger: context.logger)
            let api = ShamelaAPI(server: server, credentials: context.launch.credentials)
            if case .deferred(let e, _) = await sync.flushDeletions(api: api, owner: context.owner) {
                context.logger.info("server deletion deferred", metadata: ["code": "\(e.error.code)"])
                CommandContext.say(context.localizer("cli.history.deleteLater"))
            }
        }
    }
}
