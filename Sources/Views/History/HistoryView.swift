import Localization
import Presentation
import TextLayout

/// The History tab (ux.md §4). Issue 8 replaces the placeholder body.
enum HistoryView {
    static func render(_ state: AppState, area: Rect, layout: ScreenLayout, localizer: Localizer,
                       env: RenderEnvironment, into p: inout Painter) {
        let y = area.y + max(0, area.height / 2 - 1)
        p.textCentered(localizer("history.empty.title"), x: area.x, spanWidth: area.width, y: y, style: .bold)
        p.textCentered(localizer("history.empty.description"), x: area.x, spanWidth: area.width, y: y + 1, style: .dim)
    }

    /// The tab bar's trailing text on History ("12 conversations").
    static func trailing(_ state: AppState, localizer: Localizer) -> String { "" }
}
