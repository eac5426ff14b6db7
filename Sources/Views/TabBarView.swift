import Localization
import Presentation
import TextLayout

/// The top row: logo, the three tabs (active in reverse video) and a trailing title or count.
public enum TabBarView {
    public static func render(tab: Tab, trailing: String, layout: ScreenLayout, localizer: Localizer,
                              into p: inout Painter) {
        let y = layout.tabBarRow
        var x = 0
        if layout.showsLogo {
            x += 1
            x += p.text(localizer("app.name"), x: x, y: y, maxWidth: 20, style: Style(foreground: .accent, attributes: .bold))
            x += 1
            p.glyph("│", x: x, y: y, style: .dim)
            x += 2
        } else {
            x = 1
        }
        for (i, t) in Tab.allCases.enumerated() {
            if i > 0 { x += 1 }
            let label = localizer(layout.usesShortLabels ? t.shortLabelKey : t.labelKey)
            let active = t == tab
            let style = active
                ? Style(foreground: .onBrand, background: .brand, attributes: [.reverse, .bold])
                : Style.plain
            let start = x
            x += p.text(" ", x: x, y: y, maxWidth: 1, style: style)
            x += p.text(label, x: x, y: y, maxWidth: layout.width - x - 1, style: style)
            x += p.text(" ", x: x, y: y, maxWidth: 1, style: style)
            p.hit(Rect(x: start, y: y, width: x - start, height: 1), .selectTab(t))
        }
        if layout.showsLogo {
            p.glyph("│", x: x, y: y, style: .dim)
            x += 2
            let room = layout.width - 1 - x
            if room > 3, !trailing.isEmpty {
                p.textEnding(trailing, at: layout.width - 1, y: y, maxWidth: room, style: .plain)
            }
        }
    }
}
