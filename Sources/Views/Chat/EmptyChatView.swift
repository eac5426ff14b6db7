import Localization
import Presentation
import TextLayout

/// A new conversation: the invitation and four suggested questions (ux.md §3.4), or the
/// library's state when it cannot answer yet (ux.md §8.1).
enum EmptyChatView {
    static func render(_ state: AppState, area: Rect, localizer: Localizer, into p: inout Painter) {
        if state.backend == .library,
           let notice = libraryNotice(state.library, installCommand: state.libraryInstallCommand, localizer: localizer) {
            // Wrapped at spaces, not cut: the install command (a full path, a data directory)
            // must be readable whole to be typed.
            let rows = notice.flatMap { line in
                wrapped(line.text, width: max(1, area.width - 2)).map { (text: $0, style: line.style) }
            }
            let y = area.y + max(0, area.height / 2 - rows.count / 2)
            for (i, line) in rows.enumerated() where y + i < area.maxY {
                p.textCentered(line.text, x: area.x, spanWidth: area.width, y: y + i, style: line.style)
            }
            return
        }
        var lines: [(text: String, style: Style, suggestion: Int?)] = [
            ("🌿", .plain, nil),
            (localizer("chat.empty.title"), .bold, nil),
            (localizer("chat.empty.subtitle"), .dim, nil),
            ("", .plain, nil),
            (localizer("chat.empty.tryAsking"), .plain, nil),
        ]
        let selected: Int? = { if case .suggestion(let i) = state.chat.focus { return i }; return nil }()
        for (i, key) in ChatSuggestions.keys.enumerated() {
            let marker = selected == i ? "▶ " : "  "
            let style = selected == i ? Style(foreground: .gold, attributes: .reverse) : Style(foreground: .gold)
            lines.append((marker + localizer(key), style, i))
        }
        // Short screens drop the decoration first, keeping the suggestions.
        while lines.count > area.height, let i = lines.firstIndex(where: { $0.suggestion == nil }) { lines.remove(at: i) }
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (k, line) in lines.enumerated() where top + k < area.maxY {
            let y = top + k
            if line.suggestion != nil {
                let w = min(LineShaper.width(of: line.text), area.width - 2)
                let x = area.x + max(1, (area.width - w) / 2)
                p.text(line.text, x: x, y: y, maxWidth: area.width - 2, style: line.style)
                if let s = line.suggestion { p.hit(Rect(x: x, y: y, width: w, height: 1), .sendSuggestion(s)) }
            } else {
                p.textCentered(line.text, x: area.x, spanWidth: area.width, y: y, style: line.style)
            }
        }
    }

    /// `text` in lines of at most `width` columns, broken at spaces (a word longer than a line
    /// gets a line of its own, and is cut there as before).
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard LineShaper.width(of: text) > width else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || LineShaper.width(of: candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
        return lines
    }

    static func libraryNotice(_ status: LibraryStatus, installCommand: String,
                              localizer: Localizer) -> [(text: String, style: Style)]? {
        switch status {
        case .ready: return nil
        case .preparing(let percent):
            var lines: [(String, Style)] = [(localizer("library.preparing"), .bold)]
            if let percent { lines.append((localizer.numbers.localizeDigits(String(percent)) + "%", .dim)) }
            return lines
        case .notInstalled:
            return [(localizer("library.notInstalledHere"), .bold), (localizer("library.installHint"), .dim),
                    (installCommand, Style(foreground: .gold))]
        case .unavailable(let reason):
            return [(localizer("library.unavailable"), Style(foreground: .error)), (Sanitizer.prose(reason), .dim)]
        }
    }
}
