import Localization
import Presentation
import TextLayout

/// A centred menu box: the title in the top border, one row per item with its direct key at
/// the trailing edge, the focused item in reverse video, unavailable items dim (a focused one
/// names its reason in the bottom border).
enum MenuView {
    static func render(_ menu: MenuState, layout: ScreenLayout, localizer: Localizer, into p: inout Painter) {
        let titles = menu.items.map { $0.title ?? localizer($0.titleKey) }
        let reasons = menu.items.compactMap(\.reasonKey).map { LineShaper.width(of: localizer($0)) + 4 }
        let widest = (zip(titles, menu.items).map { LineShaper.width(of: $0.0) + LineShaper.width(of: $0.1.keyLabel) + 6 }
            + reasons).max() ?? 20
        let width = min(layout.width - 4, max(30, widest + 4))
        let rows = min(menu.items.count, max(1, layout.contentHeight - 2))
        let height = rows + 2
        let x = (layout.width - width) / 2
        let y = layout.contentTop + max(0, (layout.contentHeight - height) / 2)
        let box = Rect(x: x, y: y, width: width, height: height)
        p.fill(box, style: .plain)
        BoxView.draw(box, style: .bold, into: &p)
        p.textCentered(" " + localizer(menu.titleKey) + " ", x: x, spanWidth: width, y: y, style: .bold)
        let first = max(0, min(menu.focused - rows + 1, menu.items.count - rows))
        for (row, i) in (first..<min(menu.items.count, first + rows)).enumerated() {
            let item = menu.items[i]
            let focused = i == menu.focused
            var style: Style = item.enabled ? .plain : .dim
            if focused { style = style.with(.reverse) }
            let line = Rect(x: x + 1, y: y + 1 + row, width: width - 2, height: 1)
            if focused { p.fill(line, style: style) }
            // The mark is a glyph of its own so that it mirrors (◀) in Arabic.
            if focused { p.glyph("▶", x: line.x, y: line.y, style: style) }
            let used = p.textEnding(item.keyLabel + " ", at: line.maxX, y: line.y, maxWidth: 12,
                                    style: focused ? style : .dim)
            p.text(titles[i], x: line.x + 2, y: line.y, maxWidth: line.width - used - 3, style: style)
            if item.enabled { p.hit(line, item.action) }
        }
        // A dim item that is focused says why it cannot be used, in the bottom border.
        if menu.items.indices.contains(menu.focused), let reason = menu.items[menu.focused].reasonKey {
            p.textCentered(" " + localizer(reason) + " ", x: x, spanWidth: width, y: y + height - 1, style: .dim)
        }
    }
}
