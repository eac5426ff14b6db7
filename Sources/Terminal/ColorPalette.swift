import TextLayout

/// Maps colour roles to terminal colour numbers for the detected capability (ux.md §9.1) and
/// the theme (ux.md §9.2), and decides the attributes a style really gets on this terminal.
public struct ColorPalette: Sendable, Equatable {
    public enum Level: Sendable, Equatable { case none, eight, sixteen, indexed256 }

    /// The colour scheme; Settings' "Auto" is resolved to Dark or Light before it gets here.
    public enum Theme: Sendable, Equatable, CaseIterable {
        /// Colours for a dark background (the default).
        case dark
        /// Gold text becomes dark gold and dim text darker, for a light background.
        case light
        /// A painted black canvas, white text, bright yellow for accents, no dim text, focus in
        /// reverse and bold, links underlined (all text at least 7:1).
        case highContrast

        /// "Auto": the background colour from `COLORFGBG` ("15;0", "0;default;15"): the
        /// standard colours 7 and 9–15 are light backgrounds. Without it, dark.
        public static func detect(environment: [String: String]) -> Theme {
            guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last,
                  let bg = Int(last) else { return .dark }
            return bg == 7 || (9...15).contains(bg) ? .light : .dark
        }
    }

    public let level: Level
    public let theme: Theme

    public init(level: Level, theme: Theme = .dark) {
        self.level = level
        self.theme = theme
    }

    /// Decides the level from the environment and curses' colour count.
    public static func detect(environment: [String: String], colors: Int, theme: Theme = .dark) -> ColorPalette {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return ColorPalette(level: .none, theme: theme) }
        if colors >= 256 { return ColorPalette(level: .indexed256, theme: theme) }
        if colors >= 16 { return ColorPalette(level: .sixteen, theme: theme) }
        if colors >= 8 { return ColorPalette(level: .eight, theme: theme) }
        return ColorPalette(level: .none, theme: theme)
    }

    /// The same capability with another theme.
    public func with(theme: Theme) -> ColorPalette { ColorPalette(level: level, theme: theme) }

    /// The colour number for a role used as the foreground, or -1 for the terminal's default.
    public func color(_ role: ColorRole) -> Int16 {
        switch theme {
        case .dark: dark(role)
        case .light: light(role)
        case .highContrast: highContrast(role)
        }
    }

    /// The colour number for a role used as the background: High contrast paints the canvas black.
    public func background(_ role: ColorRole) -> Int16 {
        if theme == .highContrast, role == .default, level != .none { return level == .indexed256 ? 16 : 0 }
        return color(role)
    }

    /// The attributes a style is drawn with here: dim stands in for the dim colour when there is
    /// none; High contrast has no dim text, makes focus (reverse) bold too and underlines links.
    public func attributes(_ style: Style) -> TextAttributes {
        var a = style.attributes
        if style.foreground == .dim && color(.dim) < 0 { a.insert(.dim) }
        if theme == .highContrast {
            a.remove(.dim)
            if a.contains(.reverse) { a.insert(.bold) }
            if style.hasLink { a.insert(.underline) }
        }
        // With colour, a painted background carries the emphasis; reverse keeps it without.
        // The code panel is no emphasis: a selection over code stays reversed.
        if a.contains(.reverse), level != .none, style.background != .default, style.background != .codeBackground {
            a.remove(.reverse)
        }
        return a
    }

    private func dark(_ role: ColorRole) -> Int16 {
        switch (level, role) {
        case (.none, _), (_, .default): return -1
        // #262626 under code: a shade off a dark canvas; accent and dim text stay above 3.5:1.
        // The 8 and 16 standard colours have no shade that is surely neither the terminal's own
        // background nor too close to the green and grey code text: no panel, code keeps its colour.
        case (.indexed256, .codeBackground): return 235
        case (_, .codeBackground): return -1
        case (.indexed256, .brand): return 22
        case (.indexed256, .accent): return 65
        case (.indexed256, .gold): return 179
        case (.indexed256, .error): return 160
        case (.indexed256, .warning): return 178
        case (.indexed256, .dim): return 244
        case (.indexed256, .onBrand): return 231
        case (.sixteen, .accent): return 10
        case (_, .brand), (_, .accent): return 2
        case (_, .gold), (_, .warning): return 3
        case (_, .error): return 1
        case (.sixteen, .dim): return 8
        case (_, .dim): return -1
        case (_, .onBrand): return 7
        }
    }

    /// Dark gold #7A5C00 (256: 94, #875f00) instead of gold on white; darker dim and warning.
    private func light(_ role: ColorRole) -> Int16 {
        switch (level, role) {
        case (.indexed256, .gold): return 94
        case (.indexed256, .warning): return 130
        case (.indexed256, .dim): return 242
        case (.indexed256, .accent): return 28
        // #EEEEEE: a shade off white; dark green code and dim text stay above 4:1.
        case (.indexed256, .codeBackground): return 255
        default: return dark(role)
        }
    }

    private func highContrast(_ role: ColorRole) -> Int16 {
        switch (level, role) {
        case (.none, _): return -1
        // The canvas is painted black, so the code panel must be painted too (the terminal's own
        // background could be white under white text): #262626 keeps the colours code is drawn
        // in (white, accent, yellow) above 7:1; with 8 or 16 colours no grey does, so it is the
        // canvas's black.
        case (.indexed256, .codeBackground): return 235
        case (_, .codeBackground): return 0
        case (.indexed256, .default), (.indexed256, .dim), (.indexed256, .onBrand): return 231
        case (.indexed256, .gold), (.indexed256, .warning): return 226
        case (.indexed256, .accent): return 120
        case (.indexed256, .error): return 203
        case (.indexed256, .brand): return 22
        case (.sixteen, .default), (.sixteen, .dim), (.sixteen, .onBrand): return 15
        case (.sixteen, .gold), (.sixteen, .warning): return 11
        case (.sixteen, .accent): return 10
        case (.sixteen, .error): return 9
        case (_, .default), (_, .dim), (_, .onBrand): return 7
        case (_, .gold), (_, .warning): return 3
        case (_, .accent), (_, .brand): return 2
        case (_, .error): return 1
        }
    }
}
