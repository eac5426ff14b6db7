import Localization
import Presentation
import TextLayout

/// The Settings list (ux.md §1.4, §5.1): section headers, rows with their values at the
/// trailing edge, inline errors, the footer, "▼ more" while there is more below, and on wide
/// screens a dim description beside each row.
enum SettingsListView {
    /// The list keeps the 80-column layout of the mock-ups; wider screens use the rest for
    /// descriptions.
    static let listWidth = 80

    static func render(_ state: AppState, area: Rect, localizer: Localizer, into p: inout Painter) -> SettingsMetrics {
        let lines = SettingsList.lines(state)
        let h = area.height
        let maxTop = max(0, lines.count - h)
        let top = min(state.settings.listTop, maxTop)
        let more = top < maxTop
        let visible = more ? h - 1 : h
        let wide = area.width >= 120
        let w = wide ? Self.wideListWidth(lines, areaWidth: area.width, localizer: localizer) : area.width
        for (k, line) in lines.dropFirst(top).prefix(visible).enumerated() {
            let y = area.y + k
            switch line {
            case .header(let key):
                p.text(localizer(key), x: area.x + 1, y: y, maxWidth: w - 2, style: .bold)
            case .row(let row):
                let selected = row.id == state.settings.selected && row.isSelectable
                drawRow(row, selected: selected, x: area.x, y: y, width: w, localizer: localizer, into: &p)
                if wide, let d = row.descriptionKey {
                    p.text(localizer(d), x: area.x + w + 2, y: y, maxWidth: area.width - w - 3, style: .dim)
                }
                if row.isSelectable { p.hit(Rect(x: area.x, y: y, width: w, height: 1), .settingsOpen(row.id)) }
            case .error(_, let e):
                p.text(SettingsView.errorLine(e, localizer), x: area.x + 5, y: y, maxWidth: w - 6,
                       style: Style(foreground: .error))
            case .reason(_, let key):
                p.text(localizer(key), x: area.x + 5, y: y, maxWidth: w - 6, style: .dim)
            case .blank:
                break
            case .footer(let version):
                p.textCentered(localizer("settings.footer", version), x: area.x, spanWidth: w, y: y, style: .dim)
            }
        }
        if more {
            p.textCentered("▼ " + localizer("settings.more"), x: area.x, spanWidth: w, y: area.y + h - 1, style: .dim)
        }
        return SettingsMetrics(viewportRows: h, totalRows: lines.count)
    }

    /// On a wide screen the list is at most 80 columns, and narrower when the descriptions
    /// need the room ("Offline library, the cloud, or your…" was cut with the list's middle
    /// empty), down to 60, where labels and values still fit beside each other.
    static func wideListWidth(_ lines: [SettingsLine], areaWidth: Int, localizer: Localizer) -> Int {
        var description = 0
        for case .row(let r) in lines {
            if let d = r.descriptionKey { description = max(description, LineShaper.width(of: localizer(d))) }
        }
        return max(min(listWidth, areaWidth - 3 - description), minimumWideListWidth)
    }

    static let minimumWideListWidth = 60

    /// One row: "▶" when selected (the whole row in reverse video), the label at column 3, and
    /// at the trailing edge the value in the row kind's shape: "English  ›", "‹ Auto ›", "[x] On".
    static func drawRow(_ row: SettingsRow, selected: Bool, x: Int, y: Int, width w: Int, localizer: Localizer,
                        into p: inout Painter) {
        var base = Style.plain
        if selected {
            base = .reverse
            p.fill(Rect(x: x + 1, y: y, width: w - 1, height: 1), style: base)
            p.glyph("▶", x: x, y: y)
        }
        let dim = !row.enabled
        func style(_ s: Style) -> Style { s.with(base.attributes) }
        let valueStyle = style(dim || row.kind == .info ? .dim : .plain)
        let end = x + w - 1  // one column of margin at the trailing edge
        var valueStart = end
        switch row.kind {
        case .link:
            if row.enabled || row.value == nil { p.glyph("›", x: end - 1, y: y, style: style(dim ? .dim : .plain)) }
            let stop = row.enabled ? end - 3 : end
            if let v = row.value {
                let used = p.textEnding(SettingsView.text(v, localizer), at: stop, y: y, maxWidth: max(w / 2, w - 22), style: valueStyle)
                valueStart = stop - used
            } else {
                valueStart = end - 1
            }
        case .choice:
            let value = row.value.map { SettingsView.text($0, localizer) } ?? ""
            p.glyph("›", x: end - 1, y: y, style: style(dim ? .dim : .plain))
            let used = p.textEnding(value, at: end - 2, y: y, maxWidth: max(w / 2, w - 22), style: valueStyle)
            p.glyph("‹", x: end - 4 - used, y: y, style: style(dim ? .dim : .plain))
            valueStart = end - 4 - used
        case .toggle(let on):
            let label = CheckboxLabel.text(on, localizer(on ? "settings.on" : "settings.off"), rightToLeft: p.mirrored)
            valueStart = end - p.textEnding(label, at: end, y: y, maxWidth: max(w / 2, w - 22), style: valueStyle)
        case .action, .info:
            if let v = row.value {
                valueStart = end - p.textEnding(SettingsView.text(v, localizer), at: end, y: y, maxWidth: max(w / 2, w - 22),
                                                style: style(.dim))
            }
        }
        var labelStyle: Style = dim ? .dim : row.destructive ? Style(foreground: .error) : .plain
        if row.kind == .info && row.enabled { labelStyle = .plain }
        p.text(SettingsView.text(row.label, localizer), x: x + 3, y: y, maxWidth: max(0, valueStart - x - 5),
               style: style(labelStyle))
    }
}
