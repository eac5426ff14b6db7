/// The `voice_engine` setting: the path of a whisper.cpp command-line program and the path of
/// its model file, separated by white space (`shamelagpt config set voice_engine
/// "/usr/local/bin/whisper-cli /models/ggml-base.bin"`). Paths with spaces are refused rather
/// than guessed at; a symbolic link without one does.
public struct VoiceEngineSetting: Hashable, Sendable {
    public var program: String
    public var model: String

    public init(program: String, model: String) {
        self.program = program
        self.model = model
    }

    public static func parse(_ raw: String) -> VoiceEngineSetting? {
        let parts = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard parts.count == 2 else { return nil }
        return VoiceEngineSetting(program: parts[0], model: parts[1])
    }

    public var stored: String { program + " " + model }
}
