import Domain
import Input

/// The fact-check flow's place in the router: its key layer, its actions and results, and what
/// its outcomes change outside it (a send in Chat, the composer, a toast, the sign-in dialog).
/// The rules are in `FactCheckState`.
extension Coordinator {
    /// While the prompt or the sheet shows it takes every key: its own, the composer's editing
    /// keys, typed characters, and the few global keys that always work.
    mutating func factCheckLayer(_ key: Key, now: Double) -> [Effect]? {
        // Welcome and the sign-in form (opened from the sign-in dialog) come first: the sheet
        // waits under them.
        guard state.factCheck.isActive, state.tab == .chat, state.dialog == nil, state.menu == nil,
              state.help == nil, state.overlay == nil, !state.isTooSmall, Self.welcomeContexts(state) == nil
        else { return nil }
        guard let context = Self.factCheckContexts(state).first else { return nil }
        if let action = keyMap.ownAction(for: key, in: context) { return perform(action, now: now) }
        if case .reading = state.factCheck.phase {
            if key == Key(.escape) || key == .ctrl("c") { return performFactCheck(.cancel, now: now) }
        } else {
            if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
                return performFactCheck(.insert(String(c)), now: now)
            }
            if case .edit(let e)? = keyMap.ownAction(for: key, in: .textField) { return performFactCheck(.edit(e), now: now) }
        }
        if let global = keyMap.action(for: key, in: [KeyContext.global]), [.redraw, .suspend, .help].contains(global) {
            return perform(global, now: now)
        }
        return []
    }

    /// The flow's contexts: the prompt's or the sheet's while they show (they take the keys),
    /// else Alt+I and Alt+K in Chat once offered.
    static func factCheckContexts(_ state: AppState) -> [KeyContext] {
        switch state.factCheck.phase {
        case .choosingImage, .reading: return [.factCheckPath]
        case .reviewing: return [.factCheckReview]
        case .idle: return state.factCheck.offered ? [.factCheck] : []
        }
    }

    mutating func performFactCheck(_ command: FactCheckState.Command, now: Double) -> [Effect] {
        switch command {
        case .showMarks:
            openMarksMenu()
            return []
        case .showMark(let id, let index):
            return showMark(messageId: id, index: index, now: now)
        case .openImage, .openText:
            guard !state.isTooSmall else { return [] }
            state.tab = .chat
            state.chat.focusComposer()
        case .submit:
            // The cloud (and a custom server) checks only for an account: the sheet stays and
            // the sign-in dialog opens.
            if case .reviewing = state.factCheck.phase, state.backend != .library, !state.account.isSignedIn {
                state.dialog = DialogState(kind: .factCheckSignIn)
                return []
            }
        default:
            break
        }
        let ctx = FactCheckState.Context(backend: state.backend, guest: !state.syncsWithAccount,
                                         language: state.language.rawValue, now: now)
        return applyFactCheck(state.factCheck.reduce(command, ctx), now: now)
    }

    mutating func factCheckEvent(_ event: FactCheckEvent, now: Double) -> [Effect] {
        if case .quotationsMarked(let id, let marks) = event {
            state.chat.setQuotationMarks(marks, messageId: id)
            return []
        }
        let effects = applyFactCheck(state.factCheck.handle(event), now: now)
        return effects + quotationMarkRequests()
    }

    /// A paste: into the prompt or the sheet while they show; a lone image path pasted (or
    /// dropped) into an empty composer offers to read it — Esc puts it back as text.
    mutating func pasteIntoFactCheck(_ text: String, now: Double) -> [Effect]? {
        guard state.tab == .chat, state.dialog == nil, state.menu == nil, !state.isTooSmall,
              Self.welcomeContexts(state) == nil else { return nil }
        if state.factCheck.isActive {
            if case .reading = state.factCheck.phase { return [] }
            return performFactCheck(.insert(text), now: now)
        }
        guard state.factCheck.offered, textFieldFocused, state.chat.composer.isBlank,
              ImagePathGuess.isImagePath(text) else { return nil }
        return performFactCheck(.openImage(prefill: text.trimmingCharacters(in: .whitespacesAndNewlines), pasted: text),
                                now: now)
    }

    /// The chat menu's two items, after voice input; absent until the launch has looked.
    var factCheckMenuItems: [MenuState.Item] {
        guard state.factCheck.offered else { return [] }
        return [MenuState.Item("menu.factCheckImage", key: "Alt+I", action: .factCheck(.openImage(prefill: "", pasted: nil)),
                               enabled: !state.chat.isStreaming, reasonKey: "factCheck.busy"),
                MenuState.Item("menu.factCheckText", key: "Alt+K", action: .factCheck(.openText(state.chat.composer.text)),
                               enabled: !state.chat.isStreaming, reasonKey: "factCheck.busy")]
    }

    mutating func applyFactCheck(_ outcome: FactCheckOutcome, now: Double) -> [Effect] {
        var effects = outcome.effects.map(Effect.factCheck)
        if let restore = outcome.restore, !restore.isEmpty, !state.chat.composer.paste(restore) {
            state.toast = Toast(text: localizer("chat.pasteTooLong"), isError: true, now: now)
        }
        if let key = outcome.toast { state.toast = Toast(text: localizer(key), now: now) }
        if let submission = outcome.send {
            effects += chat(now) { $0.sendFactCheck(submission, $1) }
        }
        return effects
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
