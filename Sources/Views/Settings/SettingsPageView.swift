import Localization
import Presentation
import TextLayout

/// About, Privacy Policy and Terms of Service (ux.md §5.7): Markdown laid out like an answer,
/// scrolled by the coordinator; links are clickable.
enum SettingsPageView {
    /// Lines longer than this are hard to read; wide screens keep the text at this width.
    static let maxTextWidth = 100

    static func render(_ state: AppState, page: SettingsPage, area: Rect, localizer: Localizer,
                       into p: inout Painter) -> SettingsMetrics {
        SettingsView.title(localizer(SettingsPageText.titleKey(page)), area: area, localizer: localizer, into: &p)
        let body = Rect(x: area.x + 1, y: area.y + 2, width: min(maxTextWidth, max(1, area.width - 2)),
                        height: max(0, area.height - 2))
        let markdown = SettingsPageText.markdown(page, info: state.settings.libraryInfo, localizer: localizer)
        let settings = LayoutSettings(hideHarakat: !state.showHarakat, hyperlinks: true,
                                      arabicIndicDigits: localizer.numbers.usesArabicIndicDigits)
        let rows = MarkdownLayout.rows(markdown: markdown, width: body.width,
                                       baseDirection: state.language.isRightToLeft ? .rtl : .ltr, settings: settings)
        let maxScroll = max(0, rows.count - body.height)
        let scroll = min(state.settings.pageScroll, maxScroll)
        let more = scroll < maxScroll
        let visible = more ? body.height - 1 : body.height
        let start = p.physical(Rect(x: body.x, y: 0, width: body.width, height: 1)).x
        for (k, row) in rows.dropFirst(scroll).prefix(visible).enumerated() {
            let y = body.y + k
            let cells = row.drawn(width: body.width)  // code panels filled (text-rendering.md §3.5)
            p.cells(cells, physicalX: start, y: y)
            linkRegions(cells, physicalX: start, y: y, into: &p)
        }
        if more {
            p.textCentered("▼ " + localizer("settings.more"), x: body.x, spanWidth: body.width, y: body.maxY - 1, style: .dim)
        }
        return SettingsMetrics(viewportRows: body.height, totalRows: rows.count)
    }

    /// A click on a run of link cells opens its target (ux.md §3.10).
    static func linkRegions(_ cells: [Cell], physicalX x0: Int, y: Int, into p: inout Painter) {
        var x = x0
        var run: (start: Int, url: String)?
        for cell in cells + [Cell.blank] {
            if let current = run, cell.style.link != current.url {
                p.hitPhysical(Rect(x: current.start, y: y, width: x - current.start, height: 1), .settingsOpenLink(current.url))
                run = nil
            }
            if run == nil, let url = cell.style.link { run = (x, url) }
            x += Int(cell.width)
        }
    }
}
