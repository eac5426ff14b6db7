import Domain
import Input

/// Voice input's place in the router: its key layer, its actions and results, and what its
/// outcomes change outside it (the composer, a toast). The rules are in `VoiceState`.
extension Coordinator {
    /// While recording the banner takes every key but the few that always work (Ctrl+L,
    /// Ctrl+Z); while the audio is sent or a notice shows, it takes only Esc and the rest
    /// edit the composer as usual.
    mutating func voiceLayer(_ key: Key, now: Double) -> [Effect]? {
        guard state.voice.isActive, state.tab == .chat, state.dialog == nil, state.menu == nil,
              state.help == nil, state.overlay == nil, !state.isTooSmall else { return nil }
        if state.voice.isRecording {
            if let action = keyMap.ownAction(for: key, in: .voiceRecording) { return perform(action, now: now) }
            if let global = keyMap.action(for: key, in: [KeyContext.global]), [.redraw, .suspend].contains(global) {
                return perform(global, now: now)
            }
            return []
        }
        if let action = keyMap.ownAction(for: key, in: .voiceBusy) { return perform(action, now: now) }
        return nil
    }

    /// The voice contexts that come before the composer's (hints and help).
    static func voiceContexts(_ state: AppState) -> [KeyContext] {
        if state.voice.isRecording { return [.voiceRecording] }
        if state.voice.isActive { return [.voiceBusy] }
        return state.voice.isOffered ? [.voice] : []
    }

    mutating func performVoice(_ action: Action, now: Double) -> [Effect] {
        let command: VoiceState.Command
        switch action {
        case .voiceRecord:
            guard state.tab == .chat else { return [] }
            state.chat.focusComposer()
            command = .toggle
        case .voiceStop: command = .stop
        case .voiceCancel: command = .cancel
        default: return []
        }
        return applyVoice(state.voice.reduce(command, language: state.language, now: now), now: now)
    }

    mutating func voiceEvent(_ event: VoiceEvent, now: Double) -> [Effect] {
        applyVoice(state.voice.handle(event, language: state.language, now: now), now: now)
    }

    mutating func voiceTick(now: Double) -> [Effect] {
        applyVoice(state.voice.tick(language: state.language, now: now), now: now)
    }

    /// The chat menu's voice item: dim with the reason when no recorder was found; absent
    /// until the launch has looked.
    var voiceMenuItem: MenuState.Item? {
        guard state.voice.isOffered else { return nil }
        var available = true
        if case .unavailable = state.voice.availability { available = false }
        return MenuState.Item(state.voice.isRecording ? "menu.voiceStop" : "menu.voice", key: "Alt+V",
                              action: .voiceRecord, enabled: available, reasonKey: "voice.error.noRecorder")
    }

    mutating func applyVoice(_ outcome: VoiceOutcome, now: Double) -> [Effect] {
        if let text = outcome.insert {
            // At the caret, separated from the words around it; the draft is kept (never sent).
            let before = state.chat.composer.characters.prefix(state.chat.composer.cursor).last
            let after = state.chat.composer.characters.dropFirst(state.chat.composer.cursor).first
            var piece = text
            if let b = before, !b.isWhitespace { piece = " " + piece }
            if let a = after, !a.isWhitespace { piece += " " }
            if !state.chat.composer.paste(piece) {
                state.toast = Toast(text: localizer("chat.pasteTooLong"), isError: true, now: now)
                return outcome.effects.map(Effect.voice)
            }
        }
        if let key = outcome.toast {
            state.toast = Toast(text: localizer(key), now: now)
        }
        return outcome.effects.map(Effect.voice)
    }
}
