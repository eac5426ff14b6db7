import Domain

/// What the Settings "Voice input" page shows about the machine: the recorder voice input
/// would use, the two settings as they stand, and whether the offline library's speech engine
/// can run. The App's voice runner looks (the file system is I/O); this only carries it.
public struct VoiceSetup: Hashable, Sendable {
    public enum RecorderFinding: Hashable, Sendable {
        /// The recorder to use and where it is.
        case found(kind: String, path: String)
        /// None of the four on PATH: the page names their packages.
        case noneFound
        /// `voice_recorder` names something missing or not one of the four.
        case settingUnusable(String)
    }

    public var recorder: RecorderFinding
    /// `voice_recorder` as stored; nil is "the first found".
    public var recorderSetting: String?
    /// `voice_engine` as stored ("PROGRAM MODEL"); nil is none.
    public var engineSetting: String?
    /// Why the configured engine cannot run now (a program that is not executable, a model that
    /// cannot be read); nil when it can, or when none is set.
    public var engineProblem: String?

    public init(recorder: RecorderFinding, recorderSetting: String? = nil, engineSetting: String? = nil,
                engineProblem: String? = nil) {
        self.recorder = recorder
        self.recorderSetting = recorderSetting
        self.engineSetting = engineSetting
        self.engineProblem = engineProblem
    }

    /// The engine's program and model, when the setting parses.
    public var engine: VoiceEngineSetting? { engineSetting.flatMap(VoiceEngineSetting.parse) }
}
