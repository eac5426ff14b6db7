import Domain
import Localization

/// Voice work for the App's runner; results come back as `VoiceEvent`s with the same id.
public enum VoiceEffect: Hashable, Sendable {
    /// Find the recorder (the `voice_recorder` setting, else PATH) and start recording.
    case start(id: Int)
    /// Stop the recorder (SIGINT, so it finishes the file) and send the audio.
    case stop(id: Int, language: Language)
    /// Send the kept audio again (after a 429's wait).
    case retry(id: Int, language: Language)
    /// Stop whatever runs for `id` and delete the recording.
    case cancel(id: Int)
    /// Look for the recorder and check the speech engine again, for Settings' page
    /// (answered with `VoiceEvent.setup`).
    case describeSetup
}

/// Results of voice work.
public enum VoiceEvent: Hashable, Sendable {
    /// What the launch found (sent once, and again when Settings looks).
    case availability(VoiceState.Availability)
    /// The recorder and engine as Settings shows them.
    case setup(VoiceSetup)
    /// The recorder is running.
    case started(id: Int)
    /// The newest samples' level, the audio written so far, and the file's size.
    case level(id: Int, level: Double, audioSeconds: Double, bytes: Int)
    /// The recorder could not start, stopped by itself, or the recording is unusable.
    case failed(id: Int, AppError)
    case transcribed(id: Int, text: String)
    /// `retryAfter`: whole seconds from a 429's Retry-After.
    case transcriptionFailed(id: Int, AppError, retryAfter: Int?)
}

/// What the coordinator applies besides the effects: text for the composer, a toast.
public struct VoiceOutcome: Hashable, Sendable {
    public var effects: [VoiceEffect] = []
    /// The transcript, to insert at the caret.
    public var insert: String?
    /// A toast's string key and arguments.
    public var toast: String?

    public init(effects: [VoiceEffect] = [], insert: String? = nil, toast: String? = nil) {
        self.effects = effects
        self.insert = insert
        self.toast = toast
    }
}
