import Localization
import Presentation
import TextLayout

/// The Welcome screen (ux.md §1.4, §2.2–2.3): logo and tagline, the welcome message scrolling
/// in its box, the two choices and the two buttons. Laid out for left-to-right and mirrored
/// by the painter for Arabic.
enum WelcomeScreenView {
    /// The box is never wider than this: the message's lines are written for it.
    static let maxBoxWidth = 80
    /// Columns between the two choices and between the two buttons.
    static let choiceGap = 6
    static let buttonGap = 10

    static func render(_ state: AppState, layout: ScreenLayout, keyMap: KeyMap, localizer: Localizer,
                       into p: inout Painter) -> WelcomeTextMetrics {
        let w = layout.width
        let tall = !layout.isShort
        let boxWidth = min(w, maxBoxWidth)
        // The last inner column is kept for the scroll marks, so they never cover text.
        let rows = messageRows(localizer, width: max(1, boxWidth - 5), rtl: p.mirrored)
        let answers = localizer("welcome.answersFrom") + " ‹ " + backendLabel(state, localizer: localizer) + " › "
            + WelcomeView.keyLabel(of: .welcomeNextBackend, in: keyMap)
        let language = localizer("welcome.language") + " ‹ " + localizer(state.language == .ar ? "welcome.arabic" : "welcome.english")
            + " › " + WelcomeView.keyLabel(of: .welcomeNextLanguage, in: keyMap)
        let wa = LineShaper.width(of: answers), wl = LineShaper.width(of: language)
        let oneRow = wa + choiceGap + wl <= w - 2

        // Logo (and tagline), the box, the choices (one row, or two when narrow), a spacer and
        // the buttons; the box shrinks to its text and the group is centred above the status.
        let header = tall ? 2 : 1
        let below = (oneRow ? 1 : 2) + (tall ? 1 : 0) + 1
        let room = layout.statusRow - (tall ? 1 : 0) - header - below
        let boxHeight = max(2, min(room, rows.count + 2))
        let top = max(0, room - boxHeight) / 2
        p.textCentered(localizer("app.name"), x: 0, spanWidth: w, y: top, style: Style(foreground: .brand, attributes: .bold))
        if tall { p.textCentered(localizer("app.tagline"), x: 0, spanWidth: w, y: top + 1, style: .dim) }
        let box = Rect(x: (w - boxWidth) / 2, y: top + header, width: boxWidth, height: boxHeight)
        let metrics = drawMessage(rows, scroll: state.welcome.scroll, box: box, localizer: localizer, into: &p)

        let choicesTop = box.maxY
        if oneRow {
            let x = (w - wa - choiceGap - wl) / 2
            choice(answers, x: x, y: choicesTop, action: .welcomeNextBackend, into: &p)
            choice(language, x: x + wa + choiceGap, y: choicesTop, action: .welcomeNextLanguage, into: &p)
        } else {
            choice(answers, x: max(0, (w - wa) / 2), y: choicesTop, action: .welcomeNextBackend, into: &p)
            choice(language, x: max(0, (w - wl) / 2), y: choicesTop + 1, action: .welcomeNextLanguage, into: &p)
        }
        let buttonsRow = choicesTop + below - 1
        if tall, state.backend != .library, state.connection == .offline {
            p.textCentered(localizer("welcome.cloudUnreachable"), x: 0, spanWidth: w, y: buttonsRow - 1,
                           style: Style(foreground: .warning))
        }
        drawButtons(state, y: buttonsRow, width: w, localizer: localizer, into: &p)
        return metrics
    }

    /// "Offline library", "ShamelaGPT cloud", "Offline library (not installed)" (ux.md §2.3).
    static func backendLabel(_ state: AppState, localizer: Localizer) -> String {
        let name = localizer(state.backend.labelKey)
        if state.backend == .library, state.library == .notInstalled { return localizer("welcome.notInstalled", name) }
        return name
    }

    private static func choice(_ text: String, x: Int, y: Int, action: Action, into p: inout Painter) {
        let used = p.text(text, x: x, y: y, maxWidth: p.width - x, style: .plain)
        p.hit(Rect(x: x, y: y, width: used, height: 1), action)
    }

    /// The message as rows of cells aligned to `width` (nil: the rule).
    static func messageRows(_ localizer: Localizer, width: Int, rtl: Bool) -> [[Cell]?] {
        var rows: [[Cell]?] = []
        for line in WelcomeMessage.lines(localizer) {
            switch line {
            case .blank: rows.append([])
            case .rule: rows.append(nil)
            case .heading(let s), .text(let s):
                let style: Style = { if case .heading = line { return .bold }; return .plain }()
                for laid in ParagraphLayout.lines(s, width: width, base: .weak(rtl ? .rtl : .ltr), style: style) {
                    rows.append(laid.aligned(to: width))
                }
            }
        }
        return rows
    }

    /// The rows in the box, scrolled, with ▲/▼ and the "1–14 of 26" footer.
    private static func drawMessage(_ rows: [[Cell]?], scroll: Int, box: Rect, localizer: Localizer,
                                    into p: inout Painter) -> WelcomeTextMetrics {
        BoxView.draw(box, style: .plain, into: &p)
        let inner = box.width - 4
        let textWidth = max(1, inner - 1)
        let visible = max(0, box.height - 2)
        let metrics = WelcomeTextMetrics(totalRows: rows.count, visibleRows: visible)
        let first = min(scroll, metrics.maxScroll)
        let textX = p.physical(Rect(x: box.x + 2, y: 0, width: textWidth, height: 1)).x
        for (i, row) in rows.dropFirst(first).prefix(visible).enumerated() {
            let y = box.y + 1 + i
            if let row { p.cells(row, physicalX: textX, y: y) } else {
                p.horizontal("─", x: box.x + 2, y: y, length: textWidth, style: .dim)
            }
        }
        let markX = box.x + 2 + inner - 1
        if first > 0, visible > 0 { p.glyph("▲", x: markX, y: box.y + 1, style: .dim) }
        if first + visible < rows.count, visible > 0 { p.glyph("▼", x: markX, y: box.y + visible, style: .dim) }
        if rows.count > visible, visible > 0 {
            let n = localizer.numbers
            let position = " " + localizer("welcome.scrollPosition", n.plain(first + 1), n.plain(first + visible),
                                           n.plain(rows.count)) + " "
            p.textEnding(position, at: box.maxX - 2, y: box.maxY - 1, maxWidth: box.width - 4, style: .dim)
        }
        return metrics
    }

    /// "▶[ Get Started ]          Skip to Chat", the focused one in reverse video.
    private static func drawButtons(_ state: AppState, y: Int, width: Int, localizer: Localizer, into p: inout Painter) {
        let focus = state.welcome.focus
        func label(_ b: WelcomeButton) -> String {
            let mark = focus == b ? "▶" : " "
            switch b {
            case .getStarted: return mark + "[ " + localizer("welcome.getStarted") + " ]"
            case .skip: return mark + localizer("welcome.continueAsGuest")
            }
        }
        let labels = WelcomeButton.allCases.map(label)
        let total = labels.reduce(0) { $0 + LineShaper.width(of: $1) } + buttonGap
        var x = max(0, (width - total) / 2)
        for (b, text) in zip(WelcomeButton.allCases, labels) {
            var style: Style = b == .getStarted ? Style(foreground: .brand, attributes: .bold) : Style(foreground: .accent)
            if b == focus { style = style.with(.reverse) }
            // The mark is a glyph so it mirrors (▶ → ◀) and stays on the button's leading side.
            p.glyph(text.first ?? " ", x: x, y: y, style: style)
            let used = 1 + p.text(String(text.dropFirst()), x: x + 1, y: y, maxWidth: width - x - 1, style: style)
            p.hit(Rect(x: x, y: y, width: used, height: 1), .welcomeChoose(b))
            x += used + buttonGap
        }
    }
}
