import Domain
import Foundation
import Input
import Localization

/// The router: it owns the app's state, hands each event to the feature or input layer that
/// takes it, and applies what the features return (`AppOutcome`s) in order. The rules live in
/// the features' reducers. Pure: no I/O, no clock of its own (`now` is passed in, ids and wall
/// time are injected), so a key script drives it deterministically.
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
    public var contexts: [KeyContext] { state.keyContexts }

    /// The focus contexts of a state (`AppState.keyContexts`).
    public static func contexts(for state: AppState) -> [KeyContext] { state.keyContexts }

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
        return effects + apply(state.settings.followUps(state).map(AppOutcome.fromSettings), now: now)
    }

    private mutating func dispatch(_ event: AppEvent, now: Double) -> [Effect] {
        if let toast = state.toast, toast.expiresAt <= now { state.toast = nil }
        if let armed = state.quitArmedAt, now - armed > 2 { state.quitArmedAt = nil }
        switch event {
        case .tick:
            state.tick &+= 1
            if let x = state.ctrlXAt, now - x > 1 { state.ctrlXAt = nil }
            let chat = apply([.chat(.tick)], now: now)
            return chat + apply(VoiceState.routed(state.voice.tick(language: state.language, now: now), localizer), now: now)
        case .resized(let w, let h):
            state.width = w
            state.height = h
            // On History the preview pane may appear, more rows may fit, a first load may be due.
            guard state.tab == .history else { return [] }
            return state.history.phase == .idle ? historyEntered(now: now) : history(.refresh, now: now)
        case .terminationRequested(let signal):
            // As quitting from the dialog: an answer being written is stored as stopped, not
            // left `streaming` for the next launch to call interrupted (ux.md §9.6).
            return apply([.chat(.stop), .quit(status: 128 + signal)], now: now)
        case .resumed:
            return [.redrawAll]
        case .input(.key(let key)):
            return handle(key: key, now: now)
        case .input(.mouse(let m)):
            return wheel(m, now: now)
        case .action(let action):
            return state.isTooSmall ? [] : perform(action, now: now)
        case .input(.paste(let text)):
            return paste(text, now: now)
        case .chat(.copyUnavailable(let text)) where state.dialog == nil:
            let (page, outcomes) = CopyTextPage.opening(text)
            return apply([.overlay(AnyOverlay(page), outcomes)], now: now)
        case .chat(.openFailed(let url)) where state.dialog == nil:
            // No browser: the link dialog, to select the link or copy it (ux.md §3.10).
            return apply([.dialog(DialogState(kind: .link(url: url)))], now: now)
        case .chat(let e):
            var effects = apply([.chat(.event(e))], now: now)
            if case .conversationLoaded(let c, _) = e { effects += state.messageSync(for: c) }
            if case .serverReachable = e { effects += state.flushDeletions }
            return effects + apply([.requestQuotationMarks], now: now)
        case .libraryChanged(let status):
            state.library = status
            return []
        case .history(let e):
            let effects = history(.event(e), now: now)
            switch e {
            case .deleted, .deletedAll: return effects + state.flushDeletions
            default: return effects
            }
        case .settings(let e):
            return settings(.event(e), now: now)
        case .account(let e):
            var effects = welcome(.event(e), now: now)
            if case .restored = e { effects += accountSync }
            if case .signedIn = e { effects += accountSync }
            return effects
        case .sync(let e):
            return apply(state.syncOutcomes(e, localizer), now: now)
        case .voice(let e):
            return apply(VoiceState.routed(state.voice.handle(e, language: state.language, now: now), localizer), now: now)
        case .factCheck(.quotationsMarked(let id, let marks)):
            return apply([.chat(.setQuotationMarks(marks, messageId: id))], now: now)
        case .factCheck(let e):
            return apply(FactCheckState.routed(state.factCheck.handle(e), localizer) + [.requestQuotationMarks], now: now)
        }
    }

    /// After the startup restore and on sign-in (ux.md §4.6): the list, and the open conversation.
    private var accountSync: [Effect] {
        state.listSync(force: false) + (state.chat.conversation.map(state.messageSync(for:)) ?? [])
    }

    /// Routes an action: the app-wide ones, voice, the dialogs and overlays, then Welcome and
    /// the tab that shows.
    mutating func perform(_ action: Action, now: Double) -> [Effect] {
        if let global = AppState.GlobalCommand(action, on: state.tab) {
            return apply(state.reduce(global, now: now, localizer), now: now)
        }
        if let voice = VoiceState.outcomes(of: action, on: state.tab) { return apply(voice, now: now) }
        switch action {
        case .edit(let e): return apply([.chat(.edit(e))], now: now)
        case .deleteForwardOrQuit: return apply([.chat(.deleteForwardOrQuit)], now: now)
        case .editInEditor: return apply([.chat(.editInEditor)], now: now)
        case .back: return state.tab == .chat ? apply([.chat(.back)], now: now) : []
        case .dialogToggleCheckbox:
            return apply(state.dialog?.toggleCheckbox(onSettings: state.tab == .settings) ?? [], now: now)
        case .dialogMove(let d): return performDialog(.move(d), now: now)
        case .dialogCancel: return performDialog(.cancel, now: now)
        case .dialogChoose(let index): return performDialog(.choose(index), now: now)
        case .overlay(let action): return performOverlay(action, now: now)
        case .factCheck(let command): return apply([.factCheck(command)], now: now)
        case .newChat where state.tab == .settings:
            // Ctrl+N works from every tab; History handles its own (`n` too).
            return apply([.tab(.chat), .chat(.newChat)], now: now)
        case .shareChat where state.tab == .chat: return apply(DialogState.openShare(over: state, localizer), now: now)
        case .chooseMode(let mode) where state.tab == .chat: return settings(.set(.mode, value: String(mode)), now: now)
        default:
            if let command = WelcomeViewModel.command(action, over: state) { return welcome(command, now: now) }
            switch state.tab {
            case .chat: return ChatViewModel.Command(action).map { apply([.chat($0)], now: now) } ?? []
            case .history: return HistoryViewModel.Command(action).map { history(.command($0), now: now) } ?? []
            case .settings: return SettingsViewModel.Command(action).map { settings($0, now: now) } ?? []
            }
        }
    }

    /// A dialog command; a chosen button closes the dialog and does what it says.
    private mutating func performDialog(_ command: DialogState.Command, now: Double) -> [Effect] {
        guard var dialog = state.dialog else { return [] }
        guard let choice = dialog.reduce(command) else {
            state.dialog = dialog
            return []
        }
        state.dialog = nil
        return apply(DialogState.outcomes(of: choice, in: dialog.kind, over: state, localizer), now: now)
    }

    /// An overlay action: its command to the open overlay, or an overlay to open.
    private mutating func performOverlay(_ action: OverlayAction, now: Double) -> [Effect] {
        if let opener = action.payload as? OverlayOpener {
            return opener.open(state).map { apply([.overlay($0.0, $0.1)], now: now) } ?? []
        }
        guard var overlay = state.overlay, let outcomes = overlay.reduce(action, overlayContext) else { return [] }
        state.overlay = overlay
        return apply(outcomes.map { $0.routed(localizer) }, now: now)
    }

    var overlayContext: OverlayContext { OverlayContext(app: state, metrics: overlayMetrics, keyMap: keyMap) }
}
