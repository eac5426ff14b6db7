import Domain
import Localization
import Presentation
import TextLayout

/// "Voice input" (the recorder found, the engine, and a 3-second test recording with its
/// level): the recorder voice input uses (or the packages that provide
/// one), the `voice_recorder` setting, the offline library's speech engine (or how to set
/// one), and "[ Test the microphone ]" with its live meter and its result in words.
enum VoicePageView {
    /// One screen line: cells already wrapped and placed, and whether it is the button.
    struct Line {
        var cells: [Cell]
        var indent: Int
        var button = false
    }

    static func render(_ state: AppState, area: Rect, now: Double, localizer: Localizer, into p: inout Painter) {
        SettingsView.title(localizer("settings.voice"), area: area, localizer: localizer, into: &p)
        let w = min(area.width, SettingsListView.listWidth)
        var lines: [Line] = []
        func add(_ text: String, indent: Int, style: Style = .plain) {
            for row in ChatText.uiRows(text, width: max(10, w - indent - 2), style: style, rtl: p.mirrored) {
                lines.append(Line(cells: row, indent: indent))
            }
        }
        func blank() { lines.append(Line(cells: [], indent: 0)) }
        let error = Style(foreground: .error)

        add(localizer("settings.voice.recorder"), indent: 2, style: .bold)
        if let setup = state.voice.setup {
            switch setup.recorder {
            case .found(let kind, let path):
                add(localizer("settings.voice.recorderFound", kind, path), indent: 4, style: Style(foreground: .accent))
            case .noneFound:
                add(errorText(.voiceNoRecorder(), localizer), indent: 4, style: error)
            case .settingUnusable(let value):
                add(errorText(.voiceRecorderSetting(value), localizer), indent: 4, style: error)
            }
            add(localizer("settings.voice.recorderSetting", setup.recorderSetting ?? localizer("settings.voice.recorderAuto")),
                indent: 4, style: .dim)
        } else {
            add(localizer("common.loading"), indent: 4, style: .dim)
        }
        blank()
        add(localizer("settings.voice.engine"), indent: 2, style: .bold)
        if let setup = state.voice.setup {
            engine(setup, localizer: localizer, add: add)
        } else {
            add(localizer("common.loading"), indent: 4, style: .dim)
        }
        add(localizer("settings.voice.nextLaunch"), indent: 4, style: .dim)
        blank()
        let buttonLine = lines.count
        lines.append(Line(cells: LineShaper.visualCells("[ " + localizer("settings.voice.test") + " ]", style: .reverse,
                                                        maxWidth: w - 4),
                          indent: 2, button: true))
        add(localizer("settings.voice.test.description"), indent: 4, style: .dim)
        if let (text, style) = testLine(state, now: now, localizer: localizer) { add(text, indent: 4, style: style) }

        let body = Rect(x: area.x, y: area.y + 2, width: w, height: max(0, area.height - 2))
        // The button and what it reports stay in view on a short screen.
        let top = SettingsView.top(showing: buttonLine, lines.count - 1, height: body.height, total: lines.count)
        for (k, line) in lines.enumerated().dropFirst(top).prefix(body.height) {
            let y = body.y + k - top
            guard !line.cells.isEmpty else { continue }
            if line.button {
                p.glyph("▶", x: body.x, y: y)
                p.hit(Rect(x: body.x, y: y, width: w, height: 1), .settingsChoose(0))
            }
            p.cells(line.cells, physicalX: p.physicalStart(ofSpanAt: body.x + line.indent, width: ChatText.width(line.cells)),
                    y: y)
        }
    }

    /// The engine's program and model, whether they can run, or how to set one.
    private static func engine(_ setup: VoiceSetup, localizer: Localizer, add: (String, Int, Style) -> Void) {
        guard let raw = setup.engineSetting else {
            add(localizer("settings.voice.engineNone"), 4, .plain)
            add(localizer("settings.voice.engineCommand"), 6, Style(foreground: .accent))
            return
        }
        guard let engine = setup.engine else {
            add(raw, 4, .plain)
            add("! " + localizer("settings.voice.engineMalformed"), 4, Style(foreground: .error))
            return
        }
        add(localizer("settings.voice.engineProgram", engine.program), 4, .plain)
        add(localizer("settings.voice.engineModel", engine.model), 4, .plain)
        if let problem = setup.engineProblem {
            add("! " + localizer("settings.voice.engineUnusable", problem), 4, Style(foreground: .error))
        } else {
            add(localizer("settings.voice.engineReady"), 4, Style(foreground: .accent))
        }
    }

    /// The test under way with its meter (words with reduce motion), or its result.
    static func testLine(_ state: AppState, now: Double, localizer: Localizer) -> (String, Style)? {
        switch state.voice.test {
        case .idle:
            return nil
        case .recording(let r) where !r.running:
            return ("● " + localizer("voice.starting"), Style(foreground: .error, attributes: .bold))
        case .recording(let r):
            let elapsed = r.runningSince.map { max(now - $0, r.audioSeconds) } ?? 0
            let head = "● " + localizer("voice.recording", VoiceState.clock(min(elapsed, MicrophoneTest.seconds), localizer: localizer),
                                        VoiceState.clock(MicrophoneTest.seconds, localizer: localizer))
            let meter = state.reduceMotion
                ? localizer(VoiceState.levelWordKey(r.levels.last ?? 0))
                : "\u{200E}" + LevelMeter.bars(r.levels, width: VoiceBannerView.meterWidth)
            return (head + "  " + meter, Style(foreground: .error, attributes: .bold))
        case .finished(let peak):
            let percent = localizer.numbers.plain(Int((peak * 100).rounded()))
            return VoiceState.levelWordKey(peak) == "voice.level.sound"
                ? ("✓ " + localizer("settings.voice.test.sound", percent), Style(foreground: .accent))
                : ("✗ " + localizer("settings.voice.test.silence", percent), Style(foreground: .warning))
        case .failed(let e):
            return (errorText(e, localizer), Style(foreground: .error))
        }
    }

    /// "✗ <sentence> (Error code: …) — <detail>", as the voice band words it.
    static func errorText(_ e: AppError, _ localizer: Localizer) -> String {
        var s = "✗ " + localizer(e.messageKey) + " (" + localizer("error.codeFormat", e.code) + ")"
        if let detail = e.detail, !detail.isEmpty { s += " — " + detail }
        return s
    }
}
