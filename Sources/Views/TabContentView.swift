import Localization
import Presentation
import TextLayout

/// The content area of each tab. The Chat, History and Settings screens replace these bodies as
/// they are built; the frame around them (regions, mirroring) stays.
public enum TabContentView {
    public static func render(tab: Tab, area: Rect, localizer: Localizer, into p: inout Painter) {
        switch tab {
        case .chat:
            let composerHeight = min(3, area.height)
            let box = Rect(x: area.x, y: area.maxY - composerHeight, width: area.width, height: composerHeight)
            BoxView.draw(box, style: Style(foreground: .accent), into: &p)
            if box.height >= 3 {
                p.text(localizer("chat.placeholder"), x: box.x + 2, y: box.y + 1, maxWidth: box.width - 4, style: .dim)
                p.setCursor(x: box.x + 2, y: box.y + 1)
            }
        case .history:
            let y = area.y + max(0, area.height / 2 - 1)
            p.textCentered(localizer("history.empty.title"), x: area.x, spanWidth: area.width, y: y, style: .bold)
            p.textCentered(localizer("history.empty.description"), x: area.x, spanWidth: area.width, y: y + 1, style: .dim)
        case .settings:
            p.text(localizer("settings.placeholder"), x: area.x + 1, y: area.y, maxWidth: area.width - 2, style: .dim)
        }
    }
}
