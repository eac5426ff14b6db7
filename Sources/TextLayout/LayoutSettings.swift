/// The settings that change what text looks like once laid out, and so take part in every
/// layout cache key (text-rendering.md §10). Theme colours are not among them: styles are roles.
public struct LayoutSettings: Hashable, Sendable {
    /// How emoji sequences are sent to the terminal (text-rendering.md §5.2 step 2).
    public enum EmojiPolicy: String, Hashable, Sendable {
        /// Sequences split into their components so every terminal draws Σ`wcwidth` cells.
        case compatible
        /// Sequences sent unchanged, for terminals known to draw them as glibc counts them.
        case exact
    }

    public var emoji: EmojiPolicy
    /// Drop Arabic harakat at display time, for fonts that stack them badly (text-rendering.md §5.2 step 3).
    public var hideHarakat: Bool
    /// Links carry an OSC 8 target; when off, a link whose text differs shows `text (URL)`.
    public var hyperlinks: Bool
    /// Strike-through is drawn with U+0336 overlays (ncurses has no strike-out attribute).
    public var strikeOverlay: Bool
    /// Tab stops inside code blocks.
    public var tabWidth: Int
    /// List numbers in Arabic-Indic digits instead of Latin ones (text-rendering.md §8.4).
    public var arabicIndicDigits: Bool

    public init(emoji: EmojiPolicy = .compatible, hideHarakat: Bool = false, hyperlinks: Bool = true,
                strikeOverlay: Bool = true, tabWidth: Int = 4, arabicIndicDigits: Bool = false) {
        self.emoji = emoji
        self.hideHarakat = hideHarakat
        self.hyperlinks = hyperlinks
        self.strikeOverlay = strikeOverlay
        self.tabWidth = max(1, tabWidth)
        self.arabicIndicDigits = arabicIndicDigits
    }

    public static let `default` = LayoutSettings()
}
