import Domain
import Foundation
import Input
import Localization

/// Owns the route and tab state and turns events into new state plus effects. Pure: no I/O,
/// no clock of its own (`now` is passed in, ids and wall time are injected), so a key script
/// drives it deterministically.
public struct Coordinator: Sendable {
    public internal(set) var state: AppState
    public let keyMap: KeyMap
    /// The string tables of both languages, so a language switch re-lays-out at once.
    private var localizers: [Language: Localizer]
    private let initialLocalizer: Localizer
    let makeId: @Sendable () -> String
    let wallClock: @Sendable () -> Date
    /// The open overlay's geometry as last drawn (how far the Copy text page can scroll).
    public var overlayMetrics: OverlayMetrics?
    /// The transcript's geometry as last drawn; the run loop sets it after each frame.
    public var transcriptMetrics: TranscriptMetrics?
    /// The welcome text's geometry as last drawn, for scrolling it.
    public var welcomeMetrics: WelcomeTextMetrics?
    /// Settings' list or page as last drawn; the run loop sets it after each frame.
    public var settingsMetrics: SettingsMetrics?

    public init(state: AppState, localizer: Localizer, keyMap: KeyMap = .standard,
                makeId: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() },
                wallClock: @escaping @Sendable () -> Date = { Date() }) {
        self.state = state
        var all = [localizer.language: localizer]
        for l in Language.allCases where all[l] == nil {
            all[l] = try? Localizer.bundled(l, digits: localizer.numbers.digits)
        }
        self.localizers = all
        self.initialLocalizer = localizer
        self.keyMap = keyMap
        self.makeId = makeId
        self.wallClock = wallClock
    }

    /// The localizer of the UI language in force.
    public var localizer: Localizer { localizers[state.language] ?? initialLocalizer }

    /// Replaces the tables (the digits setting changed).
    public mutating func setLocalizers(_ new: [Language: Localizer]) {
        for (l, loc) in new { localizers[l] = loc }
    }

    /// The contexts whose bindings and hints apply now, innermost first.
    public var contexts: [KeyContext] { Self.contexts(for: state) }

    /// The focus contexts of a state: in Chat the composer has the focus unless a message or a
    /// suggestion is selected; a dialog takes all keys.
    public static func contexts(for state: AppState) -> [KeyContext] {
        if state.dialog != nil { return [.dialog] }
        if let overlay = state.overlay { return [overlay.context] }
        if state.menu != nil { return [.menu] }
        if let layer = welcomeContexts(state) { return layer }
        switch state.tab {
        case .history: return state.history.contexts
        case .settings: return state.settings.contexts
        case .chat: break
        }
        if state.factCheck.isActive { return factCheckContexts(state) }
        switch state.chat.focus {
        case .message: return [.messages] + factCheckContexts(state) + [.chat]
        case .suggestion: return [.suggestions] + factCheckContexts(state) + [.chat]
        case .composer:
            if state.voice.isRecording { return [.voiceRecording] }
            var c: [KeyContext] = []
            if state.chat.isStreaming { c.append(.streaming) }
            if state.chat.banner != nil { c.append(.banner) }
            return c + voiceContexts(state) + factCheckContexts(state) + [.textField, .chat]
        }
    }

    /// Whether a text field has the focus, so letters are typed rather than used as commands.
    var textFieldFocused: Bool {
        state.tab == .chat && state.chat.focus == .composer && state.dialog == nil && state.overlay == nil
    }

    /// What the chat view model needs from the world for one call.
    func chatEnvironment(now: Double) -> ChatEnvironment {
        ChatEnvironment(now: wallClock(), clock: now, owner: state.owner, language: state.language, backend: state.backend,
                        library: state.library, deepThinking: state.deepThinking,
                        signedIn: state.account.usesAccountStream, makeId: makeId)
    }

    /// Handles one event at monotonic time `now` (seconds).
    public mutating func handle(_ event: AppEvent, now: Double) -> [Effect] {
        let effects = dispatch(event, now: now)
        // Screens that load when they appear, whatever made them appear (a tab key, a sign-in).
        return effects + settings(followUpsNow: now)
    }

    private mutating func dispatch(_ event: AppEvent, now: Double) -> [Effect] {
        if let toast = state.toast, toast.expiresAt <= now { state.toast = nil }
        if let armed = state.quitArmedAt, now - armed > 2 { state.quitArmedAt = nil }
        switch event {
        case .tick:
            state.tick &+= 1
            if let x = state.ctrlXAt, now - x > 1 { state.ctrlXAt = nil }
            return chat(now) { $0.tick($1) } + voiceTick(now: now)
        case .resized(let w, let h):
            state.width = w
            state.height = h
            return historyResized(now: now)
        case .terminationRequested(let signal):
            // As quitting from the dialog: an answer being written is stored as stopped, not
            // left `streaming` for the next launch to call interrupted (ux.md §9.6).
            let stopped = chat(now) { $0.stop($1) }
            state.isQuitting = true
            return stopped + [.quit(status: 128 + signal)]
        case .resumed:
            return [.redrawAll]
        case .input(.key(let key)):
            return handle(key: key, now: now)
        case .input(.mouse(let m)):
            if let effects = handleWelcomeMouse(m, now: now) { return effects }
            // The wheel moves 3 rows (ux.md §7, mouse); clicks arrive as the frame's actions.
            let rows: Int
            switch m.action {
            case .wheelUp: rows = -3
            case .wheelDown: rows = 3
            default: return []
            }
            guard !state.isTooSmall, state.dialog == nil else { return [] }
            switch state.tab {
            case .history: return historyWork(.wheel(rows: rows), now: now)
            case .settings: return settings(.wheel(rows), now: now)
            case .chat: return perform(.scrollRows(rows), now: now)
            }
        case .action(let action):
            return state.isTooSmall ? [] : perform(action, now: now)
        case .input(.paste(let text)) where state.overlay != nil:
            return overlayPaste(text, now: now)
        case .input(.paste(let text)):
            if state.dialog?.pasteIntoExport(text) == true { return [] }
            if let effects = pasteIntoFactCheck(text, now: now) { return effects }
            if let effects = handleWelcomePaste(text) { return effects }
            if state.tab == .history, state.dialog == nil, state.history.search?.focused == true {
                return historyWork(.paste(text), now: now)
            }
            if state.tab == .settings && state.dialog == nil && !state.isTooSmall, state.settings.paste(text) { return [] }
            if textFieldFocused && !state.isTooSmall && !state.chat.composer.paste(text) {
                state.toast = Toast(text: localizer("chat.pasteTooLong"), isError: true, now: now)
            }
            return []
        case .chat(.copyUnavailable(let text)) where state.dialog == nil:
            return open(CopyTextPage.opening(text), now: now)
        case .chat(.openFailed(let url)) where state.dialog == nil:
            // No browser: the link dialog, to select the link or copy it (ux.md §3.10).
            state.dialog = DialogState(kind: .link(url: url))
            return []
        case .chat(let e):
            var effects = chat(now) { $0.handle(e, $1) }
            if case .conversationLoaded(let c, _) = e {
                historyConversationLoaded(c.id)
                effects += messageSync(for: c)
            }
            if case .serverReachable = e { effects += flushDeletions }
            return effects + quotationMarkRequests()
        case .libraryChanged(let status):
            state.library = status
            return []
        case .history(let e):
            let effects = historyWork(.event(e), now: now)
            switch e {
            case .deleted, .deletedAll: return effects + flushDeletions
            default: return effects
            }
        case .settings(let e):
            return settings(.event(e), now: now)
        case .account(let e):
            var effects = welcome(.event(e), now: now)
            switch e {
            case .restored, .signedIn:
                // After the startup restore and on sign-in (ux.md §4.6).
                effects += listSync(force: false)
                if let c = state.chat.conversation { effects += messageSync(for: c) }
            default:
                break
            }
            return effects
        case .sync(let e):
            return handleSyncEvent(e, now: now)
        case .voice(let e):
            return voiceEvent(e, now: now)
        case .factCheck(let e):
            return factCheckEvent(e, now: now)
        }
    }

    /// Runs a chat view-model call and turns its notice into a toast.
    mutating func chat(_ now: Double, _ body: (inout ChatViewModel, ChatEnvironment) -> [ChatEffect]) -> [Effect] {
        let env = chatEnvironment(now: now)
        let effects = body(&state.chat, env)
        if let n = state.chat.notice {
            state.toast = Toast(text: localizer.string(n.key, arguments: n.args), isError: n.isError, now: now)
            state.chat.notice = nil
        }
        var out = effects.map(Effect.chat)
        if let refused = state.chat.signInRequired {
            state.chat.signInRequired = nil
            out += welcome(.sessionExpired(refused), now: now)
        }
        if let check = state.chat.returnedFactCheck {
            state.chat.returnedFactCheck = nil
            state.factCheck.reopen(check)
        }
        if state.chat.guestLimitReached {
            state.chat.guestLimitReached = false
            state.dialog = DialogState(kind: .guestLimit)
        }
        return out
    }

    private mutating func handle(key: Key, now: Double) -> [Effect] {
        // Search matches stay highlighted until the next key (ux.md §4.4).
        state.chat.highlight = nil
        for layer in Self.inputLayers {
            if let effects = layer.handle(&self, key, now) { return effects }
        }
        return []
    }

    mutating func perform(_ action: Action, now: Double) -> [Effect] {
        switch action {
        case .nextTab: return switchTab(to: state.tab.next, now: now)
        case .previousTab: return switchTab(to: state.tab.previous, now: now)
        case .selectTab(let tab): return switchTab(to: tab, now: now)
        case .redraw: return [.redrawAll]
        case .suspend: return [.suspend]
        case .quit:
            if state.chat.isStreaming {
                state.dialog = DialogState(kind: .quitWhileStreaming)
                return []
            }
            state.isQuitting = true
            return [.quit(status: 0)]
        case .interrupt:
            // Ctrl+C (ux.md §7), after the dialogs and menus took theirs: stop the answer, else
            // clear the composer (Ctrl+Y restores it), else quit on a second press within 2 s.
            // Over the Copy text page and Welcome it only quits.
            let overlaid = !state.isTooSmall && (state.overlay != nil || Self.welcomeContexts(state) != nil)
            if state.tab == .chat, state.dialog == nil, !overlaid {
                if state.chat.isStreaming { return perform(.stop, now: now) }
                if textFieldFocused, !state.isTooSmall, !state.chat.composer.isEmpty {
                    state.chat.composer.clear()
                    return []
                }
            }
            if state.quitArmedAt != nil {
                state.isQuitting = true
                return [.quit(status: 0)]
            }
            state.quitArmedAt = now
            state.toast = Toast(text: localizer("toast.pressCtrlCAgain"), now: now)
        case .edit(let edit):
            // ↑ on an empty composer selects the last message (or a suggestion).
            if edit == .up, state.chat.composer.isEmpty { return perform(.focusMessages, now: now) }
            state.chat.composer.apply(edit)
        case .deleteForwardOrQuit:
            if state.chat.composer.isEmpty { return perform(.quit, now: now) }
            state.chat.composer.deleteForward()
        case .help:
            state.help = HelpOverlayState(contexts: contexts)
        case .back:
            if state.tab == .chat {
                if state.chat.banner != nil { state.chat.dismissBanner() } else { state.chat.focusComposer() }
            }
        case .setLanguage(let language):
            guard language != state.language else { return [] }
            state.language = language
            state.help = nil
            return [.persistSettings]
        case .setBackend(let backend):
            guard backend != state.backend else { return [] }
            state.backend = backend
            state.chat.dismissBanner()
            return [.switchBackend(backend), .persistSettings]
        case .editInEditor:
            return [.chat(.editDraft(state.chat.composer.text))]
        case .ctrlXPrefix:
            state.ctrlXAt = now
        case .dialogToggleCheckbox where isShareDialog:
            return toggleShare(now: now)
        case .dialogToggleCheckbox where state.tab == .settings:
            if case .signOut(let on)? = state.dialog?.kind { state.dialog?.kind = .signOut(deleteLocal: !on) }
        case .dialogMove(let d):
            return performDialog(.move(d), now: now)
        case .overlay(let action):
            return performOverlay(action, now: now)
        case .newChat where state.tab == .settings:
            // Ctrl+N works from every tab; History handles its own (`n` too).
            state.tab = .chat
            return performChat(.newChat, now: now)
        case .dialogCancel:
            return performDialog(.cancel, now: now)
        case .voiceRecord, .voiceStop, .voiceCancel:
            return performVoice(action, now: now)
        case .factCheck(let command):
            return performFactCheck(command, now: now)
        case .dialogChoose(let index):
            return performDialog(.choose(index), now: now)
        default:
            if let effects = performWelcome(action, now: now) { return effects }
            switch state.tab {
            case .chat: return performChat(action, now: now)
            case .history: return performHistory(action, now: now)
            case .settings: return performSettings(action, now: now)
            }
        }
        return []
    }

    mutating func choose(_ choice: DialogState.Choice, in kind: DialogState.Kind, now: Double) -> [Effect] {
        switch choice {
        case .cancel:
            return []
        case .quit:
            let stopped = chat(now) { $0.stop($1) }
            state.isQuitting = true
            return stopped + [.quit(status: 0)]
        case .stopAndContinue:
            if let effects = chooseHistory(choice, in: kind, now: now) { return effects }
            let stopped = chat(now) { $0.stop($1) }
            return stopped + perform(.newChat, now: now)
        case .leaveDraft:
            state.chat.newChat(keepDraft: false)
        case .takeDraft:
            state.chat.newChat(keepDraft: true)
        case .deleteConversation, .deleteAllConversations:
            return chooseHistory(choice, in: kind, now: now) ?? []
        case .signOut:
            guard case .signOut(let deleteLocal) = kind else { return [] }
            return perform(.signOut(deleteLocalConversations: deleteLocal), now: now)
        case .deleteAccount:
            return perform(.deleteAccount, now: now)
        case .stopAndSwitch:
            guard case .stopForBackend(let backend) = kind else { return [] }
            let stopped = chat(now) { $0.stop($1) }
            return stopped + settings(.switchBackend(backend), now: now)
        case .copyLink, .copySummary, .close:
            return chooseShare(choice, in: kind, now: now)
        case .dismiss:
            return []
        case .createAccount:
            return welcome(.openAuth(.signUp, fromWelcome: false, message: nil), now: now)
        case .signIn:
            return welcome(.openAuth(.signIn, fromWelcome: false, message: nil), now: now)
        case .export:
            // A click on Export: the same check as Enter, so the dialog stays for an empty path.
            state.dialog = DialogState(kind: kind)
            return confirmExport(now: now)
        }
        return []
    }

    /// Shows a tab; entering History reloads its rows (chats may have changed them).
    mutating func switchTab(to tab: Tab, now: Double) -> [Effect] {
        let was = state.tab
        state.tab = tab
        return tab == .history && was != .history ? historyEntered(now: now) : []
    }
}
