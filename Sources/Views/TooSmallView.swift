import Localization
import Presentation
import TextLayout

/// Replaces the whole screen below the minimum size with a clear notice (ux.md §1.5).
public enum TooSmallView {
    public static func render(width: Int, height: Int, localizer: Localizer, into p: inout Painter) {
        if width < 24 || height < 3 {
            let text = localizer("size.tooSmall")
            p.textCentered(text, x: 0, spanWidth: width, y: max(0, (height - 1) / 2), style: .bold)
            return
        }
        let n = localizer.numbers
        let needed = n.plain(AppState.minimumWidth) + "×" + n.plain(AppState.minimumHeight)
        let now = n.plain(width) + "×" + n.plain(height)
        let boxWidth = min(width, 36)
        let inner = boxWidth - 4
        var lines = [localizer("size.title")]
        lines += LineWrapper.wrap(localizer("size.needs", needed, now), width: inner)
        lines += LineWrapper.wrap(localizer("size.enlarge"), width: inner)
        let boxHeight = min(height, lines.count + 4)
        let left = (width - boxWidth) / 2
        let top = max(0, (height - boxHeight) / 2)
        BoxView.draw(Rect(x: left, y: top, width: boxWidth, height: boxHeight), style: .plain, into: &p)
        for (i, line) in lines.prefix(max(0, boxHeight - 4)).enumerated() {
            p.textCentered(line, x: left + 2, spanWidth: inner, y: top + 2 + i, style: i == 0 ? .bold : .plain)
        }
    }
}
