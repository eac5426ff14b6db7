import TextLayout

/// Maps colour roles to terminal colour numbers for the detected capability (ux.md §9.1).
public struct ColorPalette: Sendable {
    public enum Level: Sendable, Equatable { case none, eight, sixteen, indexed256 }

    public let level: Level

    public init(level: Level) { self.level = level }

    /// Decides the level from the environment and curses' colour count.
    public static func detect(environment: [String: String], colors: Int) -> ColorPalette {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return ColorPalette(level: .none) }
        if colors >= 256 { return ColorPalette(level: .indexed256) }
        if colors >= 16 { return ColorPalette(level: .sixteen) }
        if colors >= 8 { return ColorPalette(level: .eight) }
        return ColorPalette(level: .none)
    }

    /// The colour number for a role, or -1 for the terminal's default.
    public func color(_ role: ColorRole) -> Int16 {
        switch (level, role) {
        case (.none, _), (_, .default): return -1
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
}
