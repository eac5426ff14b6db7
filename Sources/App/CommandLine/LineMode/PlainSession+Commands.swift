import AppCore
import Domain
import Foundation
import Localization
import Logging
import Presentation
import TextLayout

/// Plain mode's slash commands (ux.md §9.4): history, open, copy, sources, export, edit,
/// language and server.
extension PlainSession {
    // MARK: Commands

    func history(_ query: String?) {
        let store = setup.launch.store.conversations
        do {
            if let query {
                let found = try store.search(SearchQuery(query), owner: chat.owner, starredOnly: false, limit: 20)
                listed = found.results.map(\.entry)
            } else {
                listed = try store.history(owner: chat.owner, starredOnly: false, after: nil, limit: 20)
            }
            write(printer.history(listed, query: query))
        } catch {
            writeError(printer.error(AppError(error)))
        }
    }

    func open(_ target: String) {
        let owner = chat.owner
        var id = target
        // A number from the last list, in either digits ("/open ١" in Arabic).
        if let n = Int(ArabicNormalizer.normalize(target)) {
            if n >= 1, n <= listed.count {
                id = listed[n - 1].conversation.id
            } else if listed.isEmpty {
                write(localizer("plain.openNeedsList") + "\n")
                return
            }
        }
        do {
            let store = setup.launch.store
            guard case .success(let c) = try ConversationLookup.find(id, conversations: store.conversations, owner: owner)
            else {
                writeError(printer.error(AppError(code: "E-CHAT-MISSING-CONVERSATION",
                                             messageKey: "chat.error.conversationUnavailable")))
                return
            }
            let list = try store.messages.messages(conversationId: c.id, owner: owner, page: .all)
            chat.open(c, list)
            write(printer.opened(printer.title(c, firstQuestion: list.first { $0.role == .user }?.content)))
            for m in chat.model.messages { transcript(m) }
        } catch {
            writeError(printer.error(AppError(error)))
        }
    }

    /// One stored message as plain mode prints it.
    func transcript(_ m: ChatMessage) {
        if m.role == .assistant { writeLead(printer.answerLead(at: m.message.createdAt)) }
        write(printer.transcript(m.message, withLead: false))
    }

    func copy() {
        guard let m = chat.model.lastAnswer else {
            write(localizer("plain.nothingToCopy") + "\n")
            return
        }
        let toTerminal = isatty(1) != 0 && !["", "dumb"].contains(setup.environment["TERM"] ?? "")
        // `clipboard = false` keeps the app off the clipboard here too.
        let clipboard = Clipboard(environment: setup.environment, clipboardEnabled: setup.launch.settings.clipboard,
                                  writeToTerminal: { s in if toTerminal { FileHandle.standardOutput.write(Data(s.utf8)) } })
        switch clipboard.copy(ChatViewModel.copyText(of: m)) {
        case .command: write(localizer("toast.copied") + "\n")
        case .terminal where toTerminal: write(localizer("toast.copiedViaTerminal") + "\n")
        case .tmuxBuffer(let forwarded): write(localizer(forwarded ? "toast.copiedToTmux" : "toast.copiedToTmuxOnly") + "\n")
        default: write(localizer("plain.copyUnavailable") + "\n")
        }
    }

    func sources() {
        guard let m = chat.model.lastAnswer, !m.sources.isEmpty else {
            write(localizer("plain.noSources") + "\n")
            return
        }
        write(localizer("sources.header") + "\n")
        write(AnswerPrinter.sourceLines(m.sources, style: .text))
    }

    func export(_ path: String?) {
        guard let c = chat.model.conversation, !chat.model.messages.isEmpty else {
            write(localizer("plain.nothingToExport") + "\n")
            return
        }
        let export = ChatExport(conversation: c, messages: chat.model.messages.map(\.message),
                                backendLabel: (c.startedWith ?? chat.server).label(localizer))
        do {
            // As the export dialog writes (ux.md §3.10): `~`, a directory, never over a file.
            let dir = ConversationExporter.defaultDirectory(settingExportDir: setup.launch.settings.exportDir,
                                                            environment: setup.environment)
            let written = try ConversationExporter.write(export, toPath: path ?? dir, now: Date(), timeZone: .current,
                                                         environment: setup.environment)
            write(localizer("toast.exported", written) + "\n")
        } catch let e as ConversationExporter.WriteError {
            write(localizer("toast.exportFailed", e.path, e.reason) + "\n")
        } catch {
            write(localizer("toast.exportFailed", path ?? "", String(describing: error)) + "\n")
        }
    }

    /// `/edit`: the draft (a question the server refused, or nothing) in `$EDITOR`, then sent.
    func edit() {
        let draft = chat.model.composer.text
        guard let text = ExternalEditor(environment: setup.environment).edit(draft) else {
            write(localizer("chat.editorFailed") + "\n")
            return
        }
        guard !QuestionText.isEmpty(text) else { return }
        ask(text)
    }

    func setLanguage(_ language: Language) {
        guard let table = try? Localizer.bundled(language, digits: Appearance.digitStyle(setup.launch.settings.digits))
        else { return }
        localizer = table
        printer = PlainPrinter(localizer: table, libraryCommand: setup.command.library)
        chat.language = language
        setup.launch.settings.language = language.rawValue
        saveSettings()
        write(localizer("plain.languageChanged") + "\n")
    }

    func setServer(_ backend: Backend) {
        chat.switchServer(backend)
        // The account stream is the cloud's, for whoever is signed in now (at launch or by /login).
        var signedIn = false
        if case .account = chat.owner { signedIn = true }
        chat.signedIn = backend == .cloud && signedIn
        setup.launch.settings.server = backend.storedValue
        saveSettings()
        chat.newChat()
        write(localizer("plain.serverChanged", backend.label(localizer)) + "\n")
    }

    func saveSettings() {
        setup.launch.saveSettings(logger: setup.logger)
    }
}
