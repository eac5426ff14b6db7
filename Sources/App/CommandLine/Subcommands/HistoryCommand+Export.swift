import AppCore
import ArgumentParser
import Domain
import Foundation
import Presentation

extension HistoryCommand {
    /// `history export ID [--output FILE]`: the Markdown of ux.md §3.10, to FILE or stdout.
    public struct Export: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Write a conversation as Markdown to a file or standard output.")

        @OptionGroup public var global: GlobalOptions
        @Option(name: [.short, .long], help: "Write to FILE instead of standard output (an existing file is replaced).")
        public var output: String?
        @Argument(help: "The conversation's ID (or a unique prefix of at least 4 characters).")
        public var id: String

        public init() {}

        public func run() async throws {
            let context = try CommandContext.open(global, label: "history")
            let markdown = try HistoryCommand.markdown(id, context)
            guard let output else {
                HistoryPrinter.write(markdown)
                return
            }
            let path = (output as NSString).expandingTildeInPath
            do {
                try Data(markdown.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
                throw CommandContext.fail("shamelagpt: " + context.localizer("toast.exportFailed", path, reason), status: 1)
            }
            CommandContext.say(context.localizer("toast.exported", path))
        }
    }

    /// The conversation as export Markdown, labelled with the backend in use.
    static func markdown(_ id: String, _ context: CommandContext) throws -> String {
        let c = try conversation(id, context)
        let list: [Message]
        do {
            list = try context.messages.messages(conversationId: c.id, owner: context.owner, page: .all)
        } catch {
            throw storageFailure(error, context)
        }
        let label = (c.startedWith ?? context.launch.backend).label(context.localizer)
        return ConversationExporter.markdown(ChatExport(conversation: c, messages: list, backendLabel: label),
                                             exportedAt: Date(), timeZone: .current)
    }
}
