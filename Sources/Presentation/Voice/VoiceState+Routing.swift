import Domain
import Input
import Localization

/// Voice input's side of the router: its key layer, its contexts, its menu item, and what its
/// outcomes ask of the rest of the app (the transcript into the composer, a toast).
extension VoiceState {
    /// The voice outcomes of a key-map action (Alt+V also brings the focus to the composer);
    /// nil for another action.
    public static func outcomes(of action: Action, on tab: Tab) -> [AppOutcome]? {
        switch action {
        case .voiceRecord: tab == .chat ? [.chat(.focusComposer), .voice(.toggle)] : []
        case .voiceStop: [.voice(.stop)]
        case .voiceCancel: [.voice(.cancel)]
        default: nil
        }
    }

    /// Runs a command (the microphone test's too) and routes its outcome.
    public mutating func run(_ command: Command, language: Language, now: Double, _ localizer: Localizer) -> [AppOutcome] {
        switch command {
        case .startTest: return Self.routed(startTest(now: now), localizer)
        case .cancelTest: return Self.routed(VoiceOutcome(effects: cancelTest().effects), localizer)
        case .resetTest:
            if !test.isRunning { test = .idle }
            return []
        default: return Self.routed(reduce(command, language: language, now: now), localizer)
        }
    }

    /// While recording the banner takes every key but the few that always work (Ctrl+L,
    /// Ctrl+Z); while the audio is sent or a notice shows, it takes only Esc and the rest
    /// edit the composer as usual. Nil: the key goes on.
    public func key(_ key: Key, keyMap: KeyMap) -> KeyResult {
        guard isActive else { return .pass }
        guard isRecording else { return .action(keyMap.ownAction(for: key, in: .voiceBusy)) }
        if let action = keyMap.ownAction(for: key, in: .voiceRecording) { return .perform(action) }
        if let global = keyMap.action(for: key, in: [KeyContext.global]), [.redraw, .suspend].contains(global) {
            return .perform(global)
        }
        return .taken
    }

    /// The voice contexts that come before the composer's (hints and help).
    public var contexts: [KeyContext] {
        if isRecording { return [.voiceRecording] }
        if isActive { return [.voiceBusy] }
        return isOffered ? [.voice] : []
    }

    /// The chat menu's voice item: dim with the reason when no recorder was found; absent
    /// until the launch has looked.
    public var menuItem: MenuState.Item? {
        guard isOffered else { return nil }
        var available = true
        if case .unavailable = availability { available = false }
        return MenuState.Item(isRecording ? "menu.voiceStop" : "menu.voice", key: "Alt+V",
                              action: .voiceRecord, enabled: available, reasonKey: "voice.error.noRecorder")
    }

    /// What an outcome asks of the app, in order: the transcript into the composer (which
    /// says when it does not fit), then the toast, then the work.
    public static func routed(_ outcome: VoiceOutcome, _ localizer: Localizer) -> [AppOutcome] {
        var out: [AppOutcome] = []
        if let text = outcome.insert { out.append(.chat(.insertTranscript(text, then: outcome.toast))) }
        else if let key = outcome.toast { out.append(.toast(localizer(key))) }
        return out + outcome.effects.map { .effect(.voice($0)) }
    }
}
