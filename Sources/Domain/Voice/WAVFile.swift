import Foundation

/// Where the samples of a RIFF/WAVE file start, and its format, read from the first bytes.
/// Recorders write the header first and the sizes last, so a file being recorded has
/// placeholder sizes: only the chunk layout is trusted here.
public struct WAVFormat: Hashable, Sendable {
    public var channels: Int
    public var sampleRate: Int
    public var bitsPerSample: Int
    /// The offset of the first sample byte.
    public var dataOffset: Int

    public init(channels: Int, sampleRate: Int, bitsPerSample: Int, dataOffset: Int) {
        self.channels = channels
        self.sampleRate = sampleRate
        self.bitsPerSample = bitsPerSample
        self.dataOffset = dataOffset
    }

    /// Parses `header` (the file's first bytes; 4 KB is plenty). Nil when it is not a PCM WAV
    /// file or the header is not complete yet.
    public static func parse(_ header: [UInt8]) -> WAVFormat? {
        func u32(_ i: Int) -> Int { Int(header[i]) | Int(header[i + 1]) << 8 | Int(header[i + 2]) << 16 | Int(header[i + 3]) << 24 }
        func u16(_ i: Int) -> Int { Int(header[i]) | Int(header[i + 1]) << 8 }
        guard header.count >= 12, header[0..<4].elementsEqual("RIFF".utf8), header[8..<12].elementsEqual("WAVE".utf8)
        else { return nil }
        var i = 12
        var format: (channels: Int, rate: Int, bits: Int)?
        while i + 8 <= header.count {
            let id = String(decoding: header[i..<i + 4], as: UTF8.self)
            let size = u32(i + 4)
            if id == "fmt ", i + 24 <= header.count {
                // PCM (1) or WAVE_FORMAT_EXTENSIBLE (0xFFFE) as pw-record writes.
                guard [1, 0xFFFE].contains(u16(i + 8)) else { return nil }
                format = (u16(i + 10), u32(i + 12), u16(i + 22))
            } else if id == "data" {
                guard let f = format else { return nil }
                return WAVFormat(channels: f.channels, sampleRate: f.rate, bitsPerSample: f.bits, dataOffset: i + 8)
            }
            // A streaming writer may leave a chunk's size as 0xFFFFFFFF; only data may be open.
            guard size < 0x7FFF_FFFF else { return nil }
            i += 8 + size + (size & 1)
        }
        return nil
    }

    /// Seconds of audio in `dataBytes` bytes of samples.
    public func seconds(dataBytes: Int) -> Double {
        let frame = max(1, channels * bitsPerSample / 8)
        return sampleRate > 0 ? Double(dataBytes / frame) / Double(sampleRate) : 0
    }
}
