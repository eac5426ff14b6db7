/// Voice input's failures. protocol.md §12 lists the keys `voice.transcriptionFailed` and
/// `voice.transcriptionRateLimitedRetry` but reserves no codes, so the codes follow its naming:
/// `E-VOICE-…` for the recording side, the catalogue's own codes (E-HTTP-429, E-NET-…) for the
/// transport.
extension AppError {
    /// None of pw-record, parecord, arecord, rec was found (the message names their packages).
    public static func voiceNoRecorder() -> AppError {
        AppError(code: "E-VOICE-RECORDER", messageKey: "voice.error.noRecorder")
    }
    /// The `voice_recorder` setting names something unusable.
    public static func voiceRecorderSetting(_ value: String) -> AppError {
        AppError(code: "E-VOICE-RECORDER", messageKey: "voice.error.recorderSetting", detail: value)
    }
    /// The recorder started but stopped at once: no device, or the sound server refused.
    public static func voiceDevice(_ detail: String?) -> AppError {
        AppError(code: "E-VOICE-DEVICE", messageKey: "voice.error.device", detail: detail, retryable: true)
    }
    /// The recording holds no sound (or nothing was recorded).
    public static func voiceEmpty() -> AppError {
        AppError(code: "E-VOICE-EMPTY", messageKey: "voice.error.empty", retryable: true)
    }
    /// An audio file given to `ask --audio` cannot be read, is not audio, or is too large.
    public static func voiceFile(_ key: String, detail: String?) -> AppError {
        AppError(code: "E-VOICE-FILE", messageKey: key, detail: detail)
    }
    /// The offline library has no speech engine configured (`voice_engine`).
    public static func voiceNoEngine() -> AppError {
        AppError(code: "E-VOICE-ENGINE", messageKey: "voice.error.noEngine")
    }
    /// The server or engine could not turn the audio into text.
    public static func voiceTranscriptionFailed(_ detail: String?) -> AppError {
        AppError(code: "E-VOICE-TRANSCRIBE", messageKey: "voice.transcriptionFailed", detail: detail, retryable: true)
    }
}
