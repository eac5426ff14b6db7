import ArgumentParser
import Foundation
import Library
import Localization

/// `shamelagpt serve`: runs the library's ShamelaGPT-compatible server on its own, so several
/// terminals (or, by an explicit --host, a LAN) can share one library.
public struct ServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        _superCommandName: "shamelagpt",
        abstract: "Serve the offline library over the ShamelaGPT API (127.0.0.1 by default).")

    @OptionGroup public var global: GlobalOptions
    @Option(name: .long, help: "Address to listen on. Anything but loopback is reachable by other machines.")
    public var host = "127.0.0.1"
    @Option(name: .long, help: "Port to listen on (0 picks a free one).")
    public var port: UInt16 = 8765

    public init() {}

    public func run() async throws {
        guard let l = LibraryCommand.localizer(global) else { throw ExitCode(1) }
        if !LibraryServer.isLoopback(host) { LibraryCommand.say(l("serve.nonLoopback", host)) }
        let dir = LibraryCommand.directory(global)
        let index = (try? LibraryPins.bundled()).flatMap { LibraryInstaller(directory: dir, pins: $0).installedIndex() }
        if index == nil { LibraryCommand.say(l("serve.notInstalled")) }
        let server: LibraryServer
        do {
            server = try await LibraryServer.start(index: index, host: host, port: port)
        } catch {
            LibraryCommand.say(l("serve.failed", host, String(port), "\(error)"))
            throw ExitCode(1)
        }
        LibraryCommand.say(l("serve.listening", server.baseURL))
        try await server.wait()
    }
}
