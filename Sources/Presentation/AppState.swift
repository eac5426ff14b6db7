import Localization

/// Everything the screen shows, as plain values; views render it, the coordinator changes it.
public struct AppState: Hashable, Sendable {
    public var tab: Tab = .chat
    public var language: Language
    public var backend: Backend
    public var isOnline = true
    public var reduceMotion = false
    /// The terminal's size in cells.
    public var width: Int
    public var height: Int
    public var toast: Toast?
    /// Animation frame counter, advanced by tick events (time is an input).
    public var tick = 0
    /// When Ctrl+C was last pressed with nothing to cancel; a second press within 2 s quits.
    public var quitArmedAt: Double?
    public var isQuitting = false
    /// The help overlay (F1 or ?), listing the key map; nil when closed.
    public var help: HelpOverlayState?
    /// The Chat composer's draft.
    public var composer = TextBuffer()

    public init(language: Language, backend: Backend, width: Int, height: Int) {
        self.language = language
        self.backend = backend
        self.width = width
        self.height = height
    }

    /// The smallest usable size (ux.md §1.1).
    public static let minimumWidth = 40
    public static let minimumHeight = 12

    public var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }
}
