import ArgumentParser
import Domain
import Foundation
import Localization

/// `shamelagpt history list|show|search|delete|export` (ux.md §10): the conversations of the
/// History tab from the command line, for the account signed in here or else the guest.
public struct HistoryCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "history",
        _superCommandName: "shamelagpt",
        abstract: "List, show, search, delete or export stored conversations.",
        subcommands: [List.self, Show.self, Search.self, Delete.self, Export.self]
    )

    public init() {}

    /// The conversation `id` names, or a localized failure and status 1.
    static func conversation(_ id: String, _ context: CommandContext) throws -> Conversation {
        let l = context.localizer
        do {
            switch try ConversationLookup.find(id, conversations: context.conversations, owner: context.owner) {
            case .success(let c): return c
            case .failure(.notFound(let query)):
                throw CommandContext.fail("shamelagpt: " + l("cli.history.notFound", query), status: 1)
            case .failure(.tooShort(let query)):
                throw CommandContext.fail("shamelagpt: " + l("cli.history.prefixTooShort", query,
                                                             String(ConversationLookup.minimumPrefix)), status: 1)
            case .failure(.ambiguous(let query, let count)):
                throw CommandContext.fail("shamelagpt: " + l.plural("cli.history.ambiguous", count: count, query),
                                          status: 1)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw storageFailure(error, context)
        }
    }

    /// Reports a storage error with its code; the exit to throw.
    static func storageFailure(_ error: any Error, _ context: CommandContext) -> ExitCode {
        context.report(AppError(error))
        return ExitCode(1)
    }

    /// `--limit` must be positive; ArgumentParser turns this into a usage error (status 2).
    static func validate(limit: Int) throws {
        if limit < 1 { throw ValidationError("--limit must be at least 1.") }
    }
}
