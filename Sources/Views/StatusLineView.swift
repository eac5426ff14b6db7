import Localization
import Presentation
import TextLayout

/// The status line: a toast or activity at the leading edge; backend, connectivity and account
/// at the trailing edge (ux.md §3.12).
public enum StatusLineView {
    public static func render(state: AppState, layout: ScreenLayout, localizer: Localizer, into p: inout Painter) {
        let y = layout.statusRow
        var trailing = localizer(state.backend.labelKey)
        if state.backend != .library {
            trailing += state.isOnline ? " ● " + localizer("status.online") : " ○ " + localizer("status.offline")
        }
        trailing += " · " + localizer("status.guest")
        if !layout.showsHintBar { trailing += "  " + localizer("status.helpHint") }
        let used = p.textEnding(trailing, at: layout.width - 1, y: y, maxWidth: layout.width - 2, style: .dim)
        if let toast = state.toast {
            let style = Style(foreground: toast.isError ? .error : .gold)
            p.text(toast.text, x: 1, y: y, maxWidth: max(0, layout.width - used - 4), style: style)
        }
    }
}
