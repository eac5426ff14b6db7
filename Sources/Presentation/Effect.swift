/// Work the coordinator asks the run loop to do; results come back as `AppEvent`s.
public enum Effect: Hashable, Sendable {
    /// Leave the app with this exit status.
    case quit(status: Int32)
    /// Repaint every cell, not only what changed (Ctrl+L, after resume).
    case redrawAll
    /// Restore the terminal and stop the process (Ctrl+Z).
    case suspend
    /// Save the preferences held in the state (language, backend, appearance) to the settings file.
    case persistSettings
    /// Apply the state's theme, bidi handling and digits to the terminal and the string tables.
    case applyAppearance
    /// Answers come from another backend from now on (the banner's "Use offline library").
    case switchBackend(Backend)
    /// Chat work for the run loop to perform.
    case chat(ChatEffect)
    /// History work.
    case history(HistoryEffect)
    /// Settings work.
    case settings(SettingsEffect)
    /// Welcome, sign-in and account work.
    case account(AccountEffect)
    /// Conversation sync with the signed-in cloud account.
    case sync(SyncEffect)
    /// Voice input: recording and transcription.
    case voice(VoiceEffect)
    /// The Copy text page's terminal mode on or off: mouse reporting off so the terminal's own
    /// selection works, and the terminal's implicit bidi on so logical text reads right where
    /// the terminal can reorder it.
    case setSelectionMode(Bool)
    /// Fact-check work: path completion and reading an image's text.
    case factCheck(FactCheckEffect)
}
