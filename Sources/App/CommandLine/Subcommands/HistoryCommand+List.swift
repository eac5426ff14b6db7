import AppCore
import ArgumentParser
import Domain
import Foundation

extension HistoryCommand {
    /// `history list [--starred] [--limit N] [--json]`: most recently updated first.
    public struct List: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "List conversations, most recent first: ID, last update, title.")

        @OptionGroup public var global: GlobalOptions
        @Flag(name: .long, help: "Only starred conversations.")
        public var starred = false
        @Option(name: .long, help: "At most N conversations (default 50).")
        public var limit = 50
        @Flag(name: .long, help: "Print a JSON array.")
        public var json = false

        public init() {}

        public func validate() throws { try HistoryCommand.validate(limit: limit) }

        public func run() async throws {
            let context = try CommandContext.open(global, label: "history")
            let entries: [Domain.HistoryEntry]
            do {
                entries = try context.conversations.history(owner: context.owner, starredOnly: starred,
                                                            after: nil, limit: limit)
            } catch {
                throw HistoryCommand.storageFailure(error, context)
            }
            if json {
                HistoryPrinter.write(HistoryPrinter.encode(entries.map(HistoryPrinter.json)))
            } else if entries.isEmpty {
                // Said on stderr, so a script reading stdout sees an empty list.
                CommandContext.say(context.localizer(starred ? "cli.history.noneStarred" : "cli.history.none"))
            } else {
                let rows = HistoryPrinter.rows(entries, forTerminal: CommandContext.stdoutIsTerminal,
                                              untitled: context.localizer("chat.newConversation"))
                HistoryPrinter.write(rows.joined(separator: "\n") + "\n")
            }
        }
    }
}
