import Localization
import Presentation
import TextLayout

/// A choice row's values on a page of their own (the language page, the madhab picker): the
/// current one marked "(●)", the highlighted one "▶" in reverse video (ux.md §5.2).
enum SettingsPickerView {
    static func render(_ state: AppState, row: SettingsRowID, area: Rect, localizer: Localizer,
                       into p: inout Painter) {
        let title = SettingsList.rows(state).first { $0.id == row }.map { SettingsView.text($0.label, localizer) }
            ?? localizer("settings.language")
        SettingsView.title(title, area: area, localizer: localizer, into: &p)
        let options = SettingsOptions.options(for: row, state: state)
        let current = SettingsOptions.current(for: row, state: state)
        let highlighted = min(state.settings.pickerIndex, max(0, options.count - 1))
        let w = min(area.width, SettingsListView.listWidth)
        // Each option is a line, plus its detail (the madhab's Arabic name and founder) when it has one.
        var lines: [(option: Int, detail: Bool)] = []
        for (i, o) in options.enumerated() {
            lines.append((i, false))
            if o.detail != nil { lines.append((i, true)) }
        }
        let body = Rect(x: area.x, y: area.y + 2, width: w, height: max(0, area.height - 2))
        let first = lines.firstIndex { $0.option == highlighted } ?? 0
        let last = lines.lastIndex { $0.option == highlighted } ?? 0
        let top = SettingsView.top(showing: first, last, height: body.height, total: lines.count)
        for (k, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
            let y = body.y + k
            let option = options[line.option]
            if line.detail {
                if let d = option.detail {
                    p.text(SettingsView.text(d, localizer), x: body.x + 8, y: y, maxWidth: w - 9, style: .dim)
                }
                continue
            }
            let on = line.option == highlighted
            let style: Style = on ? .reverse : .plain
            if on {
                p.fill(Rect(x: body.x + 1, y: y, width: w - 1, height: 1), style: style)
                p.glyph("▶", x: body.x, y: y)
            }
            let mark = option.id == current ? "(●)" : "( )"
            p.text(mark, x: body.x + 2, y: y, maxWidth: 3, style: style)
            p.text(SettingsView.text(option.label, localizer), x: body.x + 6, y: y, maxWidth: w - 7, style: style)
            p.hit(Rect(x: body.x, y: y, width: w, height: 1), .settingsChoose(line.option))
        }
    }
}
