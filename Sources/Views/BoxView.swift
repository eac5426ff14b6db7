import TextLayout

/// Rounded boxes for bubbles, dialogs and notices.
public enum BoxView {
    public static func draw(_ r: Rect, style: Style, into p: inout Painter) {
        guard r.width >= 2, r.height >= 2 else { return }
        p.glyph("╭", x: r.x, y: r.y, style: style)
        p.horizontal("─", x: r.x + 1, y: r.y, length: r.width - 2, style: style)
        p.glyph("╮", x: r.maxX - 1, y: r.y, style: style)
        for y in (r.y + 1)..<(r.maxY - 1) {
            p.glyph("│", x: r.x, y: y, style: style)
            p.glyph("│", x: r.maxX - 1, y: y, style: style)
        }
        p.glyph("╰", x: r.x, y: r.maxY - 1, style: style)
        p.horizontal("─", x: r.x + 1, y: r.maxY - 1, length: r.width - 2, style: style)
        p.glyph("╯", x: r.maxX - 1, y: r.maxY - 1, style: style)
    }
}
