/// The limits of one recording (120 s, 20 MB). The duration counts the audio the
/// recorder wrote as well as the wall clock, whichever is further: a recorder that buffers
/// cannot exceed it, and a stand-in that writes faster than real time reaches it early.
public struct VoiceLimits: Hashable, Sendable {
    public var maxSeconds: Double
    public var maxBytes: Int

    public init(maxSeconds: Double = 120, maxBytes: Int = 20 * 1024 * 1024) {
        self.maxSeconds = maxSeconds
        self.maxBytes = maxBytes
    }

    public static let standard = VoiceLimits()

    /// Why a recording must stop now, if it must.
    public enum Reached: Hashable, Sendable { case duration, size }

    public func reached(elapsed: Double, audioSeconds: Double, bytes: Int) -> Reached? {
        if bytes >= maxBytes { return .size }
        if max(elapsed, audioSeconds) >= maxSeconds { return .duration }
        return nil
    }
}
