import Domain
import Localization
import Presentation
import TextLayout

/// What History shows without rows (ux.md §4.4, §4.5, §4.7): no conversations, no starred
/// ones, no search results, a failed load, and the skeleton of a slow one.
enum HistoryEmptyView {
    static func render(_ state: AppState, area: Rect, localizer: Localizer, into p: inout Painter) {
        let vm = state.history
        var lines: [(String, Style)]
        if vm.showsResults, let query = vm.search?.resultsFor {
            lines = [(localizer("history.noResults", query.trimmingCharacters(in: .whitespaces)), .plain)]
        } else if vm.starredOnly {
            lines = [(localizer("history.starredEmpty.title"), .bold), (localizer("history.starredEmpty.hint"), .dim)]
        } else {
            lines = [("🕘", .plain), (localizer("history.empty.title"), .bold),
                     (localizer("history.empty.description"), .dim), (localizer("history.empty.hint"), .dim)]
        }
        centred(lines, in: area, into: &p)
    }

    static func failed(_ error: AppError, area: Rect, localizer: Localizer, into p: inout Painter) {
        let message = localizer("history.loadFailed") + " (" + localizer("error.codeFormat", error.code) + ")"
        centred([(message, Style(foreground: .error)), (KeyMap.standard.keyLabel(for: .historyRefresh) + " " + localizer("history.retry"), .dim)], in: area, into: &p)
    }

    /// Three dim placeholder rows where the list will be.
    static func skeleton(area: Rect, geometry: HistoryGeometry, into p: inout Painter) {
        for i in 0..<3 {
            let y = area.y + i * geometry.rowsPerEntry
            guard y < area.maxY else { return }
            p.text(String(repeating: "░", count: min(12, max(0, area.width - 8))), x: 4, y: y, maxWidth: area.width - 5,
                   style: .dim)
        }
    }

    static func centred(_ lines: [(String, Style)], in area: Rect, into p: inout Painter) {
        let first = area.y + max(0, (area.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where first + i < area.maxY {
            p.textCentered(line.0, x: area.x, spanWidth: area.width, y: first + i, style: line.1)
        }
    }
}
