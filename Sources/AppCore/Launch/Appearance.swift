import Domain
import Localization
import Terminal

/// How Settings → Appearance maps onto the terminal and the string tables (ux.md §5.3).
package enum Appearance {
    /// "Auto" follows the terminal's background: what it answered to OSC 11, else `COLORFGBG`;
    /// the others are fixed (ux.md §5.3).
    package static func theme(_ t: Settings.Theme, environment: [String: String],
                      background: ColorPalette.Theme? = nil) -> ColorPalette.Theme {
        switch t {
        case .auto: background ?? ColorPalette.Theme.detect(environment: environment)
        case .dark: .dark
        case .light: .light
        case .highContrast: .highContrast
        }
    }

    /// "Arabic-Indic ٠-٩" is the default: Arabic-Indic in the Arabic UI, Latin in English.
    /// "Latin 0-9" uses Latin digits in both.
    package static func digitStyle(_ d: Settings.Digits) -> DigitStyle {
        switch d {
        case .arabicIndic: .automatic
        case .latin: .latin
        }
    }

    /// Terminals known to reorder bidi text themselves whatever `CSI 8 l` asks (ux.md §9.7):
    /// Konsole, mlterm, iTerm2 and Terminal.app, by the variables they set or the name they
    /// gave XTVERSION. A terminal that answered DECRQM for mode 8 follows `CSI 8 l`: no hint.
    package static func terminalReordersBidi(_ environment: [String: String], probe: TerminalProbe? = nil) -> Bool {
        if probe?.supportsBidiModes == true { return false }
        if let name = probe?.name?.lowercased(), ["mlterm", "konsole", "iterm2"].contains(where: name.contains) {
            return true
        }
        if let v = environment["KONSOLE_VERSION"], !v.isEmpty { return true }
        if let v = environment["MLTERM"], !v.isEmpty { return true }
        if environment["TERM"]?.hasPrefix("mlterm") == true { return true }
        return ["iTerm.app", "Apple_Terminal"].contains(environment["TERM_PROGRAM"] ?? "")
    }

    /// Both languages' tables with those digits, or nil when they cannot be read.
    package static func localizers(digits: DigitStyle) -> [Language: Localizer]? {
        var out: [Language: Localizer] = [:]
        for l in Language.allCases {
            guard let loc = try? Localizer.bundled(l, digits: digits) else { return nil }
            out[l] = loc
        }
        return out
    }
}
