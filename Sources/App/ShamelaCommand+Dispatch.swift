import ArgumentParser
import Foundation

extension ShamelaCommand {
    /// The root command takes an optional positional LINK, and ArgumentParser fills positionals
    /// before it looks for a subcommand name, so `shamelagpt library build` would read "library"
    /// as a link. Subcommand names are therefore dispatched here, before root parsing.
    public static func main() async {
        let args = Array(CommandLine.arguments.dropFirst())
        let sub: [String: any AsyncParsableCommand.Type] = ["library": LibraryCommand.self, "serve": ServeCommand.self]
        do {
            var command: any ParsableCommand
            if let first = args.first, let type = sub[first] {
                command = try type.parseAsRoot(Array(args.dropFirst()))
            } else {
                command = try parseAsRoot(args)
            }
            if var async = command as? any AsyncParsableCommand {
                try await async.run()
            } else {
                try command.run()
            }
        } catch {
            if let first = args.first, let type = sub[first] { type.exit(withError: error) }
            exit(withError: error)
        }
    }
}
