import ArgumentParser

extension ShamelaCommand {
    /// ArgumentParser fills the root's positional `<link>` before it looks for a subcommand name,
    /// so `shamelagpt ask …` would read `ask` as a link. Subcommands named first are therefore
    /// dispatched here, before the root parses anything.
    public static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let name = arguments.first,
           let sub = configuration.subcommands.first(where: { $0._commandName == name }),
           let async = sub as? AsyncParsableCommand.Type {
            await async.main(Array(arguments.dropFirst()))
            return
        }
        await mainAsRoot()
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
            exit(withError: error)
        }
    }
}
