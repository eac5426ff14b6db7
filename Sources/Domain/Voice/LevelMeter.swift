import Foundation

/// The microphone level from PCM samples (signed 16-bit little-endian, as the recorders
/// write): RMS in dBFS mapped from -60…0 dB onto 0…1, so speech sits in the upper half and
/// room noise near the bottom. Only the newest window is read each time, so the cost does not
/// grow with the recording.
public enum LevelMeter {
    /// The floor of the scale: quieter is shown as silence.
    public static let floorDecibels = -60.0

    /// 0…1 for the samples in `bytes` (an odd trailing byte is ignored); 0 for no samples.
    public static func level(pcm16 bytes: some Collection<UInt8>) -> Double {
        var sum = 0.0
        var count = 0
        var low: UInt8 = 0
        var haveLow = false
        for b in bytes {
            if !haveLow {
                low = b
                haveLow = true
                continue
            }
            haveLow = false
            let s = Double(Int16(bitPattern: UInt16(low) | UInt16(b) << 8)) / 32768
            sum += s * s
            count += 1
        }
        guard count > 0, sum > 0 else { return 0 }
        let db = 10 * log10(sum / Double(count))
        return min(1, max(0, (db - floorDecibels) / -floorDecibels))
    }

    /// The level as `width` cells of the eight block heights, newest on the right, for the
    /// recording banner; `history` holds past levels, oldest first.
    public static func bars(_ history: [Double], width: Int) -> String {
        let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        let recent = history.suffix(width)
        let pad = String(repeating: blocks[0], count: width - recent.count)
        return pad + String(recent.map { blocks[min(7, max(0, Int(($0 * 8).rounded(.down))))] })
    }
}
