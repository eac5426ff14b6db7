import Domain

/// Settings' "Test the microphone": three seconds recorded with the live meter, then the
/// loudest moment in words, and the file deleted. It uses the same recorder, monitor and
/// effects as a Chat recording (ids from the same counter, so their events never mix).
public enum MicrophoneTest: Hashable, Sendable {
    public struct Run: Hashable, Sendable {
        public var id: Int
        /// Monotonic time of the key press.
        public var startedAt: Double
        /// The recorder is running (its start or first samples were reported).
        public var running = false
        /// When the recorder was first reported running.
        public var runningSince: Double?
        /// Levels 0…1 for the meter, oldest first.
        public var levels: [Double] = []
        public var audioSeconds = 0.0
        /// The loudest report so far.
        public var peak = 0.0

        public init(id: Int, startedAt: Double) {
            self.id = id
            self.startedAt = startedAt
        }
    }

    case idle
    case recording(Run)
    /// Done: the loudest 100 ms window's level (0…1, as `LevelMeter` gives it).
    case finished(peak: Double)
    /// The recorder could not start or stopped by itself.
    case failed(AppError)

    /// How long the test records.
    public static let seconds = 3.0

    public var isRunning: Bool { run != nil }

    public var run: Run? {
        if case .recording(let r) = self { return r }
        return nil
    }
}
