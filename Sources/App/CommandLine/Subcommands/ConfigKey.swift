import AppCore
import Domain
import Foundation
import Presentation

/// The settings `shamelagpt config` reads and writes (ux.md §10): the Settings tab's, by the
/// names the settings file uses. Values are checked here, so a typo is refused with the values
/// that would work instead of being saved and ignored at the next launch.
enum ConfigKey: String, CaseIterable {
    case language, server, theme, bidi, digits
    case reduceMotion = "reduce_motion", showHarakat = "show_harakat", mouse
    case deepThinking = "deep_thinking", exportDir = "export_dir", clipboard
    case voiceRecorder = "voice_recorder", voiceEngine = "voice_engine"

    enum Failure: Error, Equatable {
        /// The value is not one of `allowed` (a description of the accepted values).
        case invalid(value: String, allowed: String)
        /// `export_dir` must name a directory that exists.
        case notADirectory(String)
        /// `voice_engine`'s program is not executable or its model cannot be read.
        case notUsable(String)
    }

    /// The value `s` holds; nil for an optional key that is unset.
    func value(in s: Settings) -> String? {
        switch self {
        case .language: s.language
        case .server: s.server
        case .theme: s.theme.rawValue
        case .bidi: s.bidi.rawValue
        case .digits: s.digits.rawValue
        case .reduceMotion: String(s.reduceMotion)
        case .showHarakat: String(s.showHarakat)
        case .mouse: String(s.mouse)
        case .deepThinking: String(s.deepThinking)
        case .exportDir: s.exportDir
        case .clipboard: String(s.clipboard)
        case .voiceRecorder: s.voiceRecorder
        case .voiceEngine: s.voiceEngine
        }
    }

    /// True when `s` leaves the key at its default.
    func isDefault(in s: Settings) -> Bool { value(in: s) == value(in: Settings()) }

    /// The value in effect: the stored one, else the default. `language` unset follows the
    /// locale and `export_dir` unset the documents folder, so those are computed.
    func effective(in s: Settings, environment: [String: String]) -> String {
        if let v = value(in: s) { return v }
        switch self {
        case .language: return LaunchContext.localeLanguage(environment).rawValue
        case .exportDir: return ConversationExporter.defaultDirectory(settingExportDir: nil, environment: environment)
        case .server: return "library"
        case .voiceRecorder: return "auto"
        case .voiceEngine: return "none"
        default: return ""  // every other key always holds a value
        }
    }

    /// What the key accepts, for help and for refusals.
    var allowed: String {
        switch self {
        case .language: "en, ar"
        case .server: "library, cloud, http(s)://…"
        case .theme: Settings.Theme.allCases.map(\.rawValue).joined(separator: ", ")
        case .bidi: Settings.Bidi.allCases.map(\.rawValue).joined(separator: ", ")
        case .digits: Settings.Digits.allCases.map(\.rawValue).joined(separator: ", ")
        case .reduceMotion, .showHarakat, .mouse, .deepThinking, .clipboard: "true, false"
        case .exportDir: "DIRECTORY"
        case .voiceRecorder: Recorder.Kind.allCases.map(\.rawValue).joined(separator: ", ") + " (or a path to one)"
        case .voiceEngine: "\"WHISPER_CLI MODEL_FILE\""
        }
    }

    func set(_ raw: String, in s: inout Settings, environment: [String: String]) throws(Failure) {
        let value = raw.trimmingCharacters(in: .whitespaces)
        let refuse = Failure.invalid(value: raw, allowed: allowed)
        switch self {
        case .language:
            guard ["en", "ar"].contains(value.lowercased()) else { throw refuse }
            s.language = value.lowercased()
        case .server:
            guard let backend = Backend(argument: value) else { throw refuse }
            s.server = backend.storedValue
        case .theme:
            guard let v = Settings.Theme(rawValue: value.lowercased()) else { throw refuse }
            s.theme = v
        case .bidi:
            guard let v = Settings.Bidi(rawValue: value.lowercased()) else { throw refuse }
            s.bidi = v
        case .digits:
            guard let v = Settings.Digits(rawValue: value.lowercased()) else { throw refuse }
            s.digits = v
        case .reduceMotion: s.reduceMotion = try Self.bool(value, refuse)
        case .showHarakat: s.showHarakat = try Self.bool(value, refuse)
        case .mouse: s.mouse = try Self.bool(value, refuse)
        case .deepThinking: s.deepThinking = try Self.bool(value, refuse)
        case .clipboard: s.clipboard = try Self.bool(value, refuse)
        case .exportDir:
            guard !value.isEmpty else { throw refuse }
            // Checked as it will be used: `~` means the home directory.
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            let path = value == "~" || value.hasPrefix("~/") ? home + value.dropFirst() : value
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
            else { throw .notADirectory(value) }
            s.exportDir = value
        case .voiceRecorder:
            let base = value.split(separator: "/").last.map(String.init) ?? value
            guard Recorder.Kind(rawValue: base) != nil else { throw refuse }
            s.voiceRecorder = value
        case .voiceEngine:
            guard let engine = VoiceEngineSetting.parse(value) else { throw refuse }
            guard FileManager.default.isExecutableFile(atPath: engine.program) else { throw .notUsable(engine.program) }
            guard FileManager.default.isReadableFile(atPath: engine.model) else { throw .notUsable(engine.model) }
            s.voiceEngine = engine.stored
        }
    }

    /// Back to the default.
    func unset(in s: inout Settings) {
        let d = Settings()
        switch self {
        case .language: s.language = nil
        case .server: s.server = nil
        case .theme: s.theme = d.theme
        case .bidi: s.bidi = d.bidi
        case .digits: s.digits = d.digits
        case .reduceMotion: s.reduceMotion = d.reduceMotion
        case .showHarakat: s.showHarakat = d.showHarakat
        case .mouse: s.mouse = d.mouse
        case .deepThinking: s.deepThinking = d.deepThinking
        case .exportDir: s.exportDir = nil
        case .clipboard: s.clipboard = d.clipboard
        case .voiceRecorder: s.voiceRecorder = nil
        case .voiceEngine: s.voiceEngine = nil
        }
    }

    private static func bool(_ value: String, _ refuse: Failure) throws(Failure) -> Bool {
        switch value.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw refuse
        }
    }
}
