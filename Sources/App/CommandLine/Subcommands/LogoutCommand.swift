import AppCore
import ArgumentParser
import Domain
import Foundation

/// `shamelagpt logout [--delete-conversations]` (ux.md §10, §5.5 "Sign Out"): forgets the
/// sign-in on this computer. The account's conversations stay on disk, hidden until it signs in
/// again, unless they are deleted with it.
public struct LogoutCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "logout",
        _superCommandName: "shamelagpt",
        abstract: "Sign out on this computer."
    )

    @OptionGroup public var global: GlobalOptions
    @Flag(name: .long, help: "Also delete this account's conversations from this computer.")
    public var deleteConversations = false

    public init() {}

    public func run() async throws {
        let context = try CommandContext.open(global, label: "account")
        let l = context.localizer
        guard case .account(let accountId) = context.owner else {
            CommandContext.say(l("cli.logout.notSignedIn"))
            return
        }
        let runner = AccountEffectRunner(launch: context.launch, queue: EventQueue(), logger: context.logger)
        runner.credentials.clearNow()
        // As after Settings → Sign Out, the next launch opens on Welcome (ux.md §2.1, §5.5).
        var settings = context.launch.settings
        settings.welcomeSeen = false
        do { try context.launch.settingsStore.save(settings) } catch { context.logger.error("settings not saved: \(error)") }
        if deleteConversations {
            do {
                try runner.wipe(.account(accountId))
            } catch {
                context.report(AppError(error))
                throw ExitCode(1)
            }
        }
        CommandContext.say(l(deleteConversations ? "cli.logout.doneDeleted" : "cli.logout.done"))
    }
}
