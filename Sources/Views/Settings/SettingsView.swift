import Localization
import Presentation
import TextLayout

/// The Settings tab and its pages (ux.md §5). Issue 8 replaces the placeholder body.
enum SettingsView {
    static func render(_ state: AppState, area: Rect, layout: ScreenLayout, localizer: Localizer,
                       env: RenderEnvironment, into p: inout Painter) {
        p.text(localizer("settings.placeholder"), x: area.x + 1, y: area.y, maxWidth: area.width - 2, style: .dim)
    }
}
