import Localization
import Presentation
import TextLayout

/// The Settings tab (ux.md §5): the list, or the page pushed on it. Returns the geometry the
/// coordinator scrolls by.
enum SettingsView {
    @discardableResult
    static func render(_ state: AppState, area: Rect, layout: ScreenLayout, localizer: Localizer,
                       env: RenderEnvironment, now: Double = 0, into p: inout Painter) -> SettingsMetrics? {
        guard area.height > 0, area.width > 0 else { return nil }
        switch state.settings.route {
        case .list:
            return SettingsListView.render(state, area: area, localizer: localizer, into: &p)
        case .picker(let row):
            SettingsPickerView.render(state, row: row, area: area, localizer: localizer, into: &p)
        case .backend:
            BackendPageView.render(state, area: area, localizer: localizer, into: &p)
        case .page(let page):
            var m = SettingsPageView.render(state, page: page, area: area, localizer: localizer, into: &p)
            m.listRows = area.height
            return m
        case .systemPrompt:
            PromptEditorView.render(state, area: area, localizer: localizer, into: &p)
        case .voice:
            VoicePageView.render(state, area: area, now: now, localizer: localizer, into: &p)
        }
        return SettingsMetrics(viewportRows: area.height, totalRows: 0, listRows: area.height)
    }

    /// A row's or an option's words.
    static func text(_ t: SettingsText, _ localizer: Localizer) -> String {
        switch t {
        case .key(let key, let args): localizer.string(key, arguments: args)
        case .literal(let s): s
        }
    }

    /// A page's title on its first row, with "Esc Back" at the trailing side.
    static func title(_ title: String, area: Rect, localizer: Localizer, into p: inout Painter) {
        let back = KeyMap.standard.keyLabel(for: .back) + " " + localizer("help.back")
        let used = p.textEnding(back, at: area.maxX - 1, y: area.y, maxWidth: max(0, area.width - 2), style: .dim)
        p.text(title, x: area.x + 1, y: area.y, maxWidth: max(0, area.width - used - 4), style: .bold)
    }

    /// "! <sentence> (Error code: …)" in the error colour.
    static func errorLine(_ e: SettingsRowError, _ localizer: Localizer) -> String {
        var s = "! " + localizer(e.messageKey)
        if let code = e.code { s += " (" + localizer("error.codeFormat", code) + ")" }
        return s
    }

    /// The first row to show so `first...last` is on a screen of `height` rows, starting from
    /// the top: pages without remembered scroll keep the focused part in view this way.
    static func top(showing first: Int, _ last: Int, height: Int, total: Int) -> Int {
        var top = 0
        if last >= height { top = last - height + 1 }
        if first < top { top = first }
        return max(0, min(top, max(0, total - height)))
    }
}
