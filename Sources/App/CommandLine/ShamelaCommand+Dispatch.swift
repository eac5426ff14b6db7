import AppCore
import ArgumentParser
import Foundation

extension ShamelaCommand {
    /// ArgumentParser fills the root's positional `<link>` before it looks for a subcommand name,
    /// so `shamelagpt ask …` would read `ask` as a link. Subcommands are therefore dispatched here
    /// first; global options written before the subcommand (`--server URL ask …`) are passed on.
    public static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let (index, sub) = subcommandPosition(in: arguments) {
            // The global options go last (before any `--`): a nested subcommand such as
            // `config get` is the one that declares them, after its own name.
            var rest = Array(arguments[(index + 1)...])
            let globals = Array(arguments[..<index])
            rest.insert(contentsOf: globals, at: rest.firstIndex(of: "--") ?? rest.endIndex)
            await run(sub, rest)
            return
        }
        await run(Self.self, arguments)
    }

    /// Options of `GlobalOptions` that take a value in the next argument.
    static let globalValueOptions: Set<String> = ["--server", "--lang", "--data-dir"]

    static func subcommandPosition(in arguments: [String]) -> (Int, AsyncParsableCommand.Type)? {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if globalValueOptions.contains(a) {
                i += 2
                continue
            }
            if a.hasPrefix("-") { return nil }
            guard let sub = configuration.subcommands.first(where: { $0._commandName == a }),
                  let async = sub as? AsyncParsableCommand.Type else { return nil }
            return (i, async)
        }
        return nil
    }

    /// Parses and runs `type` as the root command. A usage error exits with status 2 (ux.md
    /// §10), not ArgumentParser's 64, so scripts see one status for "you called it wrong"
    /// whatever part of the command line was wrong.
    static func run(_ type: ParsableCommand.Type, _ arguments: [String]) async {
        do {
            var command = try type.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if type.exitCode(for: error) == .validationFailure {
                let message = type.fullMessage(for: error)
                SafeOutput.write(message + "\n", to: .standardError)
                Foundation.exit(2)
            }
            type.exit(withError: error)
        }
    }
}
