/// A colour by its role in the interface; the terminal layer maps roles to real colours for the
/// detected capability (truecolor, 256, 16, 8, none) and theme, so views never pick numbers.
public enum ColorRole: UInt8, Hashable, Sendable, CaseIterable {
    case `default`
    /// Brand green #1B5E20: the active tab's background.
    case brand
    /// Light green #4C8C4A: user bubble borders, accents.
    case accent
    /// Gold #D4AF37: source titles, stars, toasts.
    case gold
    case error
    case warning
    /// Timestamps, hosts, placeholders.
    case dim
    /// White text on brand backgrounds.
    case onBrand
    /// The panel behind inline code and code blocks (text-rendering.md §3.5): a background
    /// only, a shade away from the canvas, so every text colour stays legible on it.
    case codeBackground
}

/// Text attributes that carry meaning even without colour (NO_COLOR keeps them).
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}

/// How one cell is drawn. Plain values only (the link is a number into `InternTable.links`), so
/// cells copy and free without reference counting; 8 bytes.
public struct Style: Hashable, Sendable {
    /// The link's number in `InternTable.links`; 0 for none. Equal targets have equal numbers.
    private(set) var linkNumber: UInt32
    public var foreground: ColorRole
    public var background: ColorRole
    public var attributes: TextAttributes

    /// An OSC 8 hyperlink target, shown as a link by terminals that support it. (Once a process
    /// has seen `InternTable.capacity` distinct targets, a new one is dropped: the text stays.)
    public var link: String? {
        get { linkNumber == 0 ? nil : InternTable.links.string(linkNumber) }
        set { linkNumber = newValue.flatMap { InternTable.links.number($0) } ?? 0 }
    }

    /// Whether the cell is a link, without looking its target up (the terminal asks per cell).
    public var hasLink: Bool { linkNumber != 0 }

    /// Whether both styles link to the same target (or neither links), without looking it up.
    public func hasSameLink(as other: Style) -> Bool { linkNumber == other.linkNumber }

    public init(foreground: ColorRole = .default, background: ColorRole = .default,
                attributes: TextAttributes = [], link: String? = nil) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        linkNumber = link.flatMap { InternTable.links.number($0) } ?? 0
    }

    public static let plain = Style()
    public static let bold = Style(attributes: .bold)
    public static let reverse = Style(attributes: .reverse)
    public static let dim = Style(foreground: .dim)

    public func with(_ extra: TextAttributes) -> Style {
        var s = self
        s.attributes.formUnion(extra)
        return s
    }
}
