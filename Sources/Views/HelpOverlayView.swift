import Localization
import Presentation
import TextLayout

/// The help overlay: the key map grouped by context, the focused one first (ux.md §7). Its
/// geometry and lines are `HelpOverlayLayout`'s, which the overlay's paging uses too.
public enum HelpOverlayView {
    public static func render(_ help: HelpOverlayState, keyMap: KeyMap, layout: ScreenLayout,
                              localizer: Localizer, into p: inout Painter) {
        let l = HelpOverlayLayout(keyMap: keyMap, focused: help.contexts, screen: layout)
        let box = Rect(x: l.x, y: l.y, width: l.width, height: l.height)
        p.fill(box, style: .plain)
        BoxView.draw(box, style: Style(foreground: .accent), into: &p)
        let title = " " + localizer("help.title") + " "
        p.textCentered(title, x: box.x + 1, spanWidth: box.width - 2, y: box.y, style: .bold)
        // The footer names the overlay's own keys, from the key map like every hint: one span
        // per pair, left to right inside (as the hint bar), so Arabic keeps each key by its word.
        var pairs = keyMap.bindings.filter { $0.context == .helpOverlay && $0.hintPriority != nil }
            .sorted { ($0.hintPriority ?? 0) < ($1.hintPriority ?? 0) }
            .map { "\u{200E}" + $0.keyLabel + " " + localizer($0.helpKey) }
        func footerWidth() -> Int { pairs.reduce(0) { $0 + LineShaper.width(of: $1) + 2 } }
        while footerWidth() > box.width - 5, !pairs.isEmpty { pairs.removeLast() }
        var fx = box.maxX - 2 - footerWidth()
        for pair in pairs {
            p.text(" ", x: fx, y: box.maxY - 1, maxWidth: 1, style: .dim)
            fx += 1 + p.text(pair, x: fx + 1, y: box.maxY - 1, maxWidth: LineShaper.width(of: pair), style: .dim)
            p.text(" ", x: fx, y: box.maxY - 1, maxWidth: 1, style: .dim)
            fx += 1
        }

        let first = min(help.scroll, l.maxScroll)
        for (i, line) in l.lines.dropFirst(first).prefix(l.visibleRows).enumerated() {
            let y = box.y + 1 + i
            switch line {
            case .heading(let context):
                p.text(localizer("help.context." + context.rawValue), x: l.innerX, y: y, maxWidth: l.innerWidth,
                       style: Style(foreground: .gold, attributes: .bold))
            case .row(let keys, let helpKey):
                p.text(keys, x: l.innerX, y: y, maxWidth: l.keyColumn - 1, style: .bold)
                if let helpKey {
                    p.text(localizer(helpKey), x: l.innerX + l.keyColumn, y: y, maxWidth: l.innerWidth - l.keyColumn)
                }
            case .blank:
                break
            }
        }
    }
}
