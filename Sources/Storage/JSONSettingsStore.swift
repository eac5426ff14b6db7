import Domain
import Foundation

/// Settings as a readable JSON file in the config directory that the user may edit. A bad value
/// falls back to its default with a warning; unknown keys are kept when saving.
public struct JSONSettingsStore: SettingsStore {
    public let url: URL

    public init(configDirectory: URL) {
        url = configDirectory.appendingPathComponent("settings.json")
    }

    public func load() -> (settings: Settings, warnings: [String]) {
        var warnings: [String] = []
        guard let data = try? Data(contentsOf: url) else { return (Settings(), []) }
        guard let dict = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return (Settings(), ["\(url.path) is not a JSON object; using the default settings"])
        }
        var s = Settings()
        func read<T>(_ key: String, _ parse: (Any) -> T?, _ apply: (T) -> Void) {
            guard let raw = dict[key], !(raw is NSNull) else { return }
            if let v = parse(raw) { apply(v) } else { warnings.append("settings: bad value for \(key) (\(raw)); using the default") }
        }
        let bool: (Any) -> Bool? = { ($0 as? NSNumber).flatMap { CFNumberish.isBool($0) ? $0.boolValue : nil } }
        read("language", { ($0 as? String).flatMap { ["en", "ar"].contains($0) ? $0 : nil } }) { s.language = $0 }
        read("server", { ($0 as? String).flatMap(Self.validServer) }) { s.server = $0 }
        read("theme", { ($0 as? String).flatMap(Settings.Theme.init(rawValue:)) }) { s.theme = $0 }
        read("bidi", { ($0 as? String).flatMap(Settings.Bidi.init(rawValue:)) }) { s.bidi = $0 }
        read("digits", { ($0 as? String).flatMap(Settings.Digits.init(rawValue:)) }) { s.digits = $0 }
        read("reduce_motion", bool) { s.reduceMotion = $0 }
        read("show_harakat", bool) { s.showHarakat = $0 }
        read("mouse", bool) { s.mouse = $0 }
        read("deep_thinking", bool) { s.deepThinking = $0 }
        read("export_dir", { ($0 as? String).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } }) { s.exportDir = $0 }
        read("clipboard", bool) { s.clipboard = $0 }
        let text: (Any) -> String? = { ($0 as? String).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } }
        read("voice_recorder", text) { s.voiceRecorder = $0 }
        read("voice_engine", text) { s.voiceEngine = $0 }
        read("welcome_seen", bool) { s.welcomeSeen = $0 }
        read("bidi_hint_shown", bool) { s.bidiHintShown = $0 }
        read("last_tab", { ($0 as? NSNumber).flatMap { CFNumberish.isBool($0) ? nil : Int(exactly: $0.doubleValue) }.flatMap { (0...9).contains($0) ? $0 : nil } }) { s.lastTab = $0 }
        read("last_conversation", { $0 as? [String: String] }) { s.lastConversation = $0 }
        read("drafts", { $0 as? [String: String] }) { s.drafts = $0 }
        return (s, warnings)
    }

    /// The file as it is now; nil when there is none or it is not a JSON object, so a caller
    /// that holds what it read earlier keeps that rather than the defaults.
    public func reload() -> Settings? {
        guard let data = try? Data(contentsOf: url),
              (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else { return nil }
        return load().settings
    }

    public func save(_ settings: Settings) throws {
        // Read-modify-write keeps keys this version doesn't know (a newer version's, or the user's).
        let existing = (try? Data(contentsOf: url)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        if existing == nil, FileManager.default.fileExists(atPath: url.path) {
            // The user's unreadable file is kept beside the new one rather than overwritten.
            try? FileManager.default.removeItem(atPath: url.path + ".invalid")
            try? FileManager.default.copyItem(atPath: url.path, toPath: url.path + ".invalid")
        }
        var dict = existing ?? [:]
        dict["language"] = settings.language ?? NSNull()
        dict["server"] = settings.server ?? NSNull()
        dict["theme"] = settings.theme.rawValue
        dict["bidi"] = settings.bidi.rawValue
        dict["digits"] = settings.digits.rawValue
        dict["reduce_motion"] = settings.reduceMotion
        dict["show_harakat"] = settings.showHarakat
        dict["mouse"] = settings.mouse
        dict["deep_thinking"] = settings.deepThinking
        dict["export_dir"] = settings.exportDir ?? NSNull()
        dict["clipboard"] = settings.clipboard
        dict["voice_recorder"] = settings.voiceRecorder ?? NSNull()
        dict["voice_engine"] = settings.voiceEngine ?? NSNull()
        dict["welcome_seen"] = settings.welcomeSeen
        dict["bidi_hint_shown"] = settings.bidiHintShown
        dict["last_tab"] = settings.lastTab
        dict["last_conversation"] = settings.lastConversation
        dict["drafts"] = settings.drafts
        do {
            let data = try JSONSerialization.data(withJSONObject: dict, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try AtomicFile.write(data + Data("\n".utf8), to: url, mode: 0o600)
        } catch let e as StorageError {
            throw e.appError
        } catch {
            throw StorageError.failed(String(describing: error)).appError
        }
    }

    static func validServer(_ s: String) -> String? {
        let t = s.trimmingCharacters(in: .whitespaces)
        if t == "library" || t == "cloud" { return t }
        guard let u = URL(string: t), let scheme = u.scheme?.lowercased(), scheme == "http" || scheme == "https",
              u.host != nil else { return nil }
        return t
    }
}

/// Tells JSON booleans from numbers: both arrive as NSNumber from JSONSerialization.
enum CFNumberish {
    static func isBool(_ n: NSNumber) -> Bool {
        #if canImport(Darwin)
        return CFGetTypeID(n) == CFBooleanGetTypeID()
        #else
        return String(cString: n.objCType) == "c"
        #endif
    }
}
