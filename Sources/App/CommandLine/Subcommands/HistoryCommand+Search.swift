import AppCore
import ArgumentParser
import Domain
import Foundation

extension HistoryCommand {
    /// `history search QUERY [--limit N] [--json]`: the History tab's matching (ux.md §4.4),
    /// each result followed by its snippet.
    public struct Search: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Search titles and messages; title matches first, then the most recent.")

        @OptionGroup public var global: GlobalOptions
        @Option(name: .long, help: "At most N results (default 20).")
        public var limit = 20
        @Flag(name: .long, help: "Print a JSON array.")
        public var json = false
        @Argument(help: "Words to find (all of them, in any order).")
        public var query: [String]

        public init() {}

        public func validate() throws {
            try HistoryCommand.validate(limit: limit)
            if query.joined().trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw ValidationError("Give the words to search for.")
            }
        }

        public func run() async throws {
            let context = try CommandContext.open(global, label: "history")
            var results: SearchResults
            do {
                let q = SearchQuery(query.joined(separator: " "))
                results = try context.conversations.search(q, owner: context.owner, starredOnly: false, limit: limit)
                // A broad query's count stops at the page; the line about more matches needs it all.
                if !results.totalIsExact {
                    results.totalMatches = try context.conversations.countMatches(q, owner: context.owner, starredOnly: false)
                    results.totalIsExact = true
                }
            } catch {
                throw HistoryCommand.storageFailure(error, context)
            }
            if json {
                let array = results.results.map { r -> [String: Any] in
                    var object = HistoryPrinter.json(r.entry)
                    object["title_matched"] = r.titleMatched
                    object["message_id"] = r.firstMatchingMessageId ?? NSNull()
                    object["snippet"] = r.snippet.map { HistoryPrinter.snippet($0, bold: false).rendered } ?? NSNull()
                    return object
                }
                HistoryPrinter.write(HistoryPrinter.encode(array))
                return
            }
            let l = context.localizer
            guard !results.results.isEmpty else {
                CommandContext.say(l("cli.history.noMatches"))
                return
            }
            let terminal = CommandContext.stdoutIsTerminal
            let rows = HistoryPrinter.rows(results.results.map(\.entry), forTerminal: terminal,
                                          untitled: l("chat.newConversation"))
            var out = TerminalText()
            let bold = terminal && context.environment["TERM"] != "dumb"
            for (row, result) in zip(rows, results.results) {
                let snippet = result.snippet.map { HistoryPrinter.snippet($0, bold: bold) }
                if terminal {
                    // The snippet under its row, indented.
                    out += TerminalText(row + "\n") + (snippet.map { TerminalText("    ") + $0 + TerminalText("\n") } ?? TerminalText())
                } else {
                    // For programs: one line per result, the snippet as a fourth field.
                    out += TerminalText(row + "\t") + (snippet ?? TerminalText()) + TerminalText("\n")
                }
            }
            HistoryPrinter.write(out)
            if results.totalMatches > results.results.count {
                CommandContext.say(l.plural("cli.history.moreMatches", count: results.totalMatches - results.results.count))
            }
        }
    }
}
