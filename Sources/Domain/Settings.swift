/// The user's preferences and the little state the app restores at launch (ux.md §5,
/// §6.4). Values are plain so the settings file stays readable and editable.
public struct Settings: Hashable, Sendable {
    /// Terminal colour scheme (ux.md §5.3).
    public enum Theme: String, Hashable, Sendable, CaseIterable { case auto, dark, light, highContrast = "high-contrast" }
    /// Who applies the bidi algorithm (ux.md §9.7).
    public enum Bidi: String, Hashable, Sendable, CaseIterable { case app, terminal }
    /// Digits for numbers the app generates in the Arabic UI (ux.md §5.3).
    public enum Digits: String, Hashable, Sendable, CaseIterable { case arabicIndic = "arabic-indic", latin }

    /// `en` or `ar`; nil follows the locale environment (protocol.md §13.1).
    public var language: String?
    /// `library`, `cloud` or a server URL; nil means the default backend.
    public var server: String?
    public var theme: Theme = .auto
    public var bidi: Bidi = .app
    public var digits: Digits = .arabicIndic
    public var reduceMotion = false
    public var showHarakat = true
    public var mouse = true
    public var deepThinking = true
    /// Where exports and saved copies go; nil means documents, else home (ux.md §3.10).
    public var exportDir: String?
    /// False keeps the app off the clipboard entirely (OSC 52 and local tools): copies open the
    /// Copy text page instead (ux.md §3.10).
    public var clipboard = true
    /// The recorder for voice input: `pw-record`, `parecord`, `arecord`, `rec` or a path to
    /// one; nil takes the first found.
    public var voiceRecorder: String?
    /// The offline library's speech engine: a whisper.cpp CLI and its model file (`VoiceEngine`).
    public var voiceEngine: String?
    /// The last tab as its logical index (ux.md §6.4).
    public var lastTab = 0
    /// The last open conversation per owner id (guest and account kept apart).
    public var lastConversation: [String: String] = [:]
    public var welcomeSeen = false
    /// The one-time hint about "Bidi handling: By the terminal" was shown (ux.md §9.7).
    public var bidiHintShown = false
    /// Unsent drafts by conversation id ("" for a chat not stored yet), saved on exit.
    public var drafts: [String: String] = [:]

    public init() {}
}
