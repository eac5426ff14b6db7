import Localization
import Presentation
import TextLayout

/// The help overlay: the key map grouped by context, the focused one first (ux.md §7).
public enum HelpOverlayView {
    public static func render(_ help: HelpOverlayState, keyMap: KeyMap, layout: ScreenLayout,
                              localizer: Localizer, into p: inout Painter) {
        let width = min(layout.width - 2, 76)
        let height = max(5, layout.height - 2)
        let box = Rect(x: (layout.width - width) / 2, y: 1, width: width, height: height)
        p.fill(box, style: .plain)
        BoxView.draw(box, style: Style(foreground: .accent), into: &p)
        let title = " " + localizer("help.title") + " "
        p.textCentered(title, x: box.x + 1, spanWidth: box.width - 2, y: box.y, style: .bold)
        let footer = " " + keyMap.keyLabel(for: .back) + " " + localizer("help.close") + "  ↑↓ " + localizer("help.scroll") + " "
        p.textEnding(footer, at: box.maxX - 2, y: box.maxY - 1, maxWidth: box.width - 4, style: .dim)

        var lines: [(String, String?)] = []  // (keys or heading, help text)
        for section in HelpSection.sections(of: keyMap, focused: help.contexts) {
            if !lines.isEmpty { lines.append(("", nil)) }
            lines.append((localizer("help.context." + section.context.rawValue), nil))
            for row in section.rows { lines.append((row.keys, localizer(row.helpKey))) }
        }
        let inner = box.insetBy(dx: 2, dy: 1)
        let keyColumn = min(24, inner.width / 2)
        let first = min(help.scroll, max(0, lines.count - inner.height))
        for (i, line) in lines.dropFirst(first).prefix(inner.height).enumerated() {
            let y = inner.y + i
            if let text = line.1 {
                p.text(line.0, x: inner.x, y: y, maxWidth: keyColumn - 1, style: .bold)
                p.text(text, x: inner.x + keyColumn, y: y, maxWidth: inner.width - keyColumn)
            } else {
                p.text(line.0, x: inner.x, y: y, maxWidth: inner.width, style: Style(foreground: .gold, attributes: .bold))
            }
        }
    }
}
