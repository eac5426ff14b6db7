import Localization

/// What the banner and plain mode say about a recording in words.
extension VoiceState {
    /// "hearing sound" or "silence": a level over the room-noise line (about -42 dBFS).
    public static func levelWordKey(_ level: Double) -> String {
        level >= 0.3 ? "voice.level.sound" : "voice.level.silence"
    }

    /// m:ss in the UI's digits.
    public static func clock(_ seconds: Double, localizer: Localizer) -> String {
        let s = max(0, Int(seconds))
        return localizer.numbers.localizeDigits("\(s / 60):" + (s % 60 < 10 ? "0" : "") + "\(s % 60)")
    }
}
