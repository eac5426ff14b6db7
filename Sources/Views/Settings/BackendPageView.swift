import Localization
import Presentation
import TextLayout

/// "Answers from" (ux.md §5.2): the offline library with its state, the cloud, a custom server
/// with its URL field, and "[ Check connection ]" with its result. The page scrolls so the
/// focused control shows.
enum BackendPageView {
    /// One screen line: its text and style at a leading indent, the control it belongs to, and
    /// whether it is the control's first line (where "▶" goes).
    struct Line {
        var text: String
        var indent: Int
        var style: Style
        var control: BackendPageState.Control?
        var head = false
        /// Already wrapped to the page: drawn as they are.
        var cells: [Cell]?
    }

    static func render(_ state: AppState, area: Rect, localizer: Localizer, into p: inout Painter) {
        SettingsView.title(localizer("settings.backend"), area: area, localizer: localizer, into: &p)
        let page = state.settings.backendPage
        let w = min(area.width, SettingsListView.listWidth)
        let textWidth = max(10, w - 8)
        var lines: [Line] = []
        func wrapped(_ s: String, style: Style, control: BackendPageState.Control?) {
            for row in ChatText.uiRows(s, width: textWidth, style: style, rtl: p.mirrored) {
                lines.append(Line(text: "", indent: 6, style: style, control: control, cells: row))
            }
        }
        func radio(_ control: BackendPageState.Control, _ backend: Backend, _ label: String) {
            let mark = state.backend == backend || (control == .custom && state.backend.isCustom) ? "(●) " : "( ) "
            lines.append(Line(text: mark + label, indent: 2, style: .plain, control: control, head: true))
        }
        radio(.library, .library, localizer("status.backend.library"))
        wrapped(localizer("settings.backend.library.description"), style: .dim, control: .library)
        let status = libraryStatus(state, localizer: localizer)
        wrapped(status.0, style: status.1, control: .library)
        radio(.cloud, .cloud, localizer("status.backend.cloud"))
        wrapped(localizer("settings.backend.cloud.description"), style: .dim, control: .cloud)
        radio(.custom, .custom(""), localizer("status.backend.custom"))
        wrapped(localizer("settings.backend.custom.description"), style: .dim, control: .custom)
        let fieldLine = lines.count
        for _ in 0..<3 { lines.append(Line(text: "", indent: 6, style: .plain, control: .url)) }
        if let key = page.urlError {
            wrapped("! " + localizer(key), style: Style(foreground: .error), control: .url)
        } else if case .valid(_, true) = CustomServerURL.check(page.url.text) {
            wrapped(localizer("settings.backend.unencrypted"), style: Style(foreground: .warning), control: .url)
        }
        lines.append(Line(text: "", indent: 0, style: .plain, control: nil))
        lines.append(Line(text: "[ " + localizer("settings.backend.check") + " ]", indent: 2, style: .plain,
                          control: .check, head: true))
        if let result = checkLine(page.check, localizer: localizer) {
            wrapped(result.0, style: result.1, control: .check)
        }
        if let e = state.settings.rowErrors[.backend] {
            wrapped(SettingsView.errorLine(e, localizer), style: Style(foreground: .error), control: .check)
        }

        let body = Rect(x: area.x, y: area.y + 2, width: w, height: max(0, area.height - 2))
        let focusLines = lines.indices.filter { lines[$0].control == page.focus }
        let top = SettingsView.top(showing: focusLines.first ?? 0, focusLines.last ?? 0, height: body.height,
                                   total: lines.count)
        for (k, line) in lines.enumerated().dropFirst(top).prefix(body.height) {
            let y = body.y + k - top
            let focused = line.control == page.focus && line.head
            var style = line.style
            if focused {
                style = style.with(.reverse)
                p.glyph("▶", x: body.x, y: y)
            }
            if let cells = line.cells {
                p.cells(cells, physicalX: p.physicalStart(ofSpanAt: body.x + line.indent, width: ChatText.width(cells)), y: y)
            } else {
                p.text(line.text, x: body.x + line.indent, y: y, maxWidth: w - line.indent - 1, style: style)
            }
            if let c = line.control, line.head || c == .url {
                p.hit(Rect(x: body.x, y: y, width: w, height: 1), .settingsChoose(c.rawValue))
            }
        }
        // The URL field is a small composer box: same editing, cursor and bidi rules.
        let fieldTop = body.y + fieldLine - top
        if fieldTop >= body.y, fieldTop + 3 <= body.maxY {
            let focused = page.focus == .url
            ComposerView.render(page.url, area: Rect(x: body.x + 6, y: fieldTop, width: max(8, w - 8), height: 3),
                                language: state.language, isShort: false,
                                sendLabel: KeyMap.standard.keyLabel(for: .send) + " " + localizer("help.apply"),
                                sendEnabled: focused, showCursor: focused && state.dialog == nil,
                                placeholder: localizer("settings.backend.urlPlaceholder"), localizer: localizer, into: &p)
        }
    }

    /// "Ready · 21,176 passages", the preparation's progress, or why it is unavailable.
    static func libraryStatus(_ state: AppState, localizer: Localizer) -> (String, Style) {
        switch state.library {
        case .ready:
            if let n = state.settings.libraryInfo?.passages {
                return (localizer.plural("settings.backend.library.readyCount", count: n), Style(foreground: .accent))
            }
            return (localizer("settings.backend.library.ready"), Style(foreground: .accent))
        case .preparing(let percent?):
            return (localizer("settings.backend.library.preparingPercent", localizer.numbers.localizeDigits(String(percent))), .plain)
        case .preparing(nil):
            return (localizer("library.preparing"), .plain)
        case .notInstalled:
            // Isolated: a command is left to right inside an Arabic sentence, its leading `/` included.
            return (localizer("library.status.missing", FilePath.isolated(state.libraryInstallCommand)),
                    Style(foreground: .warning))
        case .unavailable(let reason):
            return (localizer("settings.backend.library.unavailable", reason), Style(foreground: .error))
        }
    }

    /// "● Connected — <service> (142 ms)" or "✗ Couldn't connect — <reason> (Error code: …)".
    static func checkLine(_ check: ConnectionCheck, localizer: Localizer) -> (String, Style)? {
        switch check {
        case .idle:
            return nil
        case .checking:
            return (localizer("settings.backend.checking"), .dim)
        case .connected(let service, let ms):
            let name = service.isEmpty ? localizer("app.name") : service
            return ("● " + localizer("settings.backend.connected", name, localizer.numbers.integer(ms)),
                    Style(foreground: .accent))
        case .failed(let key, let detail, let code):
            var reason = localizer(key)
            if let detail, !detail.isEmpty { reason += " " + detail }
            return ("✗ " + localizer("settings.backend.failed", reason, code), Style(foreground: .error))
        }
    }
}

extension Backend {
    var isCustom: Bool { if case .custom = self { return true } else { return false } }
}
