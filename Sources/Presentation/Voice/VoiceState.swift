import Domain

/// Voice input in Chat (asking by speaking): Alt+V records with a command-line
/// recorder, Enter or Alt+V stops and sends the audio to `/api/transcribe`, and the transcript
/// is put into the composer at the caret for review; it is never sent by itself.
public struct VoiceState: Hashable, Sendable {
    /// What the launch found: a recorder's name, or why there is none. Unknown until the App
    /// has looked, and then the chat menu and the hint bar offer voice input.
    public enum Availability: Hashable, Sendable {
        case unknown
        case recorder(String)
        case unavailable(AppError)
    }

    public struct Recording: Hashable, Sendable {
        public var id: Int
        /// Monotonic time of the key press.
        public var startedAt: Double
        /// The recorder is running (its first samples or its start was reported).
        public var running = false
        /// Levels 0…1, oldest first; the last `historyLimit` are kept for the meter.
        public var levels: [Double] = []
        public var audioSeconds = 0.0
        public var bytes = 0

        public init(id: Int, startedAt: Double) {
            self.id = id
            self.startedAt = startedAt
        }
    }

    public enum Phase: Hashable, Sendable {
        case idle
        case recording(Recording)
        /// The audio is on its way; `limit` says the recording stopped by itself.
        case transcribing(id: Int, since: Double, limit: VoiceLimits.Reached?)
        /// 429 with Retry-After: sent again at `at` by itself (ux: a notice with the wait).
        case waitingToRetry(id: Int, at: Double)
        /// A failure or a note, shown in the banner until Esc or the next recording.
        case notice(AppError)
    }

    public var availability: Availability = .unknown
    public var phase: Phase = .idle
    public var limits = VoiceLimits.standard
    /// What Settings' "Voice input" page found; nil until it has looked.
    public var setup: VoiceSetup?
    /// Settings' microphone test.
    public var test: MicrophoneTest = .idle
    var nextId = 1
    /// 429s waited out for the audio being sent.
    var retries = 0

    public init() {}

    /// Levels kept for the meter: enough for the widest banner.
    static let historyLimit = 48
    /// 429s answered by waiting before the failure is shown.
    static let maxAttempts = 3

    /// A recording is under way (keys go to it).
    public var isRecording: Bool {
        if case .recording = phase { return true }
        return false
    }

    /// The banner shows (recording, transcribing, waiting or a notice).
    public var isActive: Bool { phase != .idle }

    /// Whether the chat menu and hint bar offer Alt+V: once the launch has looked.
    public var isOffered: Bool { availability != .unknown }
}
