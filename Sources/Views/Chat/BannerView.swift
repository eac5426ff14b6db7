import Domain
import Localization
import Presentation
import TextLayout

/// The error band above the composer (ux.md §3.9): the message with its code on the leading
/// side, the server's detail on a second row, and the actions on the trailing side.
enum BannerView {
    /// Rows the banner needs: one, or two with a server detail.
    static func height(_ banner: ChatBanner?, width: Int) -> Int {
        guard let banner else { return 0 }
        return banner.error.detail?.isEmpty == false && width >= 40 ? 2 : 1
    }

    static func message(_ banner: ChatBanner, localizer: Localizer) -> String {
        let e = banner.error
        let text: String
        if e.code == "E-HTTP-429", let s = banner.retryAfterSeconds, s > 0 {
            text = localizer.plural("network.tooManyRequestsRetryAfter", count: s)
        } else {
            text = localizer(e.messageKey)
        }
        return "✗ " + text + " (" + localizer("error.codeFormat", e.code) + ")"
    }

    static func render(_ banner: ChatBanner, area: Rect, now: Double, localizer: Localizer, into p: inout Painter) {
        guard area.height > 0 else { return }
        let style = Style(foreground: .error)
        var actions: [String] = []
        if banner.retry != nil {
            let waiting = banner.retryNotBefore.map { now < $0 } ?? false
            if !waiting { actions.append("Ctrl+R " + localizer(banner.retry == .sendComposer ? "help.retry" : "help.regenerate")) }
        }
        switch banner.secondary {
        case .useOfflineLibrary?: actions.append("Ctrl+O " + localizer("chat.banner.useLibrary"))
        case .openSettings?: actions.append("Ctrl+O " + localizer("chat.banner.openSettings"))
        case nil: break
        }
        actions.append("Esc " + localizer("help.dismiss"))
        let trailing = actions.joined(separator: "  ")
        let used = p.textEnding(trailing, at: area.maxX - 1, y: area.y, maxWidth: max(0, area.width / 2), style: .dim)
        p.text(message(banner, localizer: localizer), x: area.x + 1, y: area.y,
               maxWidth: max(0, area.width - used - 3), style: style)
        if area.height > 1, let detail = banner.error.detail, !detail.isEmpty {
            p.text("  " + Sanitizer.prose(detail), x: area.x + 1, y: area.y + 1, maxWidth: area.width - 2, style: .dim)
        }
        p.hit(Rect(x: area.x, y: area.y, width: area.width, height: 1), .retry)
    }
}
