import Localization

/// Settings' outcomes as the router applies them.
extension SettingsViewModel.Outcome {
    public func routed(_ localizer: Localizer) -> AppOutcome {
        switch self {
        case .effect(let e): .effect(e)
        case .apply(let s): .setting(s)
        case .perform(let a): .perform(a)
        case .toast(let key, let argumentKey, let code, let isError):
            .toast(argumentKey.map { localizer(key, localizer($0)) } ?? localizer(key), code: code, isError: isError)
        case .dialog(let kind): .dialog(DialogState(kind: kind))
        case .openHelp: .perform(.help)
        case .closeHelp: .closeHelp
        case .startVoiceTest: .voice(.startTest)
        case .cancelVoiceTest: .voice(.cancelTest)
        case .resetVoiceTest: .voice(.resetTest)
        }
    }
}
