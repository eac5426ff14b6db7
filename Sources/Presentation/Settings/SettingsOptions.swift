import Domain
import Foundation
import Localization

/// One value a choice row can take, with its wire or stored id and how it is shown.
public struct SettingsOption: Hashable, Sendable {
    /// The stored value (`dark`, `hanafi`, `1`); "" is "Default" (unset) for the answer preferences.
    public var id: String
    public var label: SettingsText
    /// A second line in the picker (the madhab's Arabic name and founder).
    public var detail: SettingsText?

    public init(_ id: String, _ label: SettingsText, detail: SettingsText? = nil) {
        self.id = id
        self.label = label
        self.detail = detail
    }
}

/// The values of each choice row and which one is current; pure functions of the state.
public enum SettingsOptions {
    /// Madhab slugs in picker order (protocol.md §13.4).
    public static let madhabs = ["all", "hanafi", "maliki", "shafii", "hanbali"]
    static let lengths = ["short", "medium", "detailed"]
    static let styles = ["conversational", "academic", "technical"]
    static let focuses = ["practical", "theoretical", "historical"]

    /// The options of a row, in order; empty for rows that are not choices.
    public static func options(for row: SettingsRowID, state: AppState) -> [SettingsOption] {
        switch row {
        case .language:
            return [SettingsOption(Language.en.rawValue, .key("language.english")),
                    SettingsOption(Language.ar.rawValue, .key("language.arabic"))]
        case .theme:
            return Settings.Theme.allCases.map { SettingsOption($0.rawValue, .key("settings.theme." + $0.rawValue)) }
        case .bidi:
            return Settings.Bidi.allCases.map { SettingsOption($0.rawValue, .key("settings.bidi." + $0.rawValue)) }
        case .digits:
            return Settings.Digits.allCases.map { SettingsOption($0.rawValue, .key("settings.digits." + $0.rawValue)) }
        case .responseLength: return preference("length", lengths, current: state.settings.preferences.length)
        case .responseStyle: return preference("style", styles, current: state.settings.preferences.style)
        case .focus: return preference("focus", focuses, current: state.settings.preferences.focus)
        case .mode:
            return [SettingsOption("0", .key("chat.mode.auto")), SettingsOption("1", .key("chat.mode.research")),
                    SettingsOption("2", .key("chat.mode.factCheck"))]
        case .madhab:
            return madhabs.map {
                SettingsOption($0, .key("settings.madhab." + $0),
                               detail: .key("settings.madhab.\($0)Description"))
            }
        default:
            return []
        }
    }

    /// "Default" first, then the known values; a value the server sent that is not in the list is
    /// kept as an extra option so it shows as current until the user picks another (protocol.md §13.2).
    static func preference(_ name: String, _ values: [String], current: String?) -> [SettingsOption] {
        var out = [SettingsOption("", .key("settings.pref.default"))]
        out += values.map { SettingsOption($0, .key("settings.pref.\(name).\($0)")) }
        if let current, !current.isEmpty, !values.contains(current) {
            out.append(SettingsOption(current, .key("settings.pref.current", [current])))
        }
        return out
    }

    /// The id of the current value of a choice row.
    public static func current(for row: SettingsRowID, state: AppState) -> String? {
        switch row {
        case .language: return state.language.rawValue
        case .theme: return state.theme.rawValue
        case .bidi: return state.bidi.rawValue
        case .digits: return state.digits.rawValue
        case .responseLength: return state.settings.preferences.length ?? ""
        case .responseStyle: return state.settings.preferences.style ?? ""
        case .focus: return state.settings.preferences.focus ?? ""
        case .mode: return state.settings.preferences.mode.map(String.init) ?? "0"
        case .madhab: return state.settings.preferences.madhab
        default: return nil
        }
    }

    /// The option `delta` steps from the current one, wrapping around.
    public static func stepped(_ row: SettingsRowID, by delta: Int, state: AppState) -> String? {
        let all = options(for: row, state: state)
        guard !all.isEmpty else { return nil }
        let now = current(for: row, state: state).flatMap { c in all.firstIndex { $0.id == c } } ?? 0
        let n = all.count
        return all[((now + delta) % n + n) % n].id
    }

    /// The label of the current value, for the row's trailing side.
    public static func currentLabel(for row: SettingsRowID, state: AppState) -> SettingsText? {
        guard let id = current(for: row, state: state) else { return nil }
        return options(for: row, state: state).first { $0.id == id }?.label
    }

    /// Trim and lowercase; a known slug maps to itself, anything else to `all` (protocol.md §13.4).
    public static func normalizedMadhab(_ raw: String?) -> String {
        let s = (raw ?? "").trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return madhabs.contains(s) ? s : "all"
    }
}
