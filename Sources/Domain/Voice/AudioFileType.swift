/// The audio formats sent to `/api/transcribe` as they are: the content type of the `file`
/// part, from the file's first bytes (a name can lie). Other formats are refused before
/// anything is sent.
public enum AudioFileType: String, Hashable, Sendable, CaseIterable {
    case wav, mp3, ogg, flac, m4a, webm

    public var mimeType: String {
        switch self {
        case .wav: "audio/wav"
        case .mp3: "audio/mpeg"
        case .ogg: "audio/ogg"
        case .flac: "audio/flac"
        case .m4a: "audio/mp4"
        case .webm: "audio/webm"
        }
    }

    public static func sniff(_ head: [UInt8]) -> AudioFileType? {
        func at(_ i: Int, _ s: String) -> Bool {
            let b = Array(s.utf8)
            return head.count >= i + b.count && head[i..<i + b.count].elementsEqual(b)
        }
        if at(0, "RIFF") && at(8, "WAVE") { return .wav }
        if at(0, "OggS") { return .ogg }
        if at(0, "fLaC") { return .flac }
        if at(4, "ftyp") { return .m4a }
        if head.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) { return .webm }
        if at(0, "ID3") || (head.count >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0) { return .mp3 }
        return nil
    }
}
