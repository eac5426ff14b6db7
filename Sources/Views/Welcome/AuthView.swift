import Localization
import Presentation
import TextLayout

/// The sign-in form (ux.md §1.4, §2.4): a centred box with labelled fields, the checkbox,
/// the message line and the buttons and links, under a header that names the mode. Laid out
/// for left-to-right and mirrored by the painter; the text inside a field is never mirrored.
enum AuthView {
    static let maxBoxWidth = 54
    static let buttonGap = 10

    /// One row of the form's box.
    enum Row: Equatable {
        /// A spacer that short screens drop first.
        case blank
        case field(AuthForm.Control)
        case checkbox
        case message([Cell])
        case explanation([Cell])
        case buttons
        case link(AuthForm.Control)
    }

    static func render(_ form: AuthForm, state: AppState, layout: ScreenLayout, keyMap: KeyMap,
                       localizer: Localizer, into p: inout Painter) {
        drawHeader(form, layout: layout, keyMap: keyMap, localizer: localizer, into: &p)
        let boxWidth = min(maxBoxWidth, layout.width - 2)
        let box0 = Rect(x: (layout.width - boxWidth) / 2, y: 0, width: boxWidth, height: 0)
        let room = layout.statusRow - layout.contentTop
        var rows = self.rows(form, textWidth: boxWidth - 6, rtl: p.mirrored, localizer: localizer)
        // Short screens lose the spacers, then the explanation, then rows far from the focus.
        while rows.count + 2 > room, let i = rows.lastIndex(of: .blank) { rows.remove(at: i) }
        if rows.count + 2 > room { rows.removeAll { if case .explanation = $0 { return true }; return false } }
        if rows.count + 2 > room {
            let focusRow = rows.firstIndex { row in
                switch row {
                case .field(let c), .link(let c): c == form.focus
                case .checkbox: form.focus == .showPassword
                case .buttons: form.focus == .primary || form.focus == .forgot
                default: false
                }
            } ?? 0
            let keep = max(0, room - 2)
            let start = max(0, min(focusRow - keep / 2, rows.count - keep))
            rows = Array(rows[start..<(start + keep)])
        }
        let height = rows.count + 2
        let top = layout.contentTop + (room - height > 1 ? 1 : 0)
        let box = Rect(x: box0.x, y: top, width: boxWidth, height: height)
        p.fill(box, style: .plain)
        BoxView.draw(box, style: .plain, into: &p)
        p.textCentered(" " + localizer(titleKey(form.mode)) + " ", x: box.x + 1, spanWidth: box.width - 2, y: box.y, style: .bold)
        let geometry = Geometry(form, box: box, localizer: localizer)
        for (i, row) in rows.enumerated() {
            draw(row, form: form, state: state, y: box.y + 1 + i, geometry: geometry, localizer: localizer, into: &p)
        }
    }

    static func titleKey(_ mode: AuthForm.Mode) -> String {
        switch mode {
        case .signIn: "auth.signIn"
        case .signUp: "auth.signUp"
        case .forgotPassword: "auth.forgotPassword.title"
        }
    }

    /// " ShamelaGPT │ Sign In" and, at the trailing edge, "Esc Back" (a click goes back).
    private static func drawHeader(_ form: AuthForm, layout: ScreenLayout, keyMap: KeyMap, localizer: Localizer,
                                   into p: inout Painter) {
        var x = 1
        if layout.showsLogo {
            x += p.text(localizer("app.name"), x: x, y: 0, maxWidth: 20, style: Style(foreground: .accent, attributes: .bold))
            x += 1
            p.glyph("│", x: x, y: 0, style: .dim)
            x += 2
        }
        let back = WelcomeView.keyLabel(of: .authBack, in: keyMap) + " " + localizer("help.back")
        let backWidth = LineShaper.width(of: back)
        p.text(localizer(titleKey(form.mode)), x: x, y: 0, maxWidth: max(0, layout.width - x - backWidth - 3), style: .bold)
        let used = p.textEnding(back, at: layout.width - 1, y: 0, maxWidth: backWidth, style: .dim)
        p.hit(Rect(x: layout.width - 1 - used, y: 0, width: used, height: 1), .authBack)
        if layout.showsRule { p.horizontal("─", x: 0, y: 1, length: layout.width, style: .dim) }
    }

    /// The mode's rows, in order (ux.md §2.4 table).
    static func rows(_ form: AuthForm, textWidth: Int, rtl: Bool, localizer: Localizer) -> [Row] {
        var rows: [Row] = [.blank]
        if form.mode == .forgotPassword {
            for line in wrap(localizer("auth.forgotPassword.explain"), width: textWidth, rtl: rtl, style: .plain) {
                rows.append(.explanation(line))
            }
            rows.append(.blank)
        }
        for c in form.controls where c.isTextField { rows.append(.field(c)) }
        if form.controls.contains(.showPassword) { rows.append(.checkbox) }
        rows.append(.blank)
        if let m = form.message {
            let style = Style(foreground: m.isError ? .error : .accent)
            for line in wrap(messageText(m, localizer: localizer), width: textWidth, rtl: rtl, style: style) {
                rows.append(.message(line))
            }
            rows.append(.blank)
        }
        rows.append(.buttons)
        let links = form.controls.filter { $0 == .switchMode || $0 == .guest }
        if !links.isEmpty { rows.append(.blank) }
        for c in links { rows.append(.link(c)) }
        rows.append(.blank)
        return rows
    }

    /// "! Incorrect email or password." or the information line, with the error code when
    /// there is one.
    static func messageText(_ m: AuthMessage, localizer: Localizer) -> String {
        var text = m.number.map { localizer(m.key, $0) } ?? localizer(m.key)
        if let code = m.code { text += " (" + localizer("error.codeFormat", code) + ")" }
        return m.isError ? "! " + text : text
    }

    private static func wrap(_ text: String, width: Int, rtl: Bool, style: Style) -> [[Cell]] {
        ParagraphLayout.lines(Sanitizer.prose(text), width: max(1, width), base: .weak(rtl ? .rtl : .ltr), style: style)
            .map { $0.aligned(to: max(1, width)) }
    }

    /// Where things go inside the box: labels, then fields from a common column.
    struct Geometry {
        var labelX: Int
        var fieldX: Int
        var fieldWidth: Int
        var textWidth: Int

        init(_ form: AuthForm, box: Rect, localizer: Localizer) {
            labelX = box.x + 3
            let labels = form.controls.filter(\.isTextField).map { LineShaper.width(of: localizer(AuthView.labelKey($0))) }
            let labelWidth = min(labels.max() ?? 0, max(0, box.width / 2 - 4))
            fieldX = labelX + labelWidth + 2
            fieldWidth = max(4, box.maxX - 4 - fieldX)
            textWidth = box.width - 6
        }
    }

    static func labelKey(_ c: AuthForm.Control) -> String {
        switch c {
        case .displayName: "auth.displayName"
        case .email: "auth.email"
        case .password: "auth.password"
        case .showPassword: "auth.showPassword"
        case .primary: "auth.signIn"
        case .forgot: "auth.forgotPassword.link"
        case .switchMode: "auth.needAccount"
        case .guest: "auth.continueAsGuest"
        }
    }

    /// The label of a button or link in the form's mode.
    static func buttonKey(_ c: AuthForm.Control, mode: AuthForm.Mode) -> String {
        switch (c, mode) {
        case (.primary, .signIn): "auth.signIn"
        case (.primary, .signUp): "auth.createAccount"
        case (.primary, .forgotPassword): "auth.forgotPassword.send"
        case (.switchMode, .signUp): "auth.haveAccount"
        case (.switchMode, .forgotPassword): "auth.forgotPassword.back"
        default: labelKey(c)
        }
    }

    /// What the primary button reads while its request runs.
    static func busyKey(_ mode: AuthForm.Mode) -> String {
        switch mode {
        case .signIn: "auth.signingIn"
        case .signUp: "auth.creatingAccount"
        case .forgotPassword: "auth.sending"
        }
    }

    private static func draw(_ row: Row, form: AuthForm, state: AppState, y: Int, geometry g: Geometry,
                             localizer: Localizer, into p: inout Painter) {
        let focusStyle = Style(attributes: .reverse)
        switch row {
        case .blank:
            break
        case .explanation(let cells), .message(let cells):
            p.cells(cells, physicalX: p.physical(Rect(x: g.labelX, y: y, width: g.textWidth, height: 1)).x, y: y)
        case .field(let c):
            p.text(localizer(labelKey(c)), x: g.labelX, y: y, maxWidth: g.fieldX - g.labelX - 1, style: .plain)
            AuthFieldView.draw(form, c, x: g.fieldX, y: y, width: g.fieldWidth, into: &p)
            p.hit(Rect(x: g.fieldX, y: y, width: g.fieldWidth, height: 1), .authFocus(c))
        case .checkbox:
            let text = CheckboxLabel.text(form.showPassword, localizer(labelKey(.showPassword)), rightToLeft: p.mirrored)
            let used = p.text(text, x: g.fieldX, y: y, maxWidth: g.labelX + g.textWidth - g.fieldX,
                              style: form.focus == .showPassword ? focusStyle : .plain)
            p.hit(Rect(x: g.fieldX, y: y, width: used, height: 1), .authPress(.showPassword))
        case .buttons:
            let focused = form.focus == .primary
            var label = localizer(buttonKey(.primary, mode: form.mode))
            if form.isBusy { label = StatusLineView.spinner(state) + " " + localizer(busyKey(form.mode)) }
            var style = Style(foreground: .brand, attributes: .bold)
            if focused { style = style.with(.reverse) }
            // The focus mark is a glyph so it mirrors (▶ → ◀) with the layout.
            p.glyph(focused ? "▶" : " ", x: g.labelX, y: y, style: style)
            let used = 1 + p.text("[ " + label + " ]", x: g.labelX + 1, y: y, maxWidth: g.textWidth - 1, style: style)
            p.hit(Rect(x: g.labelX, y: y, width: used, height: 1), .authPress(.primary))
            if form.controls.contains(.forgot) {
                // The gap narrows before the link is cut short.
                let linkWidth = LineShaper.width(of: localizer(buttonKey(.forgot, mode: form.mode)))
                let gap = max(2, min(buttonGap, g.textWidth - used - linkWidth))
                link(.forgot, form: form, x: g.labelX + used + gap, y: y, maxWidth: g.textWidth - used - gap,
                     localizer: localizer, into: &p)
            }
        case .link(let c):
            link(c, form: form, x: g.labelX, y: y, maxWidth: g.textWidth, localizer: localizer, into: &p)
        }
    }

    /// A text button: accent colour; focused, reverse video with the mark in the margin.
    private static func link(_ c: AuthForm.Control, form: AuthForm, x: Int, y: Int, maxWidth: Int, localizer: Localizer,
                             into p: inout Painter) {
        guard maxWidth > 0 else { return }
        let focused = form.focus == c
        var style = Style(foreground: .accent)
        if focused {
            style = style.with(.reverse)
            p.glyph("▶", x: x - 1, y: y, style: style)
        }
        let used = p.text(localizer(buttonKey(c, mode: form.mode)), x: x, y: y, maxWidth: maxWidth, style: style)
        p.hit(Rect(x: x, y: y, width: used, height: 1), .authPress(c))
    }
}
