import Input

/// The Settings tab in the router: commands go to `SettingsViewModel.reduce`, and its outcomes
/// are applied here, in order.
extension Coordinator {
    /// Runs a Settings command and applies what it asks of the app.
    mutating func settings(_ command: SettingsViewModel.Command, now: Double) -> [Effect] {
        let context = SettingsViewModel.Context(app: state, metrics: settingsMetrics)
        return applySettings(state.settings.reduce(command, context), now: now)
    }

    /// Keys of Settings' text fields; nil lets the key map decide.
    mutating func handleSettingsKey(_ key: Key, now: Double) -> [Effect]? {
        let context = SettingsViewModel.Context(app: state, metrics: settingsMetrics)
        return state.settings.key(key, keyMap: keyMap, context).map { applySettings($0, now: now) }
    }

    mutating func performSettings(_ action: Action, now: Double) -> [Effect] {
        guard state.tab == .settings, let command = SettingsViewModel.Command(action) else { return [] }
        return settings(command, now: now)
    }

    /// What Settings loads once it is on screen, whatever brought it there.
    mutating func settings(followUpsNow now: Double) -> [Effect] {
        applySettings(state.settings.followUps(state), now: now)
    }

    /// A server preference chosen outside Settings (the chat menu's answer mode).
    mutating func writePreference(_ row: SettingsRowID, value: String) -> [Effect] {
        settings(.set(row, value: value), now: 0)
    }

    private mutating func applySettings(_ outcomes: [SettingsViewModel.Outcome], now: Double) -> [Effect] {
        var effects: [Effect] = []
        for outcome in outcomes {
            switch outcome {
            case .effect(let e): effects.append(e)
            case .apply(let s): effects += state.apply(s)
            case .perform(let action): effects += perform(action, now: now)
            case .toast(let key, let argumentKey, let code, let isError):
                toast(argumentKey.map { localizer(key, localizer($0)) } ?? localizer(key), code: code, isError: isError, now: now)
            case .dialog(let kind): state.dialog = DialogState(kind: kind)
            case .openHelp: state.help = HelpOverlayState(contexts: contexts)
            case .closeHelp: state.help = nil
            case .startVoiceTest: effects += applyVoice(state.voice.startTest(now: now), now: now)
            case .cancelVoiceTest: effects += state.voice.cancelTest().effects.map(Effect.voice)
            case .resetVoiceTest: if !state.voice.test.isRunning { state.voice.test = .idle }
            }
        }
        return effects
    }
}
