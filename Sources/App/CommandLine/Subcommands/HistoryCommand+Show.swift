import AppCore
import ArgumentParser
import Domain
import Foundation

extension HistoryCommand {
    /// `history show ID [--format text|markdown|json]`: text as plain mode prints it, the
    /// export Markdown, or one JSON object with the messages.
    public struct Show: AsyncParsableCommand {
        public enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown, json }

        public static let configuration = CommandConfiguration(abstract: "Print a conversation.")

        @OptionGroup public var global: GlobalOptions
        @Option(name: .long, help: "text (default), markdown or json.")
        public var format: Format = .text
        @Argument(help: "The conversation's ID (or a unique prefix of at least 4 characters).")
        public var id: String

        public init() {}

        public func run() async throws {
            let context = try CommandContext.open(global, label: "history")
            if format == .markdown {
                HistoryPrinter.write(try HistoryCommand.markdown(id, context))
                return
            }
            let c = try HistoryCommand.conversation(id, context)
            let list: [Message]
            do {
                list = try context.messages.messages(conversationId: c.id, owner: context.owner, page: .all)
            } catch {
                throw HistoryCommand.storageFailure(error, context)
            }
            let title = ConversationTitle.display(stored: c.title,
                                                  firstQuestion: list.first(where: { $0.role == .user })?.content)
                ?? context.localizer("chat.newConversation")
            switch format {
            case .json:
                let entry = HistoryEntry(conversation: c, lastMessageContent: nil, firstQuestion: nil,
                                         messageCount: list.count)
                var object = HistoryPrinter.json(entry)
                object["title"] = title
                object["messages"] = list.map(HistoryPrinter.json)
                HistoryPrinter.write(HistoryPrinter.encode(object))
            default:
                // As plain mode prints a conversation it opens (ux.md §10).
                let printer = PlainPrinter(localizer: context.localizer)
                HistoryPrinter.write(printer.opened(HistoryPrinter.oneLine(title)) + list.map { printer.transcript($0) }.joined())
            }
        }
    }
}
