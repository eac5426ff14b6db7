import AppCore
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
        abstract: "Serve the offline library over the ShamelaGPT API (127.0.0.1 by default).",
        discussion: """
        Limits, checked as bytes arrive so no client can stall the server:
          request line over 8 KB           414 URI Too Long
          head over 16 KB or 100 headers   431 Request Header Fields Too Large
          body over 64 KB                  413 Content Too Large (chunked bodies: 411)
          head not sent within the timeout 408 Request Timeout (body: 30 s)
          a client that stops reading      dropped after 30 s
          too many connections             503 with Retry-After: 1
        Each response closes its connection; work for a client that went away stops.
        """)

    @OptionGroup public var global: GlobalOptions
    @Option(name: .long, help: "Address to listen on. Anything but loopback is reachable by other machines.")
    public var host = "127.0.0.1"
    @Option(name: .long, help: "Port to listen on (0 picks a free one).")
    public var port: UInt16 = 8765
    @Option(name: .long, help: "Connections served at once; more get 503.")
    public var maxConnections = HTTPLimits.standard.maxConnections
    @Option(name: .long, help: "Connections served at once for one client address; more get 503.")
    public var maxConnectionsPerClient = HTTPLimits.standard.maxConnectionsPerClient
    @Option(name: .long, help: "Seconds a client has to send a request's head before it gets 408.")
    public var requestTimeout = HTTPLimits.standard.headTimeout

    public init() {}

    var limits: HTTPLimits {
        var l = HTTPLimits()
        l.maxConnections = max(1, maxConnections)
        l.maxConnectionsPerClient = max(1, maxConnectionsPerClient)
        l.headTimeout = max(0.1, requestTimeout)
        return l
    }

    public func run() async throws {
        guard let l = LibraryCommand.localizer(global) else { throw ExitCode(1) }
        if !LibraryServer.isLoopback(host) { LibraryCommand.say(l("serve.nonLoopback", host)) }
        let dir = LibraryCommand.directory(global)
        let installer = (try? LibraryPins.bundled()).map { LibraryInstaller(directory: dir, pins: $0) }
        let index = installer?.installedIndex()
        if index == nil { LibraryCommand.say(l("serve.notInstalled", LaunchCommand.current(global).library)) }
        let semantic = installer.flatMap(SemanticSearch.open)
        let server: LibraryServer
        do {
            let paths = AppPaths.resolve(dataDir: global.dataDir, environment: ProcessInfo.processInfo.environment)
            server = try await LibraryServer.start(index: index, semantic: semantic, host: host, port: port, limits: limits,
                                                   voiceEngine: LibraryService.voiceEngine(paths: paths))
        } catch {
            LibraryCommand.say(l("serve.failed", host, String(port), "\(error)"))
            throw ExitCode(1)
        }
        LibraryCommand.say(l("serve.listening", server.baseURL))
        try await server.wait()
    }
}
