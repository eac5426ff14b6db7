/// A sound recorder the app can drive from the command line (ux.md mobile mapping, "Voice
/// input"). Every one records 16 kHz mono signed 16-bit WAV, the format speech engines and the
/// cloud accept without conversion, and finishes its file cleanly on SIGINT.
public struct Recorder: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case pwRecord = "pw-record", parecord, arecord, rec

        /// The Debian package that provides it, named in "no recorder" messages.
        public var package: String {
            switch self {
            case .pwRecord: "pipewire-bin"
            case .parecord: "pulseaudio-utils"
            case .arecord: "alsa-utils"
            case .rec: "sox"
            }
        }
    }

    public let kind: Kind
    /// The executable's path as found (or as the `voice_recorder` setting names it).
    public let executable: String

    public init(kind: Kind, executable: String) {
        self.kind = kind
        self.executable = executable
    }

    public static let sampleRate = 16_000
    public static let bytesPerSecond = sampleRate * 2

    /// The arguments (after the executable) that record to `output`, a `.wav` path.
    public func arguments(output: String) -> [String] {
        switch kind {
        case .pwRecord:
            ["--rate", "16000", "--channels", "1", "--format", "s16", output]
        case .parecord:
            ["--rate=16000", "--channels=1", "--format=s16le", "--file-format=wav", output]
        case .arecord:
            ["-q", "-f", "S16_LE", "-r", "16000", "-c", "1", "-t", "wav", output]
        case .rec:
            ["-q", "-r", "16000", "-c", "1", "-b", "16", "-e", "signed-integer", output]
        }
    }

    /// The packages to install when none is found, in the order recorders are tried.
    public static var installHint: String { Kind.allCases.map(\.package).joined(separator: ", ") }
}
