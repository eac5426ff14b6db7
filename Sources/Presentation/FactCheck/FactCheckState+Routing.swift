import Domain
import Foundation
import Input
import Localization

/// The fact-check flow's side of the router: its key layer and contexts, pastes, its chat-menu
/// items, and what its commands and outcomes ask of the rest of the app (a send in Chat, the
/// composer, a toast, the sign-in dialog). The rules are in `FactCheckState+Reducer`.
extension FactCheckState {
    /// The flow's contexts: the prompt's or the sheet's while they show (they take the keys),
    /// else Alt+I and Alt+K in Chat once offered.
    public var contexts: [KeyContext] {
        switch phase {
        case .choosingImage, .reading: [.factCheckPath]
        case .reviewing: [.factCheckReview]
        case .idle: offered ? [.factCheck] : []
        }
    }

    /// While the prompt or the sheet shows it takes every key: its own, the composer's editing
    /// keys, typed characters, and the few global keys that always work.
    public func key(_ key: Key, keyMap: KeyMap) -> KeyResult {
        guard isActive, let context = contexts.first else { return .pass }
        if let action = keyMap.ownAction(for: key, in: context) { return .perform(action) }
        if case .reading = phase {
            if key == Key(.escape) || key == .ctrl("c") { return .outcomes([.factCheck(.cancel)]) }
        } else {
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                return .outcomes([.factCheck(.insert(String(c)))])
            }
            if case .edit(let e)? = keyMap.ownAction(for: key, in: .textField) { return .outcomes([.factCheck(.edit(e))]) }
        }
        if let global = keyMap.action(for: key, in: [KeyContext.global]), [.redraw, .suspend, .help].contains(global) {
            return .perform(global)
        }
        return .taken
    }

    /// A paste in Chat: into the prompt or the sheet while they show; a lone image path pasted
    /// (or dropped) into an empty composer offers to read it — Esc puts it back as text.
    public func paste(_ text: String, composerBlank: Bool) -> KeyResult {
        if isActive {
            if case .reading = phase { return .taken }
            return .outcomes([.factCheck(.insert(text))])
        }
        guard offered, composerBlank, ImagePathGuess.isImagePath(text) else { return .pass }
        return .outcomes([.factCheck(.openImage(prefill: text.trimmingCharacters(in: .whitespacesAndNewlines), pasted: text))])
    }

    /// The chat menu's two items, after voice input; absent until the launch has looked.
    public func menuItems(_ chat: ChatViewModel) -> [MenuState.Item] {
        guard offered else { return [] }
        return [MenuState.Item("menu.factCheckImage", key: "Alt+I", action: .factCheck(.openImage(prefill: "", pasted: nil)),
                               enabled: !chat.isStreaming, reasonKey: "factCheck.busy"),
                MenuState.Item("menu.factCheckText", key: "Alt+K", action: .factCheck(.openText(chat.composer.text)),
                               enabled: !chat.isStreaming, reasonKey: "factCheck.busy")]
    }

    /// Runs a command over the app as it stands: the marks' menu and page, Chat with the
    /// composer for a new check, the sign-in dialog for a check the cloud would refuse, else
    /// the reducer.
    public mutating func run(_ command: Command, over app: AppState, now: Double, _ localizer: Localizer) -> [AppOutcome] {
        var out: [AppOutcome] = []
        var command = command
        // Alt+K, like the menu's item, checks what the composer holds (the key map cannot know it).
        if case .openText(let text) = command, text.isEmpty { command = .openText(app.chat.composer.text) }
        switch command {
        case .showMarks:
            return [.openMenu(.marks)]
        case .showMark(let id, let index):
            guard let page = Self.markPage(messageId: id, index: index, in: app, localizer) else { return [] }
            return [.overlay(AnyOverlay(page.0), page.1)]
        case .openImage, .openText:
            guard !app.isTooSmall else { return [] }
            out = [.tab(.chat), .chat(.focusComposer)]
        case .submit:
            // The cloud (and a custom server) checks only for an account: the sheet stays and
            // the sign-in dialog opens.
            if case .reviewing = phase, app.backend != .library, !app.account.isSignedIn {
                return [.dialog(DialogState(kind: .factCheckSignIn))]
            }
        default:
            break
        }
        let context = Context(backend: app.backend, guest: !app.syncsWithAccount, language: app.language.rawValue, now: now)
        let before = phase
        let outcome = reduce(command, context)
        // A typed check sent from the composer's text has been sent, as a question would be:
        // left there, the next Enter would ask it again. A check opened with other text (a deep
        // link) leaves the draft alone.
        if outcome.send != nil, case .reviewing(let r) = before, r.reading == nil, let opened = r.openedWith,
           !opened.isEmpty, opened == app.chat.composer.text {
            out.append(.chat(.clearComposer))
        }
        return out + Self.routed(outcome, localizer)
    }

    /// What an outcome asks of the app, in order: the work, the text back into the composer,
    /// a toast, the check sent as a question.
    public static func routed(_ outcome: FactCheckOutcome, _ localizer: Localizer) -> [AppOutcome] {
        var out = outcome.effects.map { AppOutcome.effect(.factCheck($0)) }
        if let restore = outcome.restore, !restore.isEmpty { out.append(.chat(.paste(restore))) }
        if let key = outcome.toast { out.append(.toast(localizer(key))) }
        if let submission = outcome.send { out.append(.chat(.sendFactCheck(submission))) }
        return out
    }
}

/// Whether pasted text is the path of one image file, as terminals paste a dropped file:
/// plain, quoted, `file://`, or with backslash-escaped spaces.
public enum ImagePathGuess {
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "webp", "pnm", "pgm", "ppm"]

    public static func isImagePath(_ text: String) -> Bool {
        var t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !t.isEmpty, !t.contains("\n"), t.count < 4096 else { return false }
        if t.count >= 2, let f = t.first, f == t.last, f == "'" || f == "\"" { t = String(t.dropFirst().dropLast()) }
        guard t.hasPrefix("/") || t.hasPrefix("~/") || t.hasPrefix("./") || t.hasPrefix("../") || t.hasPrefix("file://")
        else { return false }
        guard let dot = t.lastIndex(of: ".") else { return false }
        return extensions.contains(t[t.index(after: dot)...].lowercased())
    }
}
