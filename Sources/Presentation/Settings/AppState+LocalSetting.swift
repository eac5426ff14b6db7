import Domain

/// The locally stored settings as the app state holds them: read for a change's undo value,
/// written by a change and by its revert. The Settings reducer and the router use the same two
/// functions, so what the reducer reasons about is what the router applies.
extension AppState {
    /// The value the state holds now for the same setting as `s`.
    public func current(of s: LocalSetting) -> LocalSetting {
        switch s {
        case .language: .language(language)
        case .backend: .backend(backend)
        case .theme: .theme(theme)
        case .bidi: .bidi(bidi)
        case .digits: .digits(digits)
        case .reduceMotion: .reduceMotion(reduceMotion)
        case .showHarakat: .showHarakat(showHarakat)
        case .deepThinking: .deepThinking(deepThinking)
        }
    }

    /// Puts a value into the state; returns what the terminal or the backend must do about it.
    public mutating func apply(_ s: LocalSetting) -> [Effect] {
        switch s {
        case .language(let l): language = l
        case .backend(let b):
            backend = b
            return [.switchBackend(b)]
        case .theme(let t):
            theme = t
            return [.applyAppearance]
        case .bidi(let b):
            bidi = b
            return [.applyAppearance]
        case .digits(let d):
            digits = d
            return [.applyAppearance]
        case .reduceMotion(let on): reduceMotion = on
        case .showHarakat(let on): showHarakat = on
        case .deepThinking(let on): deepThinking = on
        }
        return []
    }
}
