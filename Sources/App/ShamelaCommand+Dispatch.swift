import ArgumentParser
import Foundation

extension ShamelaCommand {
    /// ArgumentParser fills the root's positional `<link>` before it looks for a subcommand name,
    /// so `shamelagpt ask …` would read `ask` as a link. Subcommands are therefore dispatched here
    /// first; global options written before the subcommand (`--server URL ask …`) are passed on.
    public static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let (index, sub) = subcommandPosition(in: arguments) {
            await run(sub, Array(arguments[..<index]) + Array(arguments[(index + 1)...]))
            return
        }
        await mainAsRoot()
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

    /// Like `sub.main(arguments)`, but a usage error exits with status 2 (ux.md §10), not
    /// ArgumentParser's 64.
    private static func run(_ sub: AsyncParsableCommand.Type, _ arguments: [String]) async {
        do {
            var command = try sub.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exitAsUsage(sub, error)
        }
    }

    private static func exitAsUsage(_ command: ParsableCommand.Type, _ error: Error) -> Never {
        if command.exitCode(for: error) == .validationFailure {
            FileHandle.standardError.write(Data((command.fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
        command.exit(withError: error)
    }

    private static func mainAsRoot() async {
        do {
            var command = try parseAsRoot(nil)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exitAsUsage(self, error)
        }
    }
}
