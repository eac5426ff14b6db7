/// The styles Markdown constructs map to. They are colour roles and attributes, resolved to real
/// colours by the terminal's theme at draw time, so a theme change never invalidates layout.
enum MarkdownStyles {
    /// text-rendering.md §3.2: level 1 bold and underlined, levels 2–6 bold, an accent colour per
    /// level; the two accent roles alternate (odd levels green, even levels gold).
    static func heading(_ level: Int) -> Style {
        switch level {
        case 1: Style(foreground: .accent, attributes: [.bold, .underline])
        case let l where l.isMultiple(of: 2): Style(foreground: .gold, attributes: .bold)
        default: Style(foreground: .accent, attributes: .bold)
        }
    }
    // Code cells carry the code background themselves; a code block's padding gets it at draw
    // time (`LayoutRow.fill`), so inline code and blocks look alike.
    static let code = Style(foreground: .accent, background: .codeBackground)
    static let codeInfo = Style(foreground: .dim, background: .codeBackground)
    static let continuation = Style(foreground: .dim, background: .codeBackground)
    static let warning = Style(foreground: .warning)
    static let dim = Style(foreground: .dim)
    static let decoration = Style(foreground: .dim)
    static let marker = Style(foreground: .accent)
    static let tableHeader = Style(attributes: .bold)

    static func link(_ base: Style, target: String?) -> Style {
        var s = base
        s.attributes.insert(.underline)
        s.link = target
        return s
    }
}
