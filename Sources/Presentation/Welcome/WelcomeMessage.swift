import Localization

/// The welcome message of ux.md §2.2 as lines: its line breaks are kept (a line only wraps
/// when the box is narrower), and `rule` marks the `---` drawn across the box.
public enum WelcomeMessage {
    public static let rule = "---"

    /// One line of the message and how it is drawn.
    public enum Line: Hashable, Sendable {
        case heading(String)
        case text(String)
        case blank
        case rule
    }

    /// The message in the localizer's language.
    public static func lines(_ l: Localizer) -> [Line] {
        var out: [Line] = [.heading("🌿 " + repaired(l("welcome.title"))), .blank]
        out += body(l("welcome.intro"))
        out += [.blank, .rule, .blank, .heading("🔐 " + repaired(l("welcome.signInTitle"))), .blank]
        out += body(l("welcome.signInMessage"))
        out += [.blank]
        out += body("👉 " + l("welcome.signInNow"))
        return out
    }

    private static func body(_ s: String) -> [Line] {
        split(s).map { $0.isEmpty ? .blank : ($0 == rule ? .rule : .text($0)) }
    }

    private static func split(_ s: String) -> [String] {
        repaired(s).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Copies of the text that went through a Mac Roman round trip carry `üåø` for 🌿,
    /// `‚Äî` for —, `üîê` for 🔐 and `üëâ` for 👉, each emoji after a stray U+F8FF; they are
    /// repaired, never shown (ux.md §2.2).
    public static func repaired(_ s: String) -> String {
        guard s.contains("\u{F8FF}") || s.contains("ü") || s.contains("‚Äî") else { return s }
        var t = s.replacingOccurrences(of: "\u{F8FF}", with: "")
        for (bad, good) in [("üåø", "🌿"), ("üîê", "🔐"), ("üëâ", "👉"), ("‚Äî", "—")] {
            t = t.replacingOccurrences(of: bad, with: good)
        }
        return t
    }
}
