import Localization
import Presentation
import TextLayout

/// The content area of each tab. The Chat, History and Settings screens replace these bodies as
/// they are built; the frame around them (regions, mirroring) stays.
public enum TabContentView {
    public static func render(tab: Tab, area: Rect, localizer: Localizer, into p: inout Painter) {
        switch tab {
        case .chat:
            break  // the composer is drawn by ComposerView; the transcript arrives with issue 7
        case .history:
            let y = area.y + max(0, area.height / 2 - 1)
            p.textCentered(localizer("history.empty.title"), x: area.x, spanWidth: area.width, y: y, style: .bold)
            p.textCentered(localizer("history.empty.description"), x: area.x, spanWidth: area.width, y: y + 1, style: .dim)
        case .settings:
            p.text(localizer("settings.placeholder"), x: area.x + 1, y: area.y, maxWidth: area.width - 2, style: .dim)
        }
    }
}
