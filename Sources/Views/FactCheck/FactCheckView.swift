import Localization
import Presentation
import TextLayout

/// The fact-check flow over Chat: the image path prompt (with Tab's matches or why the image
/// gave no text) and the review sheet (the text, editable as in the composer, with the
/// image's name, size and the detected language). Centred boxes, mirrored in Arabic by the
/// painter; paths stay left to right.
enum FactCheckView {
    static func render(_ state: AppState, layout: ScreenLayout, localizer: Localizer, now: Double, into p: inout Painter) {
        switch state.factCheck.phase {
        case .idle: return
        case .choosingImage(let prompt):
            renderPrompt(field: prompt.field, lines: promptLines(prompt, localizer: localizer), reading: nil,
                         layout: layout, localizer: localizer, into: &p)
        case .reading(_, let path, let since):
            let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            let frame = state.reduceMotion ? "…" : spinner[Int(max(0, now - since) * 10) % spinner.count]
            renderPrompt(field: TextBuffer(path), lines: [], reading: frame + " " + localizer("factCheck.reading"),
                         layout: layout, localizer: localizer, into: &p)
        case .reviewing(let review):
            renderReview(review, layout: layout, localizer: localizer, into: &p)
        }
    }

    /// The prompt's lines under the field: an error, else the matches of the last Tab.
    static func promptLines(_ prompt: FactCheckState.PathPrompt, localizer: Localizer) -> [(String, Style, Bool)] {
        if let problem = prompt.problem {
            var text = "! " + localizer.string(problem.key, arguments: problem.args)
            if let detail = problem.detail { text += " (\(detail))" }
            // The code on a line of its own: inside an Arabic sentence its brackets would wrap apart.
            return [(text, Style(foreground: .error), false), (localizer("error.codeFormat", problem.code), .dim, false)]
        }
        return prompt.candidates.map { ($0, .dim, true) }
    }

    static func box(width w: Int, height h: Int, layout: ScreenLayout) -> Rect {
        let width = min(layout.width - 2, w)
        let height = min(layout.contentHeight, h)
        let x = (layout.width - width) / 2
        let y = layout.contentTop + max(0, (layout.contentHeight - height) / 2)
        return Rect(x: x, y: y, width: width, height: height)
    }

    static func renderPrompt(field: TextBuffer, lines: [(String, Style, Bool)], reading: String?, layout: ScreenLayout,
                             localizer: Localizer, into p: inout Painter) {
        let width = min(layout.width - 2, max(50, min(90, layout.width - 8)))
        let inner = width - 4
        let intro = ParagraphLayout.lines(localizer("factCheck.path.prompt"), width: inner,
                                          base: .weak(p.mirrored ? .rtl : .ltr))
        var below: [LaidOutLine] = []
        for (text, style, isPath) in lines {
            below += ParagraphLayout.lines(text, width: inner, base: isPath ? .forced(.ltr) : .weak(p.mirrored ? .rtl : .ltr),
                                           style: style).map {
                LaidOutLine(cells: $0.cells, clusterIndex: [], width: $0.width, direction: p.mirrored ? .rtl : .ltr)
            }
        }
        if let reading {
            below = ParagraphLayout.lines(reading, width: inner, base: .weak(p.mirrored ? .rtl : .ltr), style: .dim)
        }
        let room = max(0, layout.contentHeight - 6 - intro.count)
        below = Array(below.prefix(room))
        let height = 5 + intro.count + below.count
        let r = box(width: width, height: height, layout: layout)
        p.fill(r, style: .plain)
        BoxView.draw(r, style: .bold, into: &p)
        p.textCentered(" " + localizer("factCheck.path.title") + " ", x: r.x, spanWidth: r.width, y: r.y, style: .bold)
        var y = r.y + 1
        for line in intro where y < r.maxY - 1 {
            p.cells(line.cells, physicalX: p.physicalStart(ofSpanAt: r.x + 2, width: line.width), y: y)
            y += 1
        }
        y += 1
        if y < r.maxY - 1 {
            TextFieldView.draw(field, focused: reading == nil, isPath: true, x: r.x + 2, y: y, width: inner, into: &p)
            y += 1
        }
        for line in below where y < r.maxY - 1 {
            p.cells(line.cells, physicalX: p.physicalStart(ofSpanAt: r.x + 2, width: line.width), y: y)
            y += 1
        }
    }

    static func renderReview(_ review: FactCheckState.Review, layout: ScreenLayout, localizer: Localizer,
                             into p: inout Painter) {
        let width = min(layout.width - 2, max(50, min(100, layout.width - 8)))
        let inner = width - 4
        let language = localizer(review.languageKey)
        let about: String
        if let reading = review.reading {
            let size = Self.size(reading.fileBytes, localizer: localizer)
            about = localizer("factCheck.review.fromImage", FilePath.isolated(reading.fileName), size, language)
                + (reading.image == nil ? " " + localizer("factCheck.review.imageNotKept") : "")
        } else {
            about = localizer("factCheck.review.typed", language)
        }
        let intro = ParagraphLayout.lines(about, width: inner, base: .weak(p.mirrored ? .rtl : .ltr), style: .dim)
            + ParagraphLayout.lines(localizer(review.reading == nil ? "factCheck.review.hintTyped" : "factCheck.review.hint"),
                                    width: inner, base: .weak(p.mirrored ? .rtl : .ltr))
        // The text's own rows (at least three, to invite editing), at most what the screen leaves.
        let wanted = ComposerView.lines(review.text, width: ComposerView.textWidth(width - 2)).count
        let textRows = max(1, min(max(3, wanted + 1), 12, layout.contentHeight - intro.count - 4))
        let height = min(layout.contentHeight, intro.count + textRows + 4)
        let r = box(width: width, height: height, layout: layout)
        p.fill(r, style: .plain)
        BoxView.draw(r, style: .bold, into: &p)
        p.textCentered(" " + localizer("factCheck.review.title") + " ", x: r.x, spanWidth: r.width, y: r.y, style: .bold)
        var y = r.y + 1
        for line in intro where y < r.maxY - 3 {
            p.cells(line.cells, physicalX: p.physicalStart(ofSpanAt: r.x + 2, width: line.width), y: y)
            y += 1
        }
        let area = Rect(x: r.x + 1, y: y, width: r.width - 2, height: max(3, r.maxY - 1 - y))
        ComposerView.render(review.text, area: area, language: localizer.language, isShort: false,
                            sendLabel: KeyMap.standard.keyLabel(for: .factCheck(.submit), in: .factCheckReview) + " "
                                + localizer("help.factCheckCheck"),
                            sendEnabled: !review.text.isBlank,
                            placeholder: localizer("factCheck.review.placeholder"), localizer: localizer, into: &p)
    }

    /// "84 KB", "1.2 MB", in the UI's digits and units.
    static func size(_ bytes: Int, localizer: Localizer) -> String {
        if bytes < 1024 { return localizer("factCheck.size.bytes", localizer.numbers.localizeDigits(String(bytes))) }
        if bytes < 1024 * 1024 {
            return localizer("factCheck.size.kilobytes", localizer.numbers.localizeDigits(String((bytes + 512) / 1024)))
        }
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return localizer("factCheck.size.megabytes", localizer.numbers.localizeDigits("\(tenths / 10).\(tenths % 10)"))
    }
}

/// The size of a file as the sheet writes it (for tests outside the module).
public enum FactCheckViewSizes {
    public static func text(_ bytes: Int, localizer: Localizer) -> String { FactCheckView.size(bytes, localizer: localizer) }
}
