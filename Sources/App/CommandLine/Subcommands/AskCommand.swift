import AppCore
import ArgumentParser
import Domain
import Foundation
import Localization
import Presentation
import Storage
import TextLayout

/// `shamelagpt ask`: one question, the answer streamed to stdout, sources at the end (ux.md §10).
/// It is stored like a question asked in the app, for the signed-in account or else this
/// computer's guest, unless `--no-save`; `--conversation ID` continues a stored conversation.
public struct AskCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ask",
        _superCommandName: "shamelagpt",
        abstract: "Ask one question and print the answer as it arrives.",
        discussion: "The question comes from the arguments, or from standard input when none is given. "
            + "Exit status: 0 success, 1 error, 2 usage error, 3 server unreachable, 4 sign-in required, "
            + "130 interrupted."
    )

    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case text, markdown, json
    }

    @OptionGroup public var global: GlobalOptions

    @Flag(name: .long, help: "Start a new conversation (the default).")
    public var new = false

    @Option(name: .long, help: "Continue the stored conversation with this ID.")
    public var conversation: String?

    @Flag(name: .long, help: "Keep this question and its answer out of History.")
    public var noSave = false

    @Option(name: .long, help: "Output: text (default), markdown, or json (one object at the end).")
    public var format: Format = .text

    @Flag(name: .long, help: "Print one JSON object per stream event (for debugging a server).")
    public var json = false

    @Option(name: .long, help: "Ask by voice: transcribe this audio file (WAV, MP3, Ogg, FLAC, M4A, WebM; at most 20 MB), print the transcript on standard error, then ask it.")
    public var audio: String?

    @Flag(name: .long,
          help: "Check the text's quotations of the Qur'an and hadith against the offline library instead of asking.")
    public var factCheck = false

    @Option(name: .long, help: ArgumentHelp("With --fact-check: read the text to check from this image (Tesseract, Arabic and English).",
                                             valueName: "file"))
    public var image: String?

    @Argument(help: "The question.")
    public var question: [String] = []

    public init() {}

    public mutating func run() async throws {
        let env = ProcessInfo.processInfo.environment
        let localizer = try global.localizer(environment: env)
        if new && conversation != nil {
            Self.usage(localizer("cli.ask.newOrConversation"))
        }
        if json && format != .text {
            Self.usage(localizer("cli.ask.jsonOrFormat"))
        }
        if image != nil && !factCheck { Self.usage(localizer("cli.ask.imageNeedsFactCheck")) }
        if image != nil && (!question.isEmpty || audio != nil) { Self.usage(localizer("cli.ask.imageOrText")) }
        if audio != nil && !question.isEmpty { Self.usage(localizer("cli.ask.audioOrQuestion")) }
        var text = question.joined(separator: " ")
        var audioFile: (data: Data, type: AudioFileType)?
        if let audio {
            switch AudioTranscriber.load(audio) {
            case .success(let loaded): audioFile = loaded
            case .failure(let e):
                Self.report(e, localizer: localizer)
                throw ExitCode(1)
            }
            text = "-"  // stands for the transcript until it arrives
        } else if question.isEmpty, image == nil, isatty(0) == 0 {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard image != nil || !QuestionText.isEmpty(text) else { Self.usage(localizer("cli.ask.noQuestion")) }

        let setup = try LineSetup.prepare(global: global, label: "ask")
        if factCheck, let image {
            let runner = FactCheckRunner(paths: setup.paths, backend: setup.launch.backend, localizer: setup.localizer,
                                         language: global.lang?.rawValue)
            let status = runner.checkImage(image, format: json ? .json : format)
            setup.backend.shutdown()
            if status != 0 { throw ExitCode(status) }
            return
        }
        if factCheck {
            // Checked here and printed; not stored (a fact-check conversation type comes with
            // the app's fact-check screens).
            let runner = FactCheckRunner(paths: setup.paths, backend: setup.launch.backend, localizer: setup.localizer,
                                         language: global.lang?.rawValue)
            let status = runner.print(runner.check(text), question: text, format: json ? .json : format)
            setup.backend.shutdown()
            if status != 0 { throw ExitCode(status) }
            return
        }
        let ui = setup.localizer
        if let audioFile, let audio {
            setup.backend.activate(setup.launch.backend)
            let filename = URL(fileURLWithPath: audio).lastPathComponent
            switch await AudioTranscriber.transcribe(data: audioFile.data, type: audioFile.type,
                                                     language: ui.language.rawValue, filename: filename,
                                                     client: { setup.backend.client() }) {
            case .success(let transcript):
                SafeOutput.write(ui("cli.ask.transcript", transcript) + "\n", to: .standardError)
                text = transcript
            case .failure(let e):
                Self.report(e.error, localizer: ui, retryAfter: e.retryAfterSeconds.flatMap { _ in
                    e.error.messageKey.hasSuffix("RetryAfter") || e.error.messageKey.hasSuffix("RateLimitedRetry") ? e.retryAfterSeconds : nil })
                setup.backend.shutdown()
                throw ExitCode(e.isConnectionFailure ? 3 : 1)
            }
        }
        // `--no-save` works on a copy in memory: nothing of this exchange reaches the database.
        let memory = InMemoryStore()
        let conversations: ConversationRepository = noSave ? memory.conversations : setup.launch.store.conversations
        let messages: MessageRepository = noSave ? memory.messages : setup.launch.store.messages
        let chat = setup.chat(conversations: conversations, messages: messages)
        if let id = conversation {
            let owner = setup.launch.owner
            // The id, the server's thread id, or a unique prefix, as `history` takes them.
            let found = try? ConversationLookup.find(id, conversations: setup.launch.store.conversations, owner: owner)
            if case .failure(.tooShort)? = found {
                Self.report(AppError(code: "E-CHAT-MISSING-CONVERSATION", messageKey: "cli.history.prefixTooShort"),
                            localizer: ui, arguments: [id, String(ConversationLookup.minimumPrefix)])
                throw ExitCode(1)
            }
            guard case .success(let c)? = found, let list = try? setup.launch.store.messages.messages(
                conversationId: c.id, owner: owner, page: .all) else {
                Self.report(AppError(code: "E-CHAT-MISSING-CONVERSATION", messageKey: "cli.ask.unknownConversation"),
                            localizer: ui, arguments: [id])
                throw ExitCode(1)
            }
            if noSave {
                try? memory.conversations.create(c, owner: owner)
                for m in list { try? memory.messages.append(m, owner: owner, touch: .none) }
            }
            chat.open(c, list)
        }
        let runner = AskRunner(chat: chat, localizer: ui, format: format, events: json, saved: !noSave,
                               libraryHint: ui("cli.ask.libraryHint", setup.command.library))
        let status = await runner.run(text)
        setup.backend.shutdown()
        setup.logger.info("exit", metadata: ["status": "\(status)"])
        if status != 0 { throw ExitCode(status) }
    }

    /// A usage error: the message on stderr, exit status 2 (ux.md §10).
    static func usage(_ message: String) -> Never {
        ShamelaCommand.fail(message, status: 2)
    }

    /// `shamelagpt: <message> (<detail>)` and the code line, on stderr.
    static func report(_ error: AppError, localizer: Localizer, hint: String? = nil, retryAfter: Int? = nil,
                       arguments: [String] = []) {
        var message: String
        if error.code == "E-CHAT-STREAM-BACKEND", let detail = error.detail {
            message = detail
        } else if let retryAfter {
            message = localizer.plural(error.messageKey, count: retryAfter)
            if let detail = error.detail { message += " (\(detail))" }
        } else {
            message = localizer.string(error.messageKey, arguments: arguments)
            if let detail = error.detail { message += " (\(detail))" }
        }
        var out = "shamelagpt: \(message)\n"
        if let hint { out += hint + "\n" }
        out += localizer("error.codeFormat", error.code) + "\n"
        SafeOutput.write(out, to: .standardError)
    }
}
