import ArgumentParser
import Domain
import Foundation
import Localization
import Library
import Networking
import Presentation

/// `shamelagpt ask`: one question, the answer streamed to stdout, sources at the end. It asks as
/// a guest and does not store the conversation yet. On the library backend (the default) it
/// starts the library server in-process and talks to it through the ordinary SSE client.
public struct AskCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Ask one question and print the answer as it arrives.",
        discussion: "The question comes from the arguments, or from standard input when none is given. "
            + "Exit status: 0 success, 1 error, 3 server unreachable, 4 sign-in required, 130 interrupted."
    )

    @OptionGroup public var global: GlobalOptions

    @Flag(name: .long, help: "Print one JSON object per stream event.")
    public var json = false

    @Argument(help: "The question.")
    public var question: [String] = []

    public init() {}

    public mutating func run() async throws {
        let env = ProcessInfo.processInfo.environment
        let language = global.language(environment: env)
        let localizer = try global.localizer(environment: env)
        var text = question.joined(separator: " ")
        if question.isEmpty, isatty(0) == 0 {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            FileHandle.standardError.write(Data((localizer("cli.ask.noQuestion") + "\n").utf8))
            throw ExitCode(2)
        }
        let server: ServerConfig
        var library: LibraryServer?
        do {
            switch global.backend(environment: env) {
            case .library:
                let paths = AppPaths.resolve(dataDir: global.dataDir, environment: env)
                guard LibraryCommand.isInstalled(paths: paths) else {
                    Self.report(.libraryNotReady(), localizer: localizer, hint: localizer("cli.ask.libraryHint"))
                    throw ExitCode(1)
                }
                let started = try await LibraryCommand.startInProcessServer(paths: paths)
                library = started
                server = try ServerConfig(baseURL: started.baseURL, kind: .library)
            case .cloud:
                server = .cloud()
            case .custom(let url):
                server = try ServerConfig(baseURL: url, kind: .custom, userTyped: true)
            }
        } catch let e as APIError {
            Self.report(e.error, localizer: localizer)
            throw ExitCode(1)
        }
        let runner = AskRunner(api: ShamelaAPI(server: server), localizer: localizer, json: json)
        let request = ChatRequest.guest(question: text, threadId: nil, guestSessionId: GuestSessionID.make(),
                                        language: language.rawValue)
        let status = await runner.run(request)
        await library?.stop()
        if status != 0 { throw ExitCode(status) }
    }

    /// `shamelagpt: <message> (<detail>)` and the code line, on stderr.
    static func report(_ error: AppError, localizer: Localizer, hint: String? = nil, retryAfter: Int? = nil) {
        var message: String
        if error.code == "E-CHAT-STREAM-BACKEND", let detail = error.detail {
            message = detail
        } else if let retryAfter {
            message = localizer.plural(error.messageKey, count: retryAfter)
            if let detail = error.detail { message += " (\(detail))" }
        } else {
            message = localizer(error.messageKey)
            if let detail = error.detail { message += " (\(detail))" }
        }
        var out = "shamelagpt: \(message)\n"
        if let hint { out += hint + "\n" }
        out += localizer("error.codeFormat", error.code) + "\n"
        FileHandle.standardError.write(Data(out.utf8))
    }
}
